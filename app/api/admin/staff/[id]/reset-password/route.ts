import { handler } from "@/lib/api/handler";
import { sendStaffPasswordReset } from "@/features/staff/server";
import { idParamsSchema } from "@/lib/validation/common";
import { staffDetailResponse } from "@/features/staff";

// The row menu's Reset Password: emails the staff member a one-hour reset link.
export const POST = handler({ response: staffDetailResponse, errors: ["NOT_FOUND"], access: { permission: ["staff", "update"] }, params: idParamsSchema }, async ({ params, caller }) => {
  const staff = await sendStaffPasswordReset(params.id, caller.user);
  return { message: `A password reset email was sent to ${staff.email}.`, data: { staff } };
});
