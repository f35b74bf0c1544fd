// Jobs: the input schemas (the form's resolver and the routes' `body`/`query`) and the
// response schemas (the routes' `response`, the OpenAPI document and the query hooks' types).
import { z } from "zod";
import { dataResponse, isoDate, listResponse } from "@/lib/api/response-schemas";
import { paginationSchema, sortFields } from "@/lib/validation/common";

export const JOB_SORTS = ["name", "createdAt"] as const;
export type JobSort = (typeof JOB_SORTS)[number];

export const jobInputSchema = z.object({
  name: z.string("Name is required").trim().min(1, "Name is required").max(120, "Name must be at most 120 characters"),
  description: z.string("Description must be text").trim().max(2000, "Description must be at most 2000 characters").optional().default(""),
});
export type JobInput = z.output<typeof jobInputSchema>;

/** GET /api/admin/jobs: page, limit, search (name or description), sort and order. */
export const jobListQuerySchema = paginationSchema.extend(sortFields(JOB_SORTS, "createdAt"));
export type JobListQuery = z.output<typeof jobListQuerySchema>;

export const jobSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type JobView = z.infer<typeof jobSchema>;

export const jobListResponse = listResponse("jobs", jobSchema);
export type JobListResponse = z.infer<typeof jobListResponse>;
export const jobDetailResponse = dataResponse({ job: jobSchema });
export type JobDetailResponse = z.infer<typeof jobDetailResponse>;
