import { handler } from "@/lib/api/handler";
import { messageResponse } from "@/lib/api/response-schemas";
import { idParamsSchema } from "@/lib/validation/common";
import { deleteJob, getJob, updateJob } from "@/features/jobs/server";
import { jobDetailResponse, jobInputSchema } from "@/features/jobs";

export const GET = handler(
  { summary: "Read a job", response: jobDetailResponse, errors: ["NOT_FOUND"], access: { permission: ["jobs", "read"] }, params: idParamsSchema },
  async ({ params }) => ({ data: { job: await getJob(params.id) } }),
);

export const PUT = handler(
  { summary: "Update a job", response: jobDetailResponse, errors: ["NOT_FOUND", "DUPLICATE"], access: { permission: ["jobs", "update"] }, params: idParamsSchema, body: jobInputSchema },
  async ({ params, body }) => ({ message: "Job saved", data: { job: await updateJob(params.id, body) } }),
);

export const DELETE = handler(
  { summary: "Delete a job", response: messageResponse, errors: ["NOT_FOUND"], access: { permission: ["jobs", "delete"] }, params: idParamsSchema },
  async ({ params }) => {
    await deleteJob(params.id);
    return { message: "Job deleted" };
  },
);
