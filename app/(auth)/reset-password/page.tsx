import { PasswordTokenPage } from "@/features/auth/web";

export const metadata = { title: "Reset password" };
export const dynamic = "force-dynamic";

export default async function ResetPasswordPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <PasswordTokenPage
      token={token}
      mode="reset"
      title="Choose a new password"
      missing={{ title: "Reset link missing", description: "Open the link from your email, or request a new one.", link: "Request a new reset link" }}
    />
  );
}
