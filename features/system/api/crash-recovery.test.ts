// A process killed with SIGKILL loses nothing it committed (docs/domain/jobs.md): a registration
// and its email are recorded in one transaction, so a process that dies before sending leaves the
// email queued, and the next worker (`npm run worker`, a fresh process) delivers it once. On SQLite,
// a job claimed by a process that died mid-send runs again once its lease is over. Real processes
// (tsx under the react-server condition, as scripts run), a real SMTP server on loopback.
import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { databaseProvider } from "@/lib/db/adapter";
import { listJobs, runDueJobs } from "@/lib/jobs";
// The email job's definition, so the jobs listed here carry their summary (the recipient).
import "@/lib/email/queue";
import { caughtMail, closedPort, startSmtpCatcher } from "@/test/smtp";

const root = path.resolve(import.meta.dirname, "../../..");
const children: ChildProcess[] = [];
const closers: (() => Promise<void>)[] = [];

function run(script: string, args: string[], env: Record<string, string>): { child: ChildProcess; output: () => string; exited: Promise<number | null> } {
  // tsx as a loader in one process (as `npm run worker` runs it), not its CLI: the CLI relays a
  // signal to a child process and kills it if the child has not acknowledged within 30 ms, which a
  // busy machine misses.
  const child = spawn(process.execPath, ["--conditions=react-server", "--import", "tsx", script, ...args], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Starts the crash fixture and waits until it has committed its registration. */
async function committedThenKilled(mode: "commit" | "claim", email: string, smtpUrl: string, whenReady?: () => Promise<void>) {
  const fixture = run("features/system/api/_test-crash-child.ts", [mode, email], { SMTP_URL: smtpUrl });
  await expect.poll(fixture.output, { timeout: 30_000 }).toContain("ready");
  await whenReady?.();
  fixture.child.kill("SIGKILL");
  expect(await fixture.exited).toBeNull();
}

async function emailJobFor(email: string) {
  return (await listJobs({ limit: 500 })).find((job) => job.name === "email" && job.summary.startsWith(`To ${email}:`));
}

/** `npm run worker` until the mail to `email` has arrived in `mailDir`, then SIGTERM: it stops cleanly. */
async function workerDelivers(smtpUrl: string, mailDir: string, email: string) {
  const worker = run("scripts/worker.ts", [], { SMTP_URL: smtpUrl });
  await expect.poll(worker.output, { timeout: 30_000 }).toContain("working the queues: email");
  await expect.poll(async () => (await caughtMail(mailDir)).filter((mail) => mail.to === email).length, { timeout: 60_000 }).toBe(1);
  worker.child.kill("SIGTERM");
  expect(await worker.exited, worker.output()).toBe(0);
}


afterEach(async () => {
  for (const child of children.splice(0)) if (child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
  for (const close of closers.splice(0)) await close();
});

afterAll(async () => {
  await prisma.$disconnect();
});

describe("a process killed with SIGKILL", { timeout: 120_000 }, () => {
  it("after committing a registration and before sending its email: a fresh worker delivers it once", async () => {
    const email = "killed-before-send@example.test";
    const port = await closedPort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    await committedThenKilled("commit", email, smtpUrl);

    // The registration and its email survived the kill, and nothing was sent.
    expect(await prisma.user.count({ where: { email } })).toBe(1);
    expect(await emailJobFor(email)).toMatchObject({ state: "waiting", attempts: 0 });

    const mailDir = path.join(process.env.MAIL_OUTBOX_DIR as string, "..", "caught-1");
    const catcher = await startSmtpCatcher(port, mailDir);
    closers.push(catcher.close);
    await workerDelivers(smtpUrl, mailDir, email);
    expect(await emailJobFor(email)).toMatchObject({ state: "completed" });

    // Nothing is left to send.
    expect(await runDueJobs()).toBe(0);
    expect(await caughtMail(mailDir)).toEqual([{ to: email, subject: "Verify your email for Masterly" }]);
  });

  it.skipIf(databaseProvider() === "postgresql")("while sending (SQLite): the job it had claimed runs again once its lease is over, and is delivered once", async () => {
    const email = "killed-while-sending@example.test";
    // A mail server that accepts the connection and never answers: the send hangs until the kill.
    const sockets = new Set<net.Socket>();
    const tarpit = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => tarpit.listen(0, "127.0.0.1", resolve));
    closers.push(() => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => tarpit.close(() => resolve()));
    });
    const tarpitUrl = `smtp://127.0.0.1:${(tarpit.address() as net.AddressInfo).port}`;

    await committedThenKilled("claim", email, tarpitUrl, async () => {
      await expect.poll(async () => (await emailJobFor(email))?.state, { timeout: 30_000 }).toBe("active");
    });
    const claimed = await prisma.job.findFirstOrThrow({ where: { name: "email", state: "active" } });
    expect(claimed.lockedUntil!.getTime()).toBeGreaterThan(Date.now());

    // The lease of a claimed job is its queue's expireInSeconds (5 minutes for email): let it run out.
    await prisma.job.update({ where: { id: claimed.id }, data: { lockedUntil: new Date(Date.now() - 1000) } });

    const port = await closedPort();
    const smtpUrl = `smtp://127.0.0.1:${port}`;
    const mailDir = path.join(process.env.MAIL_OUTBOX_DIR as string, "..", "caught-2");
    const catcher = await startSmtpCatcher(port, mailDir);
    closers.push(catcher.close);
    await workerDelivers(smtpUrl, mailDir, email);
    expect(await prisma.job.findUniqueOrThrow({ where: { id: claimed.id } })).toMatchObject({ state: "completed", attempts: 2 });
    expect(await caughtMail(mailDir)).toEqual([{ to: email, subject: "Verify your email for Masterly" }]);
  });
});
