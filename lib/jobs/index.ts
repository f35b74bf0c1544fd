// Background work (docs/domain/jobs.md): one interface over two engines. On PostgreSQL, pg-boss
// (lib/jobs/postgres.ts), shared by every instance; on SQLite, a table in the app's database worked
// by the app process (lib/jobs/sqlite.ts). A feature defines a job next to the code that enqueues
// it, with `defineJob(queue, { run, summary })`, and enqueues it in the transaction of the change
// that needs it (`db: tx`), so a crash between the two loses nothing and a rollback sends nothing.
import "server-only";
import { prisma } from "@/lib/db";
import { databaseProvider } from "@/lib/db/adapter";
import type { ClaimedJob, JobEngine } from "./engine";
import { errorText, jobId } from "./keys";
import { postgresEngine } from "./postgres";
import { QUEUE_NAMES, type QueueName } from "./queues";
import { handlerFor, registerHandler, registeredQueues, summarize } from "./registry";
import { sqliteEngine } from "./sqlite";
import type { EnqueueOptions, JobHandler, JobRecord, JobState, QueueHealth } from "./types";

export { QUEUES, QUEUE_NAMES, type QueueName } from "./queues";
export { JOB_STATES, type EnqueueOptions, type JobDb, type JobRecord, type JobRun, type JobState, type QueueHealth } from "./types";
export { seal, unseal } from "./sealed";

/** How often a worker asks a queue's outside service whether it answers again (mail after an outage). */
const READY_CHECK_MS = 30_000;

type Engines = { provider: string; engine: JobEngine };
const globalJobs = globalThis as unknown as { masterlyJobs?: Engines; masterlyJobsKick?: boolean };

function engine(): JobEngine {
  const provider = databaseProvider();
  if (globalJobs.masterlyJobs?.provider !== provider) {
    globalJobs.masterlyJobs = { provider, engine: provider === "postgresql" ? postgresEngine() : sqliteEngine() };
  }
  return globalJobs.masterlyJobs.engine;
}

export type JobDefinition<P> = {
  name: QueueName;
  /** Records the job: with `db: tx`, in the caller's transaction. Null when `key` was enqueued before. */
  enqueue: (payload: P, options?: EnqueueOptions) => Promise<string | null>;
};

export type DefinedJobHandler<P> = JobHandler<P> & {
  /**
   * Whether the outside service the job talks to answers again (the mail server). A worker asks
   * every 30 s while jobs of the queue wait for a retry, and runs them at once when it does.
   */
  ready?: () => Promise<boolean>;
};

/**
 * Queues whose outside service refused: no job of theirs is started until the readiness check sees
 * the service back. While the mail server is down, a request's email waits in the queue instead of
 * each request spending a connection and two writes on a send that cannot go through.
 */
const pausedQueues = ((globalThis as unknown as { masterlyPausedQueues?: Set<QueueName> }).masterlyPausedQueues ??= new Set());
let pauseCheck: Promise<void> | undefined;

/** After a failed attempt on a queue with a readiness check: is the service down? Then pause the queue. */
function checkServiceAfterFailure(name: QueueName): Promise<void> {
  const ready = readyChecks.get(name);
  if (!ready || pausedQueues.has(name)) return Promise.resolve();
  const check = (pauseCheck ??= ready()
    .catch(() => false)
    .then((answers: boolean) => {
      if (!answers) pausedQueues.add(name);
    })
    .finally(() => (pauseCheck = undefined)));
  return check;
}

const readyChecks = ((globalThis as unknown as { masterlyJobReadyChecks?: Map<QueueName, () => Promise<boolean>> }).masterlyJobReadyChecks ??= new Map());

export function defineJob<P>(name: QueueName, handler: DefinedJobHandler<P>): JobDefinition<P> {
  registerHandler(name, handler);
  if (handler.ready) readyChecks.set(name, handler.ready);
  return { name, enqueue: (payload, options) => enqueue(name, payload, options) };
}

async function enqueue(name: QueueName, payload: unknown, options: EnqueueOptions = {}): Promise<string | null> {
  const id = jobId(name, options.key);
  const inserted = await engine().insert(options.db ?? prisma, { id, name, data: payload, runAt: options.runAt });
  if (!inserted) return null;
  if (!options.runAt || options.runAt.getTime() <= Date.now()) globalJobs.masterlyJobsKick = true;
  return id;
}

