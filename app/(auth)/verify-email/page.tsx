import Link from "next/link";
import { AuthCard } from "@/features/auth/client";
import { VerifyEmail } from "@/features/auth/client";

export const metadata = { title: "Verify email" };

export default async function VerifyEmailPage({ searchParams }: { searchParams: Promise<{ token?: string }> }) {
  const { token } = await searchParams;
  return (
    <AuthCard title="Verify your email">
      {token ? (
        <VerifyEmail token={token} />
      ) : (
        <p className="text-center text-sm text-muted-foreground">
          Open the link from your verification email. No email?{" "}
          <Link href="/login" className="font-medium text-primary hover:underline">
            Sign in
          </Link>{" "}
          to resend it.
        </p>
      )}
    </AuthCard>
  );
}
