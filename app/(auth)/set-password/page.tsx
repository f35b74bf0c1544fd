import { PasswordTokenPage } from "@/features/auth/web";

export const metadata = { title: "Set your password" };
export const dynamic = "force-dynamic";

// The welcome email of an account an admin created links here (7 days, single use).
export default async function SetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <PasswordTokenPage
      token={token}
      mode="set"
      title="Set your password"
      description="Choose the password you will sign in with."
      missing={{ title: "Link missing", description: "Open the link from your welcome email, or request a password reset.", link: "Request a password link" }}
    />
  );
}
