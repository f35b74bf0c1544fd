// Where the background workers start (docs/domain/jobs.md): the web process at boot
// (features/system/web/boot.ts) unless JOBS_WORKER=off, and `npm run worker` (scripts/worker.ts).
// A worker runs only the queues whose handlers its process has loaded, so every module that
// defines a job is listed here. Each definition is referenced, not only imported: features are
// marked free of side effects (features/package.json), and a bundler may drop a module imported
// for its side effect alone.
import { emailJob } from "@/lib/email/queue";
import { scheduleWeeklyReport, weeklyReportJob } from "@/features/analytics/server";
import { certificateIssueJob } from "@/features/certificates/server";
import { notifyJob } from "@/features/notifications/server";
import { startWorkers, stopWorkers, type QueueName } from "@/lib/jobs";

/** Every job the app defines. A new job's module joins this list. */
export const JOB_DEFINITIONS = [emailJob, certificateIssueJob, weeklyReportJob, notifyJob] as const;

/**
 * Work put on the schedule each time a worker starts. Idempotent: every instance calls it at boot,
 * and a keyed job exists once (the weekly report's next slot is one job however many call it).
 */
const SCHEDULES: { name: string; schedule: () => Promise<unknown> }[] = [{ name: "weekly report", schedule: scheduleWeeklyReport }];

/** Starts working every defined queue in this process; returns the queues it works. */
export async function startJobWorkers(): Promise<QueueName[]> {
  for (const { name, schedule } of SCHEDULES) {
    // The schedule is taken up again at the next start, or by another instance's: a database that
    // is down for a moment at boot must not keep the worker from draining what is queued.
    await schedule().catch((error) => console.error(`[jobs] could not schedule the ${name}:`, error));
  }
  return startWorkers();
}

/** Stops taking jobs and waits for the running ones (a job cut short runs again: docs/domain/jobs.md). */
export function stopJobWorkers(): Promise<void> {
  return stopWorkers();
}
