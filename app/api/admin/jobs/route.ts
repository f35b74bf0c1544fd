import { handler } from "@/lib/api/handler";
import { listJobViews } from "@/features/jobs/server";
import { jobListQuerySchema, jobListResponse } from "@/features/jobs";

export const dynamic = "force-dynamic";

// docs/domain/jobs.md: the newest jobs of a state (failed, waiting, active, completed), with the queue's health.
export const GET = handler(
  { summary: "List background jobs", response: jobListResponse, access: { permission: ["jobs", "read"] }, query: jobListQuerySchema },
  async ({ query }) => ({ data: await listJobViews(query) }),
);
