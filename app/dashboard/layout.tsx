import { DashboardLayout } from "@/features/dashboard/web";

export { generateMetadata } from "@/features/dashboard/web";
export default DashboardLayout;
