// GET /api/health's answer: whether the server and its database are up (200 ok, or 503 degraded),
// and the background queue's health (docs/domain/jobs.md).
import { z } from "zod";
import { dataResponse, queueHealthSchema } from "@/lib/api/response-schemas";

export const healthResponse = dataResponse({
  status: z.string(),
  database: z.string(),
  jobs: queueHealthSchema.nullable().describe("Null when the queue cannot be read"),
});
