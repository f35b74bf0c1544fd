import { created, handler } from "@/lib/api/handler";
import { courseListEnvelope } from "@/features/courses/web";
import { refreshPublicCourses } from "@/lib/api/revalidate";
import { createCourse } from "@/features/courses/server";
import { courseListQuerySchema, courseSchema } from "@/features/courses";
import { courseListResponse, courseSavedResponse } from "@/features/courses";

/** The catalogue page: learners get published courses only; `stats` feeds the cards above the table. */
export const GET = handler(
  { response: courseListResponse, access: { permission: ["courses", "read"] }, query: courseListQuerySchema },
  async ({ caller, query }) => courseListEnvelope(query, { role: caller.user.role }),
);

export const POST = handler(
  { response: courseSavedResponse, access: { permission: ["courses", "create"] }, body: courseSchema },
  async ({ caller, body }) => {
    const course = await createCourse(body, caller.user);
    refreshPublicCourses();
    return created({ data: { course } });
  },
);
