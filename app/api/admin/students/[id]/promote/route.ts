// POST /api/admin/students/{id}/promote { role: "staff" | "admin" } (docs/security.md §6). Admins
// only: it needs staff.create, the permission that invites staff, which staff do not hold.
import { handler } from "@/lib/api/handler";
import { promoteStudent } from "@/features/students/server";
import { idParamsSchema } from "@/lib/validation/common";
import { promoteStudentSchema, promotionResponse } from "@/features/students";

export const POST = handler(
  { response: promotionResponse, errors: ["ALREADY_STAFF", "NOT_FOUND", "STUDENT_INACTIVE"], access: { permission: ["staff", "create"] }, params: idParamsSchema, body: promoteStudentSchema },
  async ({ params, body, caller }) => {
    const result = await promoteStudent(params.id, body.role, caller.user);
    const role = body.role === "admin" ? "an admin" : "staff";
    return { message: `${result.name} is now ${role}. We emailed them how to sign in to the dashboard.`, data: { user: result } };
  },
);
