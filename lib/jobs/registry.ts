// What each queue's jobs do: a feature's module defines its job (lib/jobs/index.ts, defineJob) and
// the worker runs whatever is registered here. A process that can enqueue a job has loaded its
// handler too, because both live in the module that defines the job.
import type { QueueName } from "./queues";
import type { JobHandler } from "./types";

// On globalThis, like the engines: one registry per process even if a bundler loads this module twice.
const globalRegistry = globalThis as unknown as { masterlyJobHandlers?: Map<QueueName, JobHandler<unknown>> };
const handlers = (globalRegistry.masterlyJobHandlers ??= new Map<QueueName, JobHandler<unknown>>());

export function registerHandler<P>(name: QueueName, handler: JobHandler<P>): void {
  handlers.set(name, handler as JobHandler<unknown>);
}

export function handlerFor(name: QueueName): JobHandler<unknown> | undefined {
  return handlers.get(name);
}

export function registeredQueues(): QueueName[] {
  return [...handlers.keys()];
}

/** The payload's summary, or a fallback when no handler is loaded in this process. */
export function summarize(name: QueueName, payload: unknown): string {
  try {
    return handlers.get(name)?.summary(payload) ?? name;
  } catch {
    return name;
  }
}
