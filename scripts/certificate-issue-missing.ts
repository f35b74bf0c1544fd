// `npm run certificate:issue-missing [-- --no-email]`: issues a certificate for every completed
// enrollment that has none (completions from before certificates existed, or written outside the
// app's own paths such as imports), as the certificate-issue job does: each certificate with its
// email queued in the same transaction (none with --no-email). The queued emails are then sent
// from here; any the mail server refuses stay queued for the app's workers (docs/domain/jobs.md).
// Safe to run again: issuing is idempotent. Reads the same .env as the app.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());

const { issueMissingCertificates } = await import("../features/certificates/server/issue");
const { runDueJobs, stopWorkers } = await import("../lib/jobs");
const { prisma } = await import("../lib/db");

try {
  const { issued } = await issueMissingCertificates({ sendEmail: !process.argv.includes("--no-email") });
  console.log(`Issued ${issued.length} certificate(s).`);
  for (const c of issued) console.log(`  ${c.code}  ${c.learnerName}  ${c.courseTitle}`);
  if (issued.length > 0) await runDueJobs({ names: ["email"] });
} catch (error) {
  console.error("Issuing certificates failed:", error);
  process.exitCode = 1;
} finally {
  await stopWorkers();
  await prisma.$disconnect();
}
