// The admin's Jobs screen and API (docs/domain/jobs.md): the list's query, and the response
// schemas (the routes' `response`, the OpenAPI document and the query hooks' types). A job is
// shown by its summary, never its payload: an email's body holds single-use links.
import { z } from "zod";
import { dataResponse, isoDate, nullableDate, queueHealthSchema } from "@/lib/api/response-schemas";

/** The states a list can ask for; "active" is a job running now. */
export const JOB_LIST_STATES = ["failed", "waiting", "active", "completed"] as const;
export type JobListState = (typeof JOB_LIST_STATES)[number];

/** How many jobs a list answers at most, newest first. */
export const JOB_LIST_LIMIT = 100;
export const JOB_LIST_MAX_LIMIT = 500;

/** GET /api/admin/jobs: `state` (every state when absent) and `limit`. */
export const jobListQuerySchema = z.object({
  state: z.enum(JOB_LIST_STATES, "State must be failed, waiting, active or completed").optional(),
  limit: z.coerce
    .number("Limit must be a number")
    .int("Limit must be a whole number")
    .min(1, "Limit must be at least 1")
    .max(JOB_LIST_MAX_LIMIT, `Limit must be at most ${JOB_LIST_MAX_LIMIT}`)
    .default(JOB_LIST_LIMIT),
});
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const jobSchema = z.object({
  id: z.string(),
  /** The queue: email, weekly-report, certificate-issue, notify. */
  name: z.string(),
  state: z.enum(JOB_LIST_STATES),
  /** Attempts made so far, the running one included. */
  attempts: z.number().int(),
  /** Attempts allowed in all: the first and its retries. */
  maxAttempts: z.number().int(),
  lastError: z.string().nullable(),
  /** When it runs next (waiting), ran (active), or last ran (completed, failed). */
  runAt: isoDate,
  createdAt: isoDate,
  completedAt: nullableDate,
  /** What the job is about, without its secrets: an email's recipient and subject. */
  summary: z.string(),
});
export type JobView = z.infer<typeof jobSchema>;

export type QueueHealthView = z.infer<typeof queueHealthSchema>;

export const jobListResponse = dataResponse({ jobs: z.array(jobSchema), health: queueHealthSchema });
export type JobListResponse = z.infer<typeof jobListResponse>;
export const jobDetailResponse = dataResponse({ job: jobSchema });
export type JobDetailResponse = z.infer<typeof jobDetailResponse>;
