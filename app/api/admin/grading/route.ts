import { handler } from "@/lib/api/handler";
import { gradingQueue } from "@/features/grading/server";
import { paginationSchema } from "@/lib/validation/common";
import { gradingQueueResponse } from "@/features/grading";

/** Essay and code answers waiting for a mark, oldest first. */
export const GET = handler({ response: gradingQueueResponse, access: { permission: ["questions", "update"] }, query: paginationSchema.pick({ page: true, limit: true }) }, async ({ query }) => ({
  data: await gradingQueue(query.limit, (query.page - 1) * query.limit),
}));
