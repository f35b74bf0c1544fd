import { handler } from "@/lib/api/handler";
import { bulkDeleteCourses } from "@/lib/data/courses";
import { bulkIdsSchema } from "@/lib/validations/common";

/** All or nothing: one selected course with enrollments refuses the whole batch (409). */
export const POST = handler(
  { access: { permission: ["courses", "delete"] }, body: bulkIdsSchema },
  async ({ caller, body }) => ({ data: await bulkDeleteCourses(body.ids, caller.user) }),
);
