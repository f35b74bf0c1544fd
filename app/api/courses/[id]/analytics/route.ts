import { handler } from "@/lib/api/handler";
import { courseAnalytics } from "@/lib/data/courses";
import { idParamsSchema } from "@/lib/validations/common";
import { courseAnalyticsQuerySchema } from "@/lib/validations/course";
import { courseAnalyticsResponse } from "@/lib/validations/responses/courses";

// Revenue and cohort figures are for the people who run courses, so this needs `courses.update`
// (staff and admins), not the `courses.read` that learners also hold.
export const GET = handler(
  { response: courseAnalyticsResponse, errors: ["NOT_FOUND"], access: { permission: ["courses", "update"] }, params: idParamsSchema, query: courseAnalyticsQuerySchema },
  async ({ params, query }) => ({ data: await courseAnalytics(params.id, query.range) }),
);
