// docs/product.md §7: GET, PUT and DELETE /admin/students/{id}. Staff may read and update (edit, activate,
// deactivate); only admins delete (docs/product.md §6). Ids of staff or admin accounts answer 404 here.
import { handler } from "@/lib/api/handler";
import { deleteStudent, getStudent, updateStudent } from "@/features/students/server";
import { idParamsSchema } from "@/lib/validation/common";
import { studentDeletedResponse, studentDetailResponse, studentUpdateSchema } from "@/features/students";

export const GET = handler({ response: studentDetailResponse, errors: ["NOT_FOUND"], access: { permission: ["students", "read"] }, params: idParamsSchema }, async ({ params }) => ({
  data: { student: await getStudent(params.id) },
}));

export const PUT = handler(
  { response: studentDetailResponse, errors: ["EMAIL_TAKEN", "NOT_FOUND"], access: { permission: ["students", "update"] }, params: idParamsSchema, body: studentUpdateSchema },
  async ({ params, body, caller }) => {
    const { pendingEmail, ...student } = await updateStudent(params.id, body, caller.user);
    const message = pendingEmail
      ? `${student.name} was updated. A confirmation link was sent to ${pendingEmail}; the sign-in email changes once it is confirmed.`
      : `${student.name} was updated`;
    return { message, data: { student } };
  },
);

export const DELETE = handler({ response: studentDeletedResponse, errors: ["NOT_FOUND"], access: { permission: ["students", "delete"] }, params: idParamsSchema }, async ({ params, caller }) => {
  await deleteStudent(params.id, caller.user);
  return { message: "Student deleted", data: { _id: params.id } };
});
