import { handler } from "@/lib/api/handler";
import { refreshPublicCourses } from "@/lib/api/revalidate";
import { bulkDeleteCourses } from "@/features/courses/server";
import { bulkIdsSchema } from "@/lib/validation/common";
import { coursesDeletedResponse } from "@/features/courses";

/** All or nothing: one selected course with enrollments refuses the whole batch (409). */
export const POST = handler(
  { response: coursesDeletedResponse, errors: ["COURSE_HAS_ENROLLMENTS", "NOT_FOUND"], access: { permission: ["courses", "delete"] }, body: bulkIdsSchema },
  async ({ caller, body }) => {
    const result = await bulkDeleteCourses(body.ids, caller.user);
    refreshPublicCourses();
    return { data: result };
  },
);
