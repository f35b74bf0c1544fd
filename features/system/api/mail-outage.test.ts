// Nothing is lost while the mail server is down (docs/domain/jobs.md): the three routes that
// promise an email answer as usual, the emails wait in the queue, and once a real SMTP server
// listens again the worker's two timers (the readiness check, then the due jobs) deliver each
// email exactly once. Runs on SQLite and on PostgreSQL (pg-boss).
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { caughtMail, closedPort, startSmtpCatcher } from "@/test/smtp";

// The mail server's address is read once per process (lib/env.ts caches it): set before any app
// module asks for it.
const port = await closedPort();
process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;

const { POST: forgotPassword } = await import("@/app/api/auth/forgot-password/route");
const { POST: register } = await import("@/app/api/auth/register/route");
const { POST: invite } = await import("@/app/api/admin/staff/invite/route");
const { listJobs, runDueJobs, stopWorkers, wakeReadyQueues } = await import("@/lib/jobs");
const { call, createUser, sessionHeaders } = await import("@/test/helpers");
type RouteFn = import("@/test/helpers").RouteFn;

const mailDir = path.join(process.env.MAIL_OUTBOX_DIR as string, "..", "smtp-caught");
let catcher: { close: () => Promise<void> } | undefined;

beforeAll(async () => {
  await stopWorkers();
});

afterAll(async () => {
  await catcher?.close();
  await stopWorkers();
});

describe("the mail server is down, then back", () => {
  it("answers the three routes as usual, then delivers each email once when the server returns, with no further request", async () => {
    const admin = await createUser({ role: "admin", name: "Ada Admin" });
    const learner = await createUser({ email: "forgot@example.test" });
    const post = (fn: unknown, body: unknown, headers: Record<string, string> = {}) =>
      call(fn as RouteFn, { method: "POST", body, headers: { "x-real-ip": `10.37.0.${Math.floor(Math.random() * 250) + 1}`, ...headers } });

    const answers = [
      await post(forgotPassword, { email: learner.email }),
      await post(register, { name: "New Learner", email: "new@example.test", password: "correct-horse-9", confirmPassword: "correct-horse-9" }),
      await post(invite, { email: "invited@example.test", fullName: "Ivy Invited" }, await sessionHeaders(admin)),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 201, 201]);

    // The first email was tried as its answer left and refused; the mail queue then paused (the
    // server does not answer), so the next two wait untried instead of each spending a connection.
    const waiting = (await listJobs({ state: "waiting" })).filter((job) => job.name === "email");
    expect(waiting.map((job) => job.summary.split(":")[0]).sort()).toEqual(["To forgot@example.test", "To invited@example.test", "To new@example.test"]);
    const tried = waiting.filter((job) => job.attempts > 0);
    expect(tried.map((job) => job.summary.split(":")[0])).toEqual(["To forgot@example.test"]);
    expect(tried[0].lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(tried[0].runAt.getTime()).toBeGreaterThan(tried[0].createdAt.getTime());
    expect(waiting.filter((job) => job.attempts === 0)).toHaveLength(2);
    // While the server stays down, the readiness check wakes nothing.
    expect(await wakeReadyQueues()).toBe(0);
    expect(await caughtMail(mailDir)).toEqual([]);

    // What the worker's timers do once the server listens: the readiness check makes the waiting
    // retries due now, and the due jobs run.
    catcher = await startSmtpCatcher(port, mailDir);
    await wakeReadyQueues();
    expect(await runDueJobs()).toBe(3);

    const caught = await caughtMail(mailDir);
    expect(caught.map((mail) => mail.to).sort()).toEqual(["forgot@example.test", "invited@example.test", "new@example.test"]);
    expect(caught.find((mail) => mail.to === "forgot@example.test")?.subject).toBe("Reset your Masterly password");
    expect(caught.find((mail) => mail.to === "invited@example.test")?.subject).toBe("Ada Admin invited you to join Masterly");
    expect((await listJobs({ state: "completed" })).filter((job) => job.name === "email")).toHaveLength(3);

    // Running the worker again sends nothing more.
    expect(await wakeReadyQueues()).toBe(0);
    expect(await runDueJobs()).toBe(0);
    expect(await caughtMail(mailDir)).toHaveLength(3);
  });
});
