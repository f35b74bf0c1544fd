// The job engine on the file's real database (SQLite, and PostgreSQL through pg-boss): a job commits
// with its transaction or not at all, runs once, retries after a failure, and lands in the failed
// state once its retries are spent.
import { beforeEach, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { defineJob, discardJob, getJob, listJobs, queueHealth, retryJob, runDueJobs } from "@/lib/jobs";

const seen: string[] = [];
let failuresLeft = 0;

const notifyJob = defineJob<{ word: string }>("notify", {
  async run(payload) {
    if (failuresLeft > 0) {
      failuresLeft -= 1;
      throw new Error(`refused ${payload.word}`);
    }
    seen.push(payload.word);
  },
  summary: (payload) => `word ${payload.word}`,
});

beforeEach(async () => {
  await runDueJobs();
  seen.length = 0;
  failuresLeft = 0;
});

describe("enqueue", () => {
  it("records a job with the transaction that commits, and runs it once", async () => {
    await prisma.$transaction(async (tx) => {
      await notifyJob.enqueue({ word: "committed" }, { db: tx });
    });
    expect(await runDueJobs()).toBe(1);
    expect(await runDueJobs()).toBe(0);
    expect(seen).toEqual(["committed"]);
  });

  it("records nothing when the transaction rolls back", async () => {
    await expect(
      prisma.$transaction(async (tx) => {
        await notifyJob.enqueue({ word: "rolled-back" }, { db: tx });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await runDueJobs()).toBe(0);
    expect(seen).toEqual([]);
  });

  it("keeps one job per key", async () => {
    const first = await notifyJob.enqueue({ word: "once" }, { key: "week-1" });
    const second = await notifyJob.enqueue({ word: "twice" }, { key: "week-1" });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
    await runDueJobs();
    expect(seen).toEqual(["once"]);
  });

  it("waits for runAt", async () => {
    const id = await notifyJob.enqueue({ word: "later" }, { runAt: new Date(Date.now() + 3_600_000) });
    expect(await runDueJobs()).toBe(0);
    expect((await getJob(id as string))?.state).toBe("waiting");
    expect(await discardJob(id as string)).toBe(true);
    expect(await getJob(id as string)).toBeNull();
  });
});

describe("failures", () => {
  it("retries later after a failure, with the error recorded", async () => {
    failuresLeft = 1;
    const id = (await notifyJob.enqueue({ word: "flaky" })) as string;
    await runDueJobs();
    const job = await getJob(id);
    expect(job).toMatchObject({ state: "waiting", attempts: 1, lastError: "refused flaky", summary: "word flaky" });
    expect(job!.runAt.getTime()).toBeGreaterThan(Date.now());
    expect((await queueHealth()).waiting).toBeGreaterThanOrEqual(1);
  });

  it("fails for good once the retries are spent, and runs again on retry", async () => {
    failuresLeft = 100;
    const id = (await notifyJob.enqueue({ word: "doomed" })) as string;
    // Each retry is made due at once, as time passing would.
    for (let attempt = 0; attempt < 6; attempt += 1) {
      await runDueJobs();
      await makeDue(id);
    }
    expect(await getJob(id)).toMatchObject({ state: "failed", attempts: 6, lastError: "refused doomed" });
    expect((await listJobs({ state: "failed" })).map((j) => j.id)).toContain(id);
    expect((await queueHealth()).failed).toBeGreaterThanOrEqual(1);
    failuresLeft = 0;
    expect(await retryJob(id)).toBe(true);
    await runDueJobs();
    expect(await getJob(id)).toMatchObject({ state: "completed" });
    expect(seen).toEqual(["doomed"]);
  });
});

/** The retry's wait is over (as an hour passing would do). */
async function makeDue(id: string): Promise<void> {
  if (process.env.DATABASE_URL?.startsWith("file:")) await prisma.job.updateMany({ where: { id, state: "waiting" }, data: { runAt: new Date(0) } });
  else await prisma.$executeRawUnsafe(`UPDATE pgboss.job SET start_after = now() WHERE id::text = $1 AND state = 'retry'`, id);
}
