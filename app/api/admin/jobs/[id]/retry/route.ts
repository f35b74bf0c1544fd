import { handler } from "@/lib/api/handler";
import { idParamsSchema } from "@/lib/validation/common";
import { retryFailedJob } from "@/features/jobs/server";
import { jobDetailResponse } from "@/features/jobs";

// Only a failed job is retried (a waiting, running or completed one is a 409); it runs at once,
// with a fresh round of retries (docs/domain/jobs.md).
export const POST = handler(
  { summary: "Retry a failed background job", response: jobDetailResponse, errors: ["NOT_FOUND", "CONFLICT"], access: { permission: ["jobs", "update"] }, params: idParamsSchema },
  async ({ params }) => ({ message: "The job will run again", data: { job: await retryFailedJob(params.id) } }),
);
