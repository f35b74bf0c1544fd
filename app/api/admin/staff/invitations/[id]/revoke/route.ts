import { handler } from "@/lib/api/handler";
import { revokeInvitation } from "@/lib/data/invitations";
import { idParamsSchema } from "@/lib/validations/common";
import { messageResponse } from "@/lib/validations/responses/common";

export const POST = handler({ response: messageResponse, errors: ["INVITATION_ACCEPTED", "INVITATION_REVOKED", "NOT_FOUND"], access: { permission: ["staff", "delete"] }, params: idParamsSchema }, async ({ params, caller }) => {
  await revokeInvitation(params.id, caller.user);
  return { message: "The invitation was revoked. Its link no longer works." };
});
