// The weekly summary email (notification setting weeklyReports, under the emailNotifications
// master switch): last 7 days against the 7 before, sent to every active admin. A scheduled job
// (docs/domain/jobs.md), no cron line: every worker that starts enqueues the coming slot (Monday
// 08:00 in the General settings' time zone) under a key naming that slot, so however many instances
// boot, one job exists per week; each run enqueues the next. `npm run job:weekly-report`
// (scripts/weekly-report.ts) sends one now, by hand.
import "server-only";
import { weeklyCounts } from "./weekly-report";
import { getEnv } from "@/lib/env";
import { FIGURES } from "@/features/figures";
import { getSettings } from "@/lib/settings/store";
import { revenueTotal } from "@/features/figures/server";
import { weeklyReportEmail, type WeeklyFigure } from "./emails";
import { activeAdmins } from "@/lib/auth/admins";
import { notificationAllowed } from "@/lib/settings/notification-emails";
import { queueMail } from "@/lib/email/queue";
import { prisma } from "@/lib/db";
import { defineJob } from "@/lib/jobs";
import { nextWeeklySlot, sameWeekSlot, weeklySlotKey } from "./weekly-slot";

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

/**
 * Queues the report to every active admin unless the notification settings say no, in one
 * transaction. `slot`: the scheduled run's, which keys each admin's email, so a run that happens
 * again (a retry after a crash) queues none twice.
 */
export async function runWeeklyReport(options: { now?: Date; slot?: string } = {}): Promise<WeeklyReportResult> {
  if (!(await notificationAllowed("weeklyReports"))) {
    const { emailNotifications } = await getSettings("notifications");
    return { status: "skipped", reason: emailNotifications ? "weekly reports are turned off" : "email notifications are turned off", recipients: [] };
  }
  const [report, admins, general] = await Promise.all([buildWeeklyReport(options.now), activeAdmins(), getSettings("general")]);
  if (admins.length === 0) return { status: "skipped", reason: "there is no active admin to send it to", recipients: [], report };
  const dashboardUrl = `${getEnv().APP_URL}/dashboard`;
  await prisma.$transaction(async (tx) => {
    for (const admin of admins) {
      await queueMail(
        { to: admin.email, ...weeklyReportEmail({ adminName: admin.name, siteName: general.siteName, periodLabel: report.periodLabel, figures: report.figures, dashboardUrl }) },
        { db: tx, key: options.slot && `weekly-report:${options.slot}:${admin.id}` },
      );
    }
  });
  return { status: "sent", recipients: admins.map((a) => a.email), report };
}

type WeeklyReportJob = { slot: string };

export const weeklyReportJob = defineJob<WeeklyReportJob>("weekly-report", {
  async run({ slot }) {
    const planned = new Date(slot);
    const { timezone } = await getSettings("general");
    const due = sameWeekSlot(planned, timezone);
    if (due.getTime() !== planned.getTime()) {
      // The time zone changed after this run was planned: the week's report belongs to the slot the
      // settings name now. That slot's own job sends it (once, by its key); this one does nothing.
      await enqueueSlot(due, new Date());
      return;
    }
    // The 7 days up to the slot, whenever the run actually starts: a late or repeated run reports the same week.
    await runWeeklyReport({ now: planned, slot });
    // The next slot after this one, even if this run came early (made due by hand): the same
    // slot's key is taken, so scheduling from "now" before it would schedule nothing.
    await scheduleWeeklyReport(new Date(Math.max(Date.now(), planned.getTime() + 1000)));
  },
  summary: ({ slot }) => `Weekly report for ${weeklySlotLabel(slot)}`,
});

/** A slot as the Jobs screen names it: "2026-12-07 08:00 UTC" (the instant, whatever the site's zone). */
export function weeklySlotLabel(slot: string): string {
  return `${slot.slice(0, 16).replace("T", " ")} UTC`;
}

function enqueueSlot(slot: Date, now: Date): Promise<string | null> {
  return weeklyReportJob.enqueue({ slot: slot.toISOString() }, { key: weeklySlotKey(slot), runAt: slot.getTime() > now.getTime() ? slot : now });
}

/**
 * Enqueues the coming weekly report (Monday 08:00 in the General settings' time zone) unless it is
 * already queued: the worker calls it when it starts, and each run when it ends. Answers the slot.
 */
export async function scheduleWeeklyReport(now = new Date()): Promise<Date> {
  const { timezone } = await getSettings("general");
  const slot = nextWeeklySlot(now, timezone);
  await enqueueSlot(slot, now);
  return slot;
}
