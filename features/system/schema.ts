// GET /api/health's answer: whether the server and its database are up (200 ok, or 503 degraded),
// and the background queue's health (docs/domain/jobs.md).
import { z } from "zod";
import { dataResponse } from "@/lib/api/response-schemas";

export const healthResponse = dataResponse({
  status: z.string(),
  database: z.string(),
  jobs: z
    .object({
      waiting: z.number().int().describe("Jobs not yet done, running ones included"),
      failed: z.number().int().describe("Jobs whose retries are spent, waiting for an admin (Jobs screen)"),
      oldestWaitingSeconds: z.number().int().describe("How long the oldest job that is due has waited; 0 when none is"),
    })
    .nullable()
    .describe("Null when the queue cannot be read"),
});
