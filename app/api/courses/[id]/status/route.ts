import { handler } from "@/lib/api/handler";
import { refreshPublicCourses } from "@/lib/api/revalidate";
import { changeCourseStatus } from "@/features/courses/server";
import { idParamsSchema } from "@/lib/validation/common";
import { courseStatusSchema } from "@/features/courses";
import { courseSavedResponse } from "@/features/courses";

/** The lifecycle step: Draft → Published → Archived → Draft; any other move answers 409. */
export const PATCH = handler(
  { response: courseSavedResponse, errors: ["INVALID_TRANSITION", "NOT_FOUND"], access: { permission: ["courses", "update"] }, params: idParamsSchema, body: courseStatusSchema },
  async ({ caller, params, body }) => {
    const course = await changeCourseStatus(params.id, body.status, caller.user);
    refreshPublicCourses();
    return { data: { course } };
  },
);
