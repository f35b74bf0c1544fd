import { handler, listEnvelope } from "@/lib/api/handler";
import { listOpenInvitations } from "@/lib/data/invitations";
import { invitationListQuerySchema } from "@/lib/validations/staff";
import { invitationListResponse } from "@/lib/validations/responses/people";

// Invitations not yet accepted or revoked (pending and expired), newest first.
export const GET = handler({ response: invitationListResponse, access: { permission: ["staff", "read"] }, query: invitationListQuerySchema }, async ({ query }) => {
  const { invitations, total } = await listOpenInvitations(query);
  return listEnvelope("invitations", invitations, { total, page: query.page, limit: query.limit });
});
