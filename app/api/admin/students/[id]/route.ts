// docs/product.md §7 GET, PUT and DELETE /admin/students/{id}. Staff may read and update (edit, activate,
// deactivate); only admins delete (docs/product.md §6). Ids of staff or admin accounts answer 404 here. A new
// email waits for the learner's confirmation from their current address (features/auth/server/email-change.ts).
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
    const { emailOutcome, ...student } = await updateStudent(params.id, body, caller.user);
    const message =
      emailOutcome?.kind === "requested"
        ? `${student.name} was updated. A confirmation link was sent to ${emailOutcome.currentEmail}; the sign-in email changes to ${emailOutcome.newEmail} once the learner confirms it.`
        : emailOutcome?.kind === "corrected"
          ? `${student.name} was updated. The account has never been used, so its email is now ${emailOutcome.email}${emailOutcome.welcomeSent ? "; the welcome email was sent again to that address." : "."}`
          : `${student.name} was updated`;
    return { message, data: { student } };
  },
);

export const DELETE = handler({ response: studentDeletedResponse, errors: ["NOT_FOUND"], access: { permission: ["students", "delete"] }, params: idParamsSchema }, async ({ params, caller }) => {
  await deleteStudent(params.id, caller.user);
  return { message: "Student deleted", data: { _id: params.id } };
});
