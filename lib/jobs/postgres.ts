// The job engine on PostgreSQL: pg-boss (docs/domain/jobs.md). Any number of app instances and
// `npm run worker` processes share its queues: a job is fetched by one of them (SKIP LOCKED), retried
// with exponential back-off, expired when its process dies, and kept in its `pgboss` schema, next
// to the app's tables. A job is sent with the caller's transaction (pg-boss's `db` option over the
// Prisma transaction), so it commits with the change that needs it.
import type PgBoss from "pg-boss";
import { prisma } from "@/lib/db";
import { databaseUrl } from "@/lib/db/adapter";
import { PGBOSS_SCHEMA, createQueues, newBoss } from "./pgboss";
import { QUEUES, type QueueName } from "./queues";
import type { JobEngine, StoredJob } from "./engine";
import type { JobDb, JobState, QueueHealth } from "./types";

/** pg-boss's `db` option: its SQL, run in the caller's Prisma client or transaction. */
function executor(db: Pick<JobDb, "$queryRawUnsafe">) {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      // pg serializes objects as JSON itself; Prisma's raw queries want it done beforehand.
      const args = values.map((value) => (value !== null && typeof value === "object" && !(value instanceof Date) ? JSON.stringify(value) : value));
      return { rows: await db.$queryRawUnsafe<unknown[]>(text, ...args) };
    },
  };
}

type Row = {
  id: string;
  name: string;
  state: string;
  retry_count: number;
  retry_limit: number;
  started_on: Date | null;
  start_after: Date;
  created_on: Date;
  completed_on: Date | null;
  output: { message?: string } | string | null;
  data: unknown;
};

const STATE_OF: Record<string, JobState> = { created: "waiting", retry: "waiting", active: "active", completed: "completed", failed: "failed", cancelled: "failed" };
const PG_STATES: Record<JobState, string[]> = { waiting: ["created", "retry"], active: ["active"], completed: ["completed"], failed: ["failed", "cancelled"] };

function asJson(value: unknown): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value);
  } catch {
    return value;
  }
}

function stored(row: Row): StoredJob {
  const state = STATE_OF[row.state] ?? "waiting";
  const output = asJson(row.output) as { message?: string } | null;
  return {
    id: row.id,
    name: row.name as QueueName,
    state,
    attempts: row.retry_count + (row.started_on ? 1 : 0),
    maxAttempts: row.retry_limit + 1,
    lastError: state === "completed" ? null : (output?.message ?? null),
    runAt: new Date(row.start_after),
    createdAt: new Date(row.created_on),
    completedAt: row.completed_on ? new Date(row.completed_on) : null,
    data: asJson(row.data),
  };
}

const COLUMNS = `id::text, name, state::text, retry_count, retry_limit, started_on, start_after, created_on, completed_on, output, data`;

