// `npm run job:weekly-report`: emails the weekly summary to every active admin now, when
// Settings → Notifications has both "Email notifications" and "Weekly reports" on.
//
// No cron line is needed: the app schedules the report itself, as a job for Monday 08:00 in the
// General settings' time zone, enqueued by whichever worker starts first (docs/domain/jobs.md).
// This script is the manual "send now": the 7 days before now, queued and sent from here (any the
// mail server refuses stay queued for the app's workers). It does not move the scheduled run. It
// reads the same .env as the app (DATABASE_URL, SMTP_URL, MAIL_FROM, APP_URL) and exits 0 when it
// sent or deliberately skipped, 1 on an error.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());

const { runWeeklyReport } = await import("../features/analytics/server/weekly-report-job");
const { runDueJobs, stopWorkers } = await import("../lib/jobs");
const { prisma } = await import("../lib/db");

try {
  const result = await runWeeklyReport();
  if (result.status === "sent") {
    await runDueJobs({ names: ["email"] });
    console.log(`Weekly report (${result.report.periodLabel}) sent to ${result.recipients.length} admin(s): ${result.recipients.join(", ")}`);
    for (const figure of result.report.figures) console.log(`  ${figure.label}: ${figure.value} (week before: ${figure.previous})`);
  } else {
    console.log(`Weekly report not sent: ${result.reason}.`);
  }
} catch (error) {
  console.error("Weekly report failed:", error);
  process.exitCode = 1;
} finally {
  await stopWorkers();
  await prisma.$disconnect();
}
