// The job engine on SQLite, the single-machine default (docs/domain/jobs.md): jobs are rows of the
// "Job" table in the app's own database, written in the transaction of the change that needs them,
// so a restart resumes where the last process stopped. The worker in the app process claims due
// jobs with a conditional update (a job is claimed once even if two processes share the file), and
// a claimed job whose process died runs again once its time is up.
import { prisma } from "@/lib/db";
import { QUEUES, retryDelayMs, type QueueName } from "./queues";
import type { ClaimedJob, JobEngine, StoredJob } from "./engine";
import type { JobDb, JobState, QueueHealth } from "./types";

/** How often the worker looks for due jobs. A job enqueued by a request is also started as its answer leaves (lib/jobs/index.ts). */
const POLL_MS = 1_000;
/** Completed jobs are kept this long for the Jobs screen, then deleted. */
const KEEP_COMPLETED_MS = 7 * 86_400_000;

type Row = {
  id: string;
  name: string;
  data: string;
  state: string;
  attempts: number;
  retryLimit: number;
  runAt: Date;
  lastError: string | null;
  createdAt: Date;
  completedAt: Date | null;
  lockedUntil: Date | null;
};

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}

function stored(row: Row): StoredJob {
  return {
    id: row.id,
    name: row.name as QueueName,
    state: row.state as JobState,
    attempts: row.attempts,
    maxAttempts: row.retryLimit + 1,
    lastError: row.lastError,
    runAt: row.runAt,
    createdAt: row.createdAt,
    completedAt: row.completedAt,
    data: parse(row.data),
  };
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === "P2002";
}

export function sqliteEngine(): JobEngine {
  let timer: NodeJS.Timeout | undefined;
  let busy: Promise<void> | undefined;
  let lastCleanup = 0;

  async function claimOne(row: Pick<Row, "id" | "name" | "data" | "state" | "attempts" | "retryLimit">): Promise<ClaimedJob | null> {
    const name = row.name as QueueName;
    const policy = QUEUES[name];
    // A job whose process died mid-run with its retries spent is failed, not run again forever.
    if (row.state === "active" && row.attempts > row.retryLimit) {
      await prisma.job.updateMany({
        where: { id: row.id, state: "active", attempts: row.attempts },
        data: { state: "failed", lockedUntil: null, completedAt: new Date(), lastError: `Did not finish within ${policy.expireInSeconds} s` },
      });
      return null;
    }
    const { count } = await prisma.job.updateMany({
      where: { id: row.id, state: row.state, attempts: row.attempts },
      data: { state: "active", attempts: { increment: 1 }, lockedUntil: new Date(Date.now() + policy.expireInSeconds * 1000) },
    });
    return count === 1 ? { id: row.id, name, data: parse(row.data), attempt: row.attempts + 1 } : null;
  }

  const engine: JobEngine = {
    async insert(db: JobDb, job) {
      const policy = QUEUES[job.name];
      try {
        await db.job.create({
          data: {
            id: job.id,
            name: job.name,
            data: JSON.stringify(job.data ?? null),
            retryLimit: policy.retryLimit,
            retryDelay: policy.retryDelaySeconds,
            runAt: job.runAt ?? new Date(),
          },
        });
        return true;
      } catch (error) {
        if (isUniqueViolation(error)) return false;
        throw error;
      }
    },

    async claim(name, limit) {
      const now = new Date();
      const due = await prisma.job.findMany({
        where: { name, OR: [{ state: "waiting", runAt: { lte: now } }, { state: "active", lockedUntil: { lte: now } }] },
        orderBy: { runAt: "asc" },
        take: limit,
        select: { id: true, name: true, data: true, state: true, attempts: true, retryLimit: true },
      });
      const claimed: ClaimedJob[] = [];
      for (const row of due) {
        const job = await claimOne(row);
        if (job) claimed.push(job);
      }
      return claimed;
    },

    async complete(job) {
      await prisma.job.updateMany({
        where: { id: job.id, state: "active", attempts: job.attempt },
        data: { state: "completed", completedAt: new Date(), lockedUntil: null, lastError: null },
      });
    },

    async fail(job, error) {
      const row = await prisma.job.findUnique({ where: { id: job.id }, select: { retryLimit: true } });
      if (!row) return;
      const retry = job.attempt <= row.retryLimit;
      await prisma.job.updateMany({
        where: { id: job.id, state: "active", attempts: job.attempt },
        data: retry
          ? { state: "waiting", lockedUntil: null, lastError: error, runAt: new Date(Date.now() + retryDelayMs(QUEUES[job.name], job.attempt)) }
          : { state: "failed", lockedUntil: null, lastError: error, completedAt: new Date() },
      });
    },

    async list({ state, limit }) {
      const rows = await prisma.job.findMany({ where: state ? { state } : {}, orderBy: [{ createdAt: "desc" }, { id: "asc" }], take: limit });
      return rows.map(stored);
    },

    async get(id) {
      const row = await prisma.job.findUnique({ where: { id } });
      return row ? stored(row) : null;
    },

    async retry(id) {
      const { count } = await prisma.job.updateMany({
        where: { id, state: "failed" },
        data: { state: "waiting", attempts: 0, runAt: new Date(), completedAt: null, lockedUntil: null },
      });
      return count === 1;
    },

    async discard(id) {
      const { count } = await prisma.job.deleteMany({ where: { id, state: { not: "active" } } });
      return count === 1;
    },

    async health(): Promise<QueueHealth> {
      const now = new Date();
      const [waiting, failed, oldest] = await Promise.all([
        prisma.job.count({ where: { state: { in: ["waiting", "active"] } } }),
        prisma.job.count({ where: { state: "failed" } }),
        prisma.job.findFirst({ where: { state: "waiting", runAt: { lte: now } }, orderBy: { runAt: "asc" }, select: { runAt: true } }),
      ]);
      return { waiting, failed, oldestWaitingSeconds: oldest ? Math.max(0, Math.floor((now.getTime() - oldest.runAt.getTime()) / 1000)) : 0 };
    },

    async retrying(name) {
      return (await prisma.job.count({ where: { name, state: "waiting", attempts: { gt: 0 } } })) > 0;
    },

    async wakeRetries(name) {
      const { count } = await prisma.job.updateMany({ where: { name, state: "waiting", attempts: { gt: 0 }, runAt: { gt: new Date() } }, data: { runAt: new Date() } });
      return count;
    },

    async startWorking(names, run, paused) {
      if (timer) return;
      const tick = async () => {
        for (const name of names) {
          if (paused(name)) continue;
          const jobs = await engine.claim(name, QUEUES[name].concurrency);
          await Promise.all(jobs.map(run));
        }
        if (Date.now() - lastCleanup > 3_600_000) {
          lastCleanup = Date.now();
          await prisma.job.deleteMany({ where: { state: "completed", completedAt: { lt: new Date(Date.now() - KEEP_COMPLETED_MS) } } });
        }
      };
      timer = setInterval(() => {
        if (busy) return;
        busy = tick()
          .catch((error) => console.error("[jobs] the worker could not read the queue:", error))
          .finally(() => (busy = undefined));
      }, POLL_MS);
      timer.unref();
    },

    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await busy;
    },
  };
  return engine;
}
