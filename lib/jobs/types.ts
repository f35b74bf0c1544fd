// The shapes the job engine speaks in, on either database (docs/domain/jobs.md).
import type { PrismaClient } from "@/lib/generated/prisma/client";
import type { QueueName } from "./queues";

/** The app's client or an interactive transaction's: a job enqueued with `db: tx` commits with the change. */
export type JobDb = Pick<PrismaClient, "job" | "$queryRawUnsafe" | "$executeRawUnsafe">;

export type JobState = "waiting" | "active" | "completed" | "failed";

export const JOB_STATES = ["waiting", "active", "completed", "failed"] as const satisfies readonly JobState[];

/** One job as the admin's Jobs screen and API show it. */
export type JobRecord = {
  id: string;
  name: QueueName;
  state: JobState;
  /** Attempts made so far, the running one included. */
  attempts: number;
  /** Attempts allowed in all: the first and its retries. */
  maxAttempts: number;
  lastError: string | null;
  /** When it runs next (waiting), ran (active), or last ran (done). */
  runAt: Date;
  createdAt: Date;
  completedAt: Date | null;
  /** What the job is about, without its secrets (a recipient and subject, not the link in the mail). */
  summary: string;
};

export type QueueHealth = { waiting: number; failed: number; oldestWaitingSeconds: number };

/** A job handed to its handler. `attempt` is 1 on the first run. */
export type JobRun = { id: string; name: QueueName; attempt: number };

export type EnqueueOptions = {
  /** The transaction of the change that needs the job: both commit, or neither. */
  db?: JobDb;
  /** Not before this time. */
  runAt?: Date;
  /**
   * At most one job ever for this key in this queue (a weekly report per week): a second enqueue
   * with the same key does nothing, on every instance.
   */
  key?: string;
};

export type JobHandler<P> = {
  run: (payload: P, job: JobRun) => Promise<void>;
  /** A one-line description of a payload, for the Jobs screen. It must not reveal a secret. */
  summary: (payload: P) => string;
};
