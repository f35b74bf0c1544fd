// Enroll a learner in a published course (POST { courseId, reason }: a paid course is given for
// free and recorded as a complimentary order with the reason) or unenroll them (DELETE { courseId,
// reason? }). Both are "students update" (docs/product.md §6). An unenrollment keeps its row and reason.
import { created, handler } from "@/lib/api/handler";
import { enrollStudent, unenrollStudent } from "@/features/students/server";
import { idParamsSchema } from "@/lib/validation/common";
import { enrollSchema, studentDetailResponse, unenrollSchema } from "@/features/students";

export const POST = handler(
  { response: studentDetailResponse, errors: ["ALREADY_ENROLLED", "NOT_FOUND"], access: { permission: ["students", "update"] }, params: idParamsSchema, body: enrollSchema },
  async ({ params, body, caller }) => {
    const student = await enrollStudent(params.id, body.courseId, body.reason, caller.user);
    return created({ message: `${student.name} was enrolled`, data: { student } });
  },
);

export const DELETE = handler(
  { response: studentDetailResponse, errors: ["NOT_ENROLLED"], access: { permission: ["students", "update"] }, params: idParamsSchema, body: unenrollSchema },
  async ({ params, body, caller }) => {
    const student = await unenrollStudent(params.id, body.courseId, body.reason, caller.user);
    return { message: `${student.name} was unenrolled`, data: { student } };
  },
);
