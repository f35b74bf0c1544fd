// Every queue of background work, with its retry policy (docs/domain/jobs.md). The list is fixed
// here, below every feature, because PostgreSQL needs each queue created before the first job is
// sent to it (pg-boss), and the worker needs the policies before any feature module is loaded.
// A feature defines what its queue's jobs do with defineJob (lib/jobs/define.ts).

export type QueuePolicy = {
  /** Retries after the first attempt; then the job is failed (the dead letter an admin sees). */
  retryLimit: number;
  /** Seconds before the first retry; each further retry waits about twice as long. */
  retryDelaySeconds: number;
  /** Seconds a running job may take before it counts as lost (its process died) and runs again. */
  expireInSeconds: number;
  /** Jobs started at once by one process. */
  concurrency: number;
};

export const QUEUES = {
  /** One email: a message to one recipient (lib/email/queue.ts). */
  email: { retryLimit: 8, retryDelaySeconds: 3, expireInSeconds: 300, concurrency: 4 },
  /** The weekly summary to every admin, at the hour the General settings' time zone says. */
  "weekly-report": { retryLimit: 5, retryDelaySeconds: 30, expireInSeconds: 600, concurrency: 1 },
  /** A certificate for a completed course, then its email. */
  "certificate-issue": { retryLimit: 8, retryDelaySeconds: 3, expireInSeconds: 300, concurrency: 2 },
  /** In-app notifications for many recipients (the bell), written in one go. */
  notify: { retryLimit: 5, retryDelaySeconds: 3, expireInSeconds: 300, concurrency: 2 },
} as const satisfies Record<string, QueuePolicy>;

export type QueueName = keyof typeof QUEUES;

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/**
 * The wait before retry number `retry` (1 for the first): the policy's delay doubled each time, as
 * pg-boss's `retryBackoff` computes it (half of it fixed, half random, so retries spread out).
 */
export function retryDelayMs(policy: QueuePolicy, retry: number, random = Math.random()): number {
  const full = policy.retryDelaySeconds * 2 ** Math.min(16, retry);
  return Math.round((full / 2 + (full / 2) * random) * 1000);
}
