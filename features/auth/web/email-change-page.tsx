import Link from "next/link";
import { describeEmailChangeLink } from "../server/email-change";
import { AuthCard } from "../client/auth-card";
import { EmailChangeDecision } from "../client/email-change-decision";

type Props = { token: string | undefined; action: "confirm" | "cancel" };

const TITLE = { confirm: "Confirm your new sign-in email", cancel: "Cancel the email change" } as const;

/**
 * /confirm-email-change and /cancel-email-change, the two links mailed to the current address when
 * staff ask to change it. The page says what the link would do and waits for a click: a mail
 * scanner that opens links, even one that runs scripts, decides nothing.
 */
export async function EmailChangePage({ token, action }: Props) {
  const link = token ? await describeEmailChangeLink(token, action) : { ok: false as const, message: "Open the link from the email about your sign-in address." };
  return (
    <AuthCard title={TITLE[action]}>
      {link.ok ? (
        <EmailChangeDecision token={token as string} action={action} currentEmail={link.currentEmail} newEmail={link.newEmail} />
      ) : (
        <div className="space-y-4 text-center">
          <p role="status" className="text-sm">
            {link.message}
          </p>
          <Link href="/login" className="block font-medium text-primary hover:underline">
            Back to sign in
          </Link>
        </div>
      )}
    </AuthCard>
  );
}
