// Response shapes shared by every resource (docs/architecture.md, convention 11): the envelope of a list and of a
// single item. Route handlers name their success body with these in `handler({ response })`, the
// OpenAPI document shows it, and test/security/responses.test.ts checks real answers against it.
import { z } from "zod";

export const isoDate = z.iso.datetime();
export const nullableDate = isoDate.nullable();

/** `{ message?, data: shape }`: what a handler answers for one thing. */
export function dataResponse<S extends z.ZodRawShape>(shape: S) {
  return z.object({ message: z.string().optional(), data: z.object(shape) });
}

/** `{ results, data: { <key>: [...] }, page, limit, totalPages, totalCapped, ...extra }`: a page of a list. */
export function listResponse<K extends string, I extends z.ZodType, E extends z.ZodRawShape = Record<never, never>>(key: K, item: I, extra?: E) {
  return z.object({
    results: z.number().int(),
    data: z.object({ [key]: z.array(item) } as { [P in K]: z.ZodArray<I> }),
    page: z.number().int(),
    limit: z.number().int(),
    totalPages: z.number().int(),
    totalCapped: z
      .boolean()
      .describe("True when a search matched more rows than it counts (1,000): `results` is then that cap, a lower bound, and `totalPages` the pages up to it; later pages still answer. False for every exact total."),
    ...(extra ?? ({} as E)),
  });
}

export const figure = z.object({ value: z.number(), growth: z.number() });

/** `{ message }`: an answer that only tells the person what happened. */
export const messageResponse = z.object({ message: z.string() });

/** `{ message, data: { deleted, ids } }`: a bulk delete, with the ids it removed. */
export const bulkDeleteResponse = z.object({ message: z.string(), data: z.object({ deleted: z.number().int(), ids: z.array(z.string()) }) });

/** The background queue's health (docs/domain/jobs.md), as /api/health, the Overview and the Jobs screen show it. */
export const queueHealthSchema = z.object({
  waiting: z.number().int().describe("Jobs not yet done, running ones included"),
  failed: z.number().int().describe("Jobs whose retries are spent, waiting for an admin to retry or discard them"),
  oldestWaitingSeconds: z.number().int().describe("How long the oldest job that is due has waited to start; 0 when none is"),
});
