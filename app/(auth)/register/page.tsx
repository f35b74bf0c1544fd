import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { RegisterForm } from "@/components/auth/register-form";
import { getSettings } from "@/lib/data/settings";

export const metadata = { title: "Create your account" };
export const dynamic = "force-dynamic";

export default async function RegisterPage() {
  const { minPasswordLength } = await getSettings("security");
  return (
    <AuthCard
      title="Create your account"
      description="Start learning with expert-led courses"
      footer={
        <>
          Already have an account?{" "}
          <Link href="/login" className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <RegisterForm minPasswordLength={minPasswordLength} />
    </AuthCard>
  );
}
