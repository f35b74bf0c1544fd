import Link from "next/link";
import { AuthCard } from "@/components/auth/auth-card";
import { ResetPasswordForm } from "@/components/auth/reset-password-form";
import { getSettings } from "@/lib/data/settings";

export const metadata = { title: "Set your password" };
export const dynamic = "force-dynamic";

// The welcome email of an account an admin created links here (7 days, single use).
export default async function SetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  if (!token) {
    return (
      <AuthCard title="Link missing" description="Open the link from your welcome email, or request a password reset.">
        <Link href="/forgot-password" className="block text-center font-medium text-primary hover:underline">
          Request a password link
        </Link>
      </AuthCard>
    );
  }
  const { minPasswordLength } = await getSettings("security");
  return (
    <AuthCard title="Set your password" description="Choose the password you will sign in with.">
      <ResetPasswordForm token={token} minPasswordLength={minPasswordLength} mode="set" />
    </AuthCard>
  );
}
