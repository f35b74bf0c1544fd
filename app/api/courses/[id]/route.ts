import { handler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { refreshPublicCourses } from "@/lib/api/revalidate";
import { deleteCourse, getCourse, updateCourse } from "@/features/courses/server";
import { idParamsSchema } from "@/lib/validation/common";
import { courseUpdateSchema } from "@/features/courses";
import { courseDetailResponse, courseSavedResponse } from "@/features/courses";
import { messageResponse } from "@/lib/api/response-schemas";

/** A learner asking for a course that is not published gets the same 404 as for a missing one. */
export const GET = handler(
  { response: courseDetailResponse, errors: ["NOT_FOUND"], access: { permission: ["courses", "read"] }, params: idParamsSchema },
  async ({ caller, params }) => {
    const course = await getCourse(params.id, { role: caller.user.role });
    if (!course) throw notFound("Course not found");
    return { data: { course } };
  },
);

export const PUT = handler(
  { response: courseSavedResponse, errors: ["NOT_FOUND"], access: { permission: ["courses", "update"] }, params: idParamsSchema, body: courseUpdateSchema },
  async ({ caller, params, body }) => {
    const course = await updateCourse(params.id, body, caller.user);
    refreshPublicCourses();
    return { data: { course } };
  },
);

/** Refused with 409 while the course has enrollments (archive it instead). */
export const DELETE = handler(
  { response: messageResponse, errors: ["COURSE_HAS_ENROLLMENTS", "NOT_FOUND"], access: { permission: ["courses", "delete"] }, params: idParamsSchema },
  async ({ caller, params }) => {
    await deleteCourse(params.id, caller.user);
    refreshPublicCourses();
    return { message: "Course deleted" };
  },
);
