// pg-boss's schema and queues (docs/domain/jobs.md), with no app code: `npm run db:setup` and the
// test template install them in a PostgreSQL database before anything sends a job there.
import PgBoss from "pg-boss";
import { QUEUES, QUEUE_NAMES } from "./queues";

export const PGBOSS_SCHEMA = "pgboss";

/** How long a queued job may wait to start (pg-boss's retention), after which pg-boss archives it. */
const RETENTION_MINUTES = 7 * 24 * 60;
/** Completed jobs stay visible on the Jobs screen this long, as on SQLite (pg-boss's default is 12 hours). */
const ARCHIVE_COMPLETED_SECONDS = 7 * 86_400;
/** Failed jobs wait for an admin to retry or discard them, as on SQLite: ten years is "until then". */
const ARCHIVE_FAILED_SECONDS = 10 * 365 * 86_400;

export function newBoss(url: string, options: { supervise: boolean }): PgBoss {
  const boss = new PgBoss({
    connectionString: url,
    schema: PGBOSS_SCHEMA,
    max: 4,
    application_name: "masterly-jobs",
    supervise: options.supervise,
    // Nothing is on a cron schedule: the weekly report enqueues its next run itself (docs/domain/jobs.md).
    schedule: false,
    archiveCompletedAfterSeconds: ARCHIVE_COMPLETED_SECONDS,
    archiveFailedAfterSeconds: ARCHIVE_FAILED_SECONDS,
  });
  boss.on("error", (error) => console.error("[jobs] pg-boss:", error));
  return boss;
}

/** Creates pg-boss's schema and every queue in the database at `url` (idempotent): database setup and the test template call it. */
export async function installPgBoss(url: string): Promise<void> {
  const boss = newBoss(url, { supervise: false });
  await boss.start();
  try {
    await createQueues(boss);
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

export async function createQueues(boss: PgBoss): Promise<void> {
  for (const name of QUEUE_NAMES) {
    const policy = QUEUES[name];
    await boss.createQueue(name, {
      name,
      retryLimit: policy.retryLimit,
      retryDelay: policy.retryDelaySeconds,
      retryBackoff: true,
      expireInSeconds: policy.expireInSeconds,
      retentionMinutes: RETENTION_MINUTES,
    });
  }
}

