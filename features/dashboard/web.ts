// The console shell's door: app/dashboard/layout.tsx imports it.
export { DashboardLayout, generateMetadata } from "./web/dashboard-layout";
