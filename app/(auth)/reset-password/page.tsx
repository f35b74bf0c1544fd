import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { getSettings } from "@/lib/data/settings";

export const metadata = { title: "Reset password" };
export const dynamic = "force-dynamic";

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  if (!token) {
    return (
      <AuthCard title="Reset link missing" description="Open the link from your email, or request a new one.">
        <Link href="/forgot-password" className="block text-center font-medium text-primary hover:underline">
          Request a new reset link
        </Link>
      </AuthCard>
    );
  }
  const { minPasswordLength } = await getSettings("security");
  return (
    <AuthCard title="Choose a new password">
      <ResetPasswordForm token={token} minPasswordLength={minPasswordLength} />
    </AuthCard>
  );
}