async function runClaimed(job: ClaimedJob): Promise<void> {
  const handler = handlerFor(job.name);
  try {
    if (!handler) throw new Error(`No handler for the "${job.name}" queue is loaded in this process`);
    await handler.run(job.data, { id: job.id, name: job.name, attempt: job.attempt });
  } catch (error) {
    console.error(`[jobs] ${job.name} job ${job.id} failed (attempt ${job.attempt}):`, errorText(error));
    await engine().fail(job, errorText(error));
    await checkServiceAfterFailure(job.name);
    return;
  }
  await engine().complete(job);
}

/**
 * Runs the jobs that are due now in this process, queue after queue, until none is left (or `max`
 * have run). The worker does this continuously; a route does it as its answer leaves, so mail goes
 * out at once rather than at the next poll (and a route test sees it before it reads the outbox).
 */
export async function runDueJobs(options: { names?: QueueName[]; max?: number } = {}): Promise<number> {
  const max = options.max ?? 500;
  let ran = 0;
  // Passes over the queues until one runs nothing: a job may queue another (a certificate, its email).
  for (let pass = -1; pass !== 0 && ran < max; ) {
    pass = 0;
    for (const name of options.names ?? registeredQueues()) {
      if (pausedQueues.has(name)) continue;
      while (ran < max) {
        const jobs = await engine().claim(name, 10);
        if (jobs.length === 0) break;
        for (const job of jobs) await runClaimed(job);
        ran += jobs.length;
        pass += jobs.length;
      }
    }
  }
  return ran;
}

/** True once per burst of enqueues since the last call: lib/api/handler.ts then starts the due jobs after answering. */
export function takeJobsToStart(): boolean {
  const pending = globalJobs.masterlyJobsKick === true;
  globalJobs.masterlyJobsKick = false;
  return pending;
}

/** Asks each queue with a readiness check whether its service is back, and runs its waiting retries if so. */
export async function wakeReadyQueues(): Promise<number> {
  let woken = 0;
  for (const [name, ready] of readyChecks) {
    if (!pausedQueues.has(name) && !(await engine().retrying(name))) continue;
    if (!(await ready().catch(() => false))) {
      pausedQueues.add(name);
      continue;
    }
    pausedQueues.delete(name);
    woken += await engine().wakeRetries(name);
  }
  return woken;
}

let readyTimer: NodeJS.Timeout | undefined;

/** Works every registered queue in this process until stopWorkers(): the web process by default, or `npm run worker`. */
export async function startWorkers(): Promise<QueueName[]> {
  const names = registeredQueues();
  await engine().startWorking(names, runClaimed, (name) => pausedQueues.has(name));
  readyTimer ??= setInterval(() => void wakeReadyQueues().catch((error) => console.error("[jobs] readiness check failed:", errorText(error))), READY_CHECK_MS);
  readyTimer.unref();
  return names;
}

export async function stopWorkers(): Promise<void> {
  if (readyTimer) clearInterval(readyTimer);
  readyTimer = undefined;
  await engine().stop();
}

function withSummary(job: Awaited<ReturnType<JobEngine["get"]>> & object): JobRecord {
  const { data, ...rest } = job;
  return { ...rest, summary: summarize(job.name, data) };
}

export async function listJobs(filter: { state?: JobState; limit?: number } = {}): Promise<JobRecord[]> {
  const jobs = await engine().list({ state: filter.state, limit: filter.limit ?? 100 });
  return jobs.map(withSummary);
}

export async function getJob(id: string): Promise<JobRecord | null> {
  const job = await engine().get(id);
  return job ? withSummary(job) : null;
}

export async function retryJob(id: string): Promise<boolean> {
  const retried = await engine().retry(id);
  if (retried) globalJobs.masterlyJobsKick = true;
  return retried;
}

export function discardJob(id: string): Promise<boolean> {
  return engine().discard(id);
}

export function queueHealth(): Promise<QueueHealth> {
  return engine().health();
}

/** Every queue the app knows, whether or not this process loaded its handler. */
export function allQueues(): readonly QueueName[] {
  return QUEUE_NAMES;
}
