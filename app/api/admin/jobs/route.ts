import { created, handler, listEnvelope } from "@/lib/api/handler";
import { createJob, listJobs } from "@/features/jobs/server";
import { jobDetailResponse, jobInputSchema, jobListQuerySchema, jobListResponse } from "@/features/jobs";

export const GET = handler(
  { summary: "List jobs", response: jobListResponse, access: { permission: ["jobs", "read"] }, query: jobListQuerySchema },
  async ({ query }) => {
    const { items, total, capped } = await listJobs(query);
    return listEnvelope("jobs", items, { total, totalCapped: capped, page: query.page, limit: query.limit });
  },
);

export const POST = handler(
  { summary: "Create a job", response: jobDetailResponse, errors: ["DUPLICATE"], access: { permission: ["jobs", "create"] }, body: jobInputSchema },
  async ({ body }) => created({ message: "Job created", data: { job: await createJob(body) } }),
);
