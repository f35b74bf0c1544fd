// The admin's view of background work (docs/domain/jobs.md): lists, retries and discards jobs
// through the job engine's one interface, on either database. A job is shown by its summary,
// never its payload.
import "server-only";
import { JOB_DEFINITIONS } from "@/features/system/server";
import { discardJob, getJob, listJobs, queueHealth, retryJob, type JobRecord } from "@/lib/jobs";
import { conflict, notFound } from "@/lib/errors/domain";
import type { JobListQuery, JobView, QueueHealthView } from "../schema";

/**
 * The jobs this screen describes and reruns: every definition the workers know. A summary is
 * written by the job's definition, so the definition must be loaded in the process that lists the
 * job (otherwise it reads as its queue's name), and a retried job runs as the answer leaves only in
 * a process that has it. Referenced, not only imported: a bundler may drop a module imported for
 * its side effect alone.
 */
const DESCRIBED_JOBS = JOB_DEFINITIONS;

export function toJobView(job: JobRecord): JobView {
  return {
    id: job.id,
    name: job.name,
    state: job.state,
    attempts: job.attempts,
    maxAttempts: job.maxAttempts,
    lastError: job.lastError,
    runAt: job.runAt.toISOString(),
    createdAt: job.createdAt.toISOString(),
    completedAt: job.completedAt?.toISOString() ?? null,
    summary: job.summary,
  };
}

/** The newest jobs of a state (every state when none), and the queue's health for the screen's counts. */
export async function listJobViews(query: JobListQuery): Promise<{ jobs: JobView[]; health: QueueHealthView }> {
  void DESCRIBED_JOBS;
  const [jobs, health] = await Promise.all([listJobs({ state: query.state, limit: query.limit }), queueHealth()]);
  return { jobs: jobs.map(toJobView), health };
}

async function existing(id: string): Promise<JobRecord> {
  const job = await getJob(id);
  if (!job) throw notFound("Job not found");
  return job;
}

const stateWord = (job: JobRecord) => (job.state === "active" ? "running" : job.state);

/**
 * A failed job runs again now, with a fresh round of retries. Only a failed job: a waiting one is
 * already due or waiting for its back-off, a running one is running, and a completed one did its
 * work.
 */
export async function retryFailedJob(id: string): Promise<JobView> {
  const job = await existing(id);
  if (job.state !== "failed") throw conflict(`Only a failed job can be retried: this one is ${stateWord(job)}`);
  // False when another admin retried or discarded it a moment ago.
  if (!(await retryJob(id))) throw conflict(`Only a failed job can be retried: this one is ${stateWord(await existing(id))}`);
  return toJobView(await existing(id));
}

/** Removes a job that is not running: a dead letter nobody needs, or a waiting job that should not run. */
export async function discardJobById(id: string): Promise<void> {
  const job = await existing(id);
  const running = () => conflict("The job is running: discard it once it has finished or failed");
  if (job.state === "active") throw running();
  if (!(await discardJob(id))) {
    await existing(id);
    throw running();
  }
}
