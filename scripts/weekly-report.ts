// `npm run job:weekly-report`: emails the weekly summary to every active admin, when
// Settings → Notifications has both "Email notifications" and "Weekly reports" on.
//
// Schedule it with cron on the app server, e.g. every Monday at 08:00 server time:
//   0 8 * * 1  cd /srv/masterly && npm run job:weekly-report >> /var/log/masterly-weekly-report.log 2>&1
// It reads the same .env as the app (DATABASE_URL, SMTP_URL, MAIL_FROM, APP_URL) and exits 0 when
// it sent or deliberately skipped, 1 on an error.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());

const { runWeeklyReport } = await import("../features/analytics/server/weekly-report-job");
const { prisma } = await import("../lib/db");

try {
  const result = await runWeeklyReport();
  if (result.status === "sent") {
    console.log(`Weekly report (${result.report.periodLabel}) sent to ${result.recipients.length} admin(s): ${result.recipients.join(", ")}`);
    for (const figure of result.report.figures) console.log(`  ${figure.label}: ${figure.value} (week before: ${figure.previous})`);
  } else {
    console.log(`Weekly report not sent: ${result.reason}.`);
  }
} catch (error) {
  console.error("Weekly report failed:", error);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
