// `npm run certificate:issue-missing [-- --no-email]`: issues a certificate for every completed
// enrollment that has none (completions from before certificates existed, or written outside the
// app's own paths such as imports), and emails each learner unless --no-email. Safe to run again:
// issuing is idempotent. Reads the same .env as the app.
import nextEnv from "@next/env";

nextEnv.loadEnvConfig(process.cwd());

const { issueMissingCertificates } = await import("../features/certificates/server/issue");
const { prisma } = await import("../lib/db");

try {
  const { issued } = await issueMissingCertificates({ sendEmail: !process.argv.includes("--no-email") });
  console.log(`Issued ${issued.length} certificate(s).`);
  for (const c of issued) console.log(`  ${c.code}  ${c.learnerName}  ${c.courseTitle}`);
} catch (error) {
  console.error("Issuing certificates failed:", error);
  process.exitCode = 1;
} finally {
  await prisma.$disconnect();
}
