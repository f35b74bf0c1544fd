import { handler } from "@/lib/api/handler";
import { courseAnalytics } from "@/features/courses/server";
import { idParamsSchema } from "@/lib/validation/common";
import { courseAnalyticsQuerySchema } from "@/features/courses";
import { courseAnalyticsResponse } from "@/features/courses";

// Revenue and cohort figures are for the people who run courses, so this needs `courses.update`
// (staff and admins), not the `courses.read` that learners also hold.
export const GET = handler(
  { response: courseAnalyticsResponse, errors: ["NOT_FOUND"], access: { permission: ["courses", "update"] }, params: idParamsSchema, query: courseAnalyticsQuerySchema },
  async ({ params, query }) => ({ data: await courseAnalytics(params.id, query.range) }),
);
