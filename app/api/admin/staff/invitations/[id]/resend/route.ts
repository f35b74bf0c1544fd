import { handler } from "@/lib/api/handler";
import { resendInvitation } from "@/features/staff/server";
import { idParamsSchema } from "@/lib/validation/common";
import { invitationResentResponse } from "@/features/staff";

// A new token and a fresh 7 days; the link in the earlier email stops working.
export const POST = handler({ response: invitationResentResponse, errors: ["EMAIL_TAKEN", "INVITATION_ACCEPTED", "INVITATION_REVOKED", "NOT_FOUND"], access: { permission: ["staff", "create"] }, params: idParamsSchema }, async ({ params, caller }) => {
  const invitation = await resendInvitation(params.id, caller.user);
  return { message: `Invitation resent to ${invitation.fullName} at ${invitation.email}`, data: { invitation } };
});
