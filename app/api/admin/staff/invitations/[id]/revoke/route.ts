import { handler } from "@/lib/api/handler";
import { revokeInvitation } from "@/features/staff/server";
import { idParamsSchema } from "@/lib/validation/common";
import { messageResponse } from "@/lib/api/response-schemas";

export const POST = handler({ response: messageResponse, errors: ["INVITATION_ACCEPTED", "INVITATION_REVOKED", "NOT_FOUND"], access: { permission: ["staff", "delete"] }, params: idParamsSchema }, async ({ params, caller }) => {
  await revokeInvitation(params.id, caller.user);
  return { message: "The invitation was revoked. Its link no longer works." };
});
