// A process that dies with SIGKILL (features/system/api/crash-recovery.test.ts), run with
// `tsx --conditions=react-server` and no worker. `commit`: a registration and its email, written in
// one transaction, then the process waits to be killed before anything sends it. `claim`: the same,
// then it claims the email job and starts sending it to a mail server that never answers, and is
// killed mid-send. It prints "ready" when the test may kill it.
import { prisma } from "@/lib/db";
import { queueMail } from "@/lib/email/queue";
import { runDueJobs } from "@/lib/jobs";

const [mode, email] = process.argv.slice(2);

await prisma.$transaction(async (tx) => {
  const user = await tx.user.create({ data: { email, name: "Crash Test", role: "user", passwordHash: "not-a-hash", isEmailVerified: false } });
  await queueMail({ to: user.email, subject: "Verify your email for Masterly", text: "Verify: http://127.0.0.1/verify-email?token=t", html: "<p>Verify</p>" }, { db: tx });
});

if (mode === "claim") void runDueJobs();
console.log("ready");
setInterval(() => {}, 60_000);
