import Link from "next/link";
import { getSettings } from "@/lib/settings/store";
import { AuthCard } from "../client/auth-card";
import { ResetPasswordForm } from "../client/reset-password-form";

type Props = {
  token: string | undefined;
  mode: "reset" | "set";
  title: string;
  description?: string;
  /** What the page says when it is opened without its emailed token. */
  missing: { title: string; description: string; link: string };
};

/** /reset-password and /set-password: the emailed token's password form, or a way to a new link when the token is missing. */
export async function PasswordTokenPage({ token, mode, title, description, missing }: Props) {
  if (!token) {
    return (
      <AuthCard title={missing.title} description={missing.description}>
        <Link href="/forgot-password" className="block text-center font-medium text-primary hover:underline">
          {missing.link}
        </Link>
      </AuthCard>
    );
  }
  const { minPasswordLength } = await getSettings("security");
  return (
    <AuthCard title={title} description={description}>
      <ResetPasswordForm token={token} minPasswordLength={minPasswordLength} mode={mode} />
    </AuthCard>
  );
}
