import { handler } from "@/lib/api/handler";
import { changeCourseStatus } from "@/lib/data/courses";
import { idParamsSchema } from "@/lib/validations/common";
import { courseStatusSchema } from "@/lib/validations/course";

/** The lifecycle step: Draft → Published → Archived → Draft; any other move answers 409. */
export const PATCH = handler(
  { access: { permission: ["courses", "update"] }, params: idParamsSchema, body: courseStatusSchema },
  async ({ caller, params, body }) => ({ data: { course: await changeCourseStatus(params.id, body.status, caller.user) } }),
);
