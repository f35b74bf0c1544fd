// The weekly report's email (sent only while the notification settings allow it:
// lib/settings/notification-emails.ts), and the account notices of the profile page (password
// changed, two-factor sign-in on or off): security mail about the reader's own account, which always
// goes out, like a password reset does. Account-lock alerts are auth's (features/auth/server/lock-alerts.ts).
import "server-only";
import { renderEmail } from "@/lib/email/layout";
import { formatMoney } from "@/lib/utils";

/** A count, or an amount in cents when `currency` is given (revenue). */
export type WeeklyFigure = { label: string; value: number; previous: number; currency?: string };

export function weeklyReportEmail(input: {
  adminName: string;
  siteName: string;
  periodLabel: string;
  figures: WeeklyFigure[];
  dashboardUrl: string;
}) {
  const lines = input.figures.map((f) => {
    const show = (n: number) => (f.currency ? formatMoney(n, f.currency) : String(n));
    const change = f.value - f.previous;
    const trend = change === 0 ? "no change" : `${change > 0 ? "+" : "-"}${show(Math.abs(change))} on the week before`;
    return `${f.label}: ${show(f.value)} (${trend})`;
  });
  return renderEmail({
    subject: `${input.siteName} weekly report: ${input.periodLabel}`,
    heading: "Your weekly report",
    paragraphs: [`Hi ${input.adminName}, here is what happened on ${input.siteName} from ${input.periodLabel}.`, ...lines],
    action: { label: "Open the dashboard", url: input.dashboardUrl },
    footnote: "You get this email because weekly reports are on in Settings → Notifications.",
  });
}

export function passwordChangedEmail(name: string, when: Date) {
  return renderEmail({
    subject: "Your Masterly password was changed",
    heading: "Your password was changed",
    paragraphs: [
      `Hi ${name}, the password of your Masterly account was changed on ${when.toUTCString()}. Your other sessions were signed out.`,
      "If you did not do this, reset your password from the sign-in page right away and contact an administrator.",
    ],
  });
}

export function twoFactorChangedEmail(name: string, enabled: boolean) {
  return renderEmail({
    subject: enabled ? "Two-factor sign-in is on for your Masterly account" : "Two-factor sign-in was turned off for your Masterly account",
    heading: enabled ? "Two-factor sign-in is on" : "Two-factor sign-in is off",
    paragraphs: [
      enabled
        ? `Hi ${name}, signing in to Masterly now also asks for a code from your authenticator app. Keep your recovery codes somewhere safe.`
        : `Hi ${name}, signing in to Masterly no longer asks for a code from your authenticator app.`,
      "If you did not do this, change your password right away and contact an administrator.",
    ],
  });
}
