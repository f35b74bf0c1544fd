import { handler } from "@/lib/api/handler";
import { getStaff, removeStaff, updateStaff } from "@/features/staff/server";
import { idParamsSchema } from "@/lib/validation/common";
import { updateStaffSchema } from "@/features/staff";
import { staffDetailResponse } from "@/features/staff";

export const GET = handler({ response: staffDetailResponse, errors: ["NOT_FOUND"], access: { permission: ["staff", "read"] }, params: idParamsSchema }, async ({ params }) => ({
  data: { staff: await getStaff(params.id) },
}));

// Edit Details: name, phone, department, role, active. Refusals (self, last admin) answer 409.
export const PUT = handler(
  { response: staffDetailResponse, errors: ["LAST_ADMIN", "NOT_FOUND", "SELF_DEACTIVATE", "SELF_DEMOTE"], access: { permission: ["staff", "update"] }, params: idParamsSchema, body: updateStaffSchema },
  async ({ params, body, caller }) => {
    const staff = await updateStaff(params.id, body, caller.user);
    return { message: `${staff.name} was updated.`, data: { staff } };
  },
);

export const DELETE = handler({ response: staffDetailResponse, errors: ["LAST_ADMIN", "NOT_FOUND", "SELF_REMOVE"], access: { permission: ["staff", "delete"] }, params: idParamsSchema }, async ({ params, caller }) => {
  const [staff] = await removeStaff([params.id], caller.user);
  return { message: `${staff.name} was removed.`, data: { staff } };
});
