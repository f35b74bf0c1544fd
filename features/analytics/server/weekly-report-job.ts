// The weekly summary email (notification setting weeklyReports, under the emailNotifications
// master switch): last 7 days against the 7 before, sent to every active admin. Run by
// `npm run job:weekly-report` (scripts/weekly-report.ts) from cron.
import "server-only";
import { weeklyCounts } from "./weekly-report";
import { getEnv } from "@/lib/env";
import { FIGURES } from "@/features/figures";
import { getSettings } from "@/lib/settings/store";
import { revenueTotal } from "@/features/figures/server";
import { weeklyReportEmail, type WeeklyFigure } from "./emails";
import { activeAdmins } from "@/lib/auth/admins";
import { notificationAllowed } from "@/lib/settings/notification-emails";
import { sendMail } from "@/lib/email/transport";

const DAY_MS = 86_400_000;

export type WeeklyReport = { from: Date; to: Date; periodLabel: string; figures: WeeklyFigure[] };

export type WeeklyReportResult =
  | { status: "sent"; recipients: string[]; report: WeeklyReport }
  | { status: "skipped"; reason: string; recipients: []; report?: WeeklyReport };

const LABELS = ["New learners", FIGURES.enrollments.label, FIGURES.completions.label, "Questions added", "Courses created", "Sign-ins", "Account lockouts"];

function periodLabel(from: Date, to: Date, timeZone: string): string {
  const format = (d: Date) => new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", year: "numeric", timeZone }).format(d);
  return `${format(from)} to ${format(new Date(to.getTime() - 1))}`;
}

/** The figures for the 7 days before `now`, each with the week before for comparison. */
export async function buildWeeklyReport(now = new Date()): Promise<WeeklyReport> {
  const to = now;
  const from = new Date(now.getTime() - 7 * DAY_MS);
  const previousFrom = new Date(now.getTime() - 14 * DAY_MS);
  const [current, previous, general, revenue, previousRevenue] = await Promise.all([
    weeklyCounts({ gte: from, lt: to }),
    weeklyCounts({ gte: previousFrom, lt: from }),
    getSettings("general"),
    // Revenue is orders (docs/decisions/018-money-and-revenue.md): paid in the week, minus what was refunded of them.
    revenueTotal({ paidAt: { gte: from, lt: to } }),
    revenueTotal({ paidAt: { gte: previousFrom, lt: from } }),
  ]);
  return {
    from,
    to,
    periodLabel: periodLabel(from, to, general.timezone),
    figures: [
      ...LABELS.map((label, i) => ({ label, value: current[i], previous: previous[i] })),
      { label: "Revenue", value: revenue, previous: previousRevenue, currency: general.currency },
    ],
  };
}

/** Sends the report to every active admin unless the notification settings say no. */
export async function runWeeklyReport(options: { now?: Date } = {}): Promise<WeeklyReportResult> {
  if (!(await notificationAllowed("weeklyReports"))) {
    const { emailNotifications } = await getSettings("notifications");
    return { status: "skipped", reason: emailNotifications ? "weekly reports are turned off" : "email notifications are turned off", recipients: [] };
  }
  const [report, admins, general] = await Promise.all([buildWeeklyReport(options.now), activeAdmins(), getSettings("general")]);
  if (admins.length === 0) return { status: "skipped", reason: "there is no active admin to send it to", recipients: [], report };
  const dashboardUrl = `${getEnv().APP_URL}/dashboard`;
  for (const admin of admins) {
    await sendMail({
      to: admin.email,
      ...weeklyReportEmail({ adminName: admin.name, siteName: general.siteName, periodLabel: report.periodLabel, figures: report.figures, dashboardUrl }),
    });
  }
  return { status: "sent", recipients: admins.map((a) => a.email), report };
}
