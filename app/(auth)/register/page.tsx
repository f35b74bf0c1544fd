import { RegisterPage } from "@/features/auth/web";

export const metadata = { title: "Create your account" };
export const dynamic = "force-dynamic";

export default RegisterPage;
