// What the two job engines have in common (docs/domain/jobs.md): lib/jobs/sqlite.ts keeps jobs in
// the app's own table; lib/jobs/postgres.ts hands them to pg-boss.
import type { QueueName } from "./queues";
import type { JobDb, JobRecord, JobState, QueueHealth } from "./types";

/** A job this process has claimed and must now complete or fail. */
export type ClaimedJob = { id: string; name: QueueName; data: unknown; attempt: number };

export type StoredJob = Omit<JobRecord, "summary"> & { data: unknown };

export interface JobEngine {
  /** Records a job with `db`, the caller's transaction or client. False when its id was taken (a key seen before). */
  insert(db: JobDb, job: { id: string; name: QueueName; data: unknown; runAt?: Date }): Promise<boolean>;
  /** Claims up to `limit` due jobs of `name` for this process. */
  claim(name: QueueName, limit: number): Promise<ClaimedJob[]>;
  complete(job: ClaimedJob): Promise<void>;
  /** A failed attempt: waits for a retry, or lands in the failed state once the retries are spent. */
  fail(job: ClaimedJob, error: string): Promise<void>;
  list(filter: { state?: JobState; limit: number }): Promise<StoredJob[]>;
  get(id: string): Promise<StoredJob | null>;
  /** A failed job runs again now, with a fresh round of retries. False when there is no such failed job. */
  retry(id: string): Promise<boolean>;
  /** Removes a job that is not running. False when there is none. */
  discard(id: string): Promise<boolean>;
  health(): Promise<QueueHealth>;
  /** Whether jobs of `name` wait for a retry after a failed attempt. */
  retrying(name: QueueName): Promise<boolean>;
  /** Jobs of `name` waiting for a retry run now instead (the mail server is back). */
  wakeRetries(name: QueueName): Promise<number>;
  /** Keeps working the registered queues in this process until stop(). */
  startWorking(names: QueueName[], run: (job: ClaimedJob) => Promise<void>, paused: (name: QueueName) => boolean): Promise<void>;
  stop(): Promise<void>;
}