export function postgresEngine(): JobEngine {
  // One pg-boss per process and database, started on first use.
  let started: Promise<PgBoss> | undefined;
  let working = false;
  // Sends need no started pg-boss (its SQL runs in the caller's transaction), only its statements.
  let sender: { url: string; boss: PgBoss } | undefined;

  function boss(): Promise<PgBoss> {
    started ??= (async () => {
      // Supervision (expiring jobs whose process died, archiving old ones) runs on every instance;
      // pg-boss takes a lock so one of them does it at a time.
      const instance = newBoss(databaseUrl(), { supervise: true });
      await instance.start();
      await createQueues(instance);
      return instance;
    })().catch((error) => {
      started = undefined;
      throw error;
    });
    return started;
  }

  async function nameOf(id: string): Promise<QueueName | null> {
    const rows = await prisma.$queryRawUnsafe<{ name: string }[]>(`SELECT name FROM ${PGBOSS_SCHEMA}.job WHERE id::text = $1`, id);
    return (rows[0]?.name as QueueName | undefined) ?? null;
  }

  const engine: JobEngine = {
    async insert(db, job) {
      // Sending needs no started pg-boss: its SQL runs in `db`, against the schema installPgBoss made.
      const url = databaseUrl();
      if (sender?.url !== url) sender = { url, boss: newBoss(url, { supervise: false }) };
      const id = await sender.boss.send(job.name, (job.data ?? null) as object, {
        id: job.id,
        startAfter: job.runAt,
        db: executor(db),
      } as PgBoss.SendOptions);
      return id !== null;
    },

    async claim(name, limit) {
      const jobs = await (await boss()).fetch<unknown>(name, { batchSize: limit, includeMetadata: true });
      return jobs.map((job) => ({ id: job.id, name, data: job.data, attempt: job.retryCount + 1 }));
    },

    async complete(job) {
      await (await boss()).complete(job.name, job.id);
    },

    async fail(job, error) {
      await (await boss()).fail(job.name, job.id, { message: error });
    },

    async list({ state, limit }) {
      const where = state ? `WHERE state::text = ANY($2::text[])` : "";
      const rows = await prisma.$queryRawUnsafe<Row[]>(
        `SELECT ${COLUMNS} FROM ${PGBOSS_SCHEMA}.job ${where} ORDER BY created_on DESC, id LIMIT $1`,
        limit,
        ...(state ? [PG_STATES[state]] : []),
      );
      return rows.map(stored);
    },

    async get(id) {
      const rows = await prisma.$queryRawUnsafe<Row[]>(`SELECT ${COLUMNS} FROM ${PGBOSS_SCHEMA}.job WHERE id::text = $1`, id);
      return rows[0] ? stored(rows[0]) : null;
    },

    async retry(id) {
      // pg-boss's own retry() only allows one more attempt (retry_limit + 1), so a retried job that
      // fails once is dead again: this gives it the fresh round of retries the SQLite engine gives,
      // due now, and a queued job's retention from now (pg-boss archives a waiting job past keep_until).
      const count = await prisma.$executeRawUnsafe(
        `UPDATE ${PGBOSS_SCHEMA}.job
            SET state = 'retry', retry_count = 0, started_on = NULL, completed_on = NULL,
                start_after = now(), keep_until = now() + (keep_until - created_on)
          WHERE id::text = $1 AND state = 'failed'`,
        id,
      );
      return count === 1;
    },

    async discard(id) {
      const job = await engine.get(id);
      if (!job || job.state === "active") return false;
      const name = await nameOf(id);
      if (!name) return false;
      await (await boss()).deleteJob(name, id);
      return (await engine.get(id)) === null;
    },

    async health(): Promise<QueueHealth> {
      const rows = await prisma.$queryRawUnsafe<{ waiting: bigint | number; failed: bigint | number; oldest: Date | null }[]>(
        `SELECT count(*) FILTER (WHERE state < 'completed') AS waiting,
                count(*) FILTER (WHERE state = 'failed') AS failed,
                min(start_after) FILTER (WHERE state IN ('created', 'retry') AND start_after <= now()) AS oldest
           FROM ${PGBOSS_SCHEMA}.job`,
      );
      const row = rows[0];
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : null;
      return {
        waiting: Number(row?.waiting ?? 0),
        failed: Number(row?.failed ?? 0),
        oldestWaitingSeconds: oldest === null ? 0 : Math.max(0, Math.floor((Date.now() - oldest) / 1000)),
      };
    },

    async retrying(name) {
      const rows = await prisma.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM ${PGBOSS_SCHEMA}.job WHERE name = $1 AND state = 'retry' LIMIT 1`, name);
      return rows.length > 0;
    },

    async wakeRetries(name) {
      return prisma.$executeRawUnsafe(`UPDATE ${PGBOSS_SCHEMA}.job SET start_after = now() WHERE name = $1 AND state = 'retry' AND start_after > now()`, name);
    },

    // pg-boss polls each queue itself; a paused queue (its service is down) is skipped by the
    // request path only (lib/jobs/index.ts), and the poll's failed attempts back off as usual.
    async startWorking(names, run, _paused) {
      if (working) return;
      working = true;
      const instance = await boss();
      for (const name of names) {
        const policy = QUEUES[name];
        // Each job of a batch is completed or failed by `run` itself, so pg-boss's own completion finds it done.
        await instance.work<unknown>(name, { batchSize: policy.concurrency, pollingIntervalSeconds: 2, includeMetadata: true }, async (jobs) => {
          await Promise.all(jobs.map((job) => run({ id: job.id, name, data: job.data, attempt: job.retryCount + 1 })));
        });
      }
    },

    async stop() {
      const instance = started ? await started.catch(() => undefined) : undefined;
      started = undefined;
      working = false;
      await instance?.stop({ graceful: true, wait: true, timeout: 10_000 });
    },
  };
  return engine;
}
