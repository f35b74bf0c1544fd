import { handler, listEnvelope } from "@/lib/api/handler";
import { listOpenInvitations } from "@/features/staff/server";
import { invitationListQuerySchema } from "@/features/staff";
import { invitationListResponse } from "@/features/staff";

// Invitations not yet accepted or revoked (pending and expired), newest first.
export const GET = handler({ response: invitationListResponse, access: { permission: ["staff", "read"] }, query: invitationListQuerySchema }, async ({ query }) => {
  const { invitations, total } = await listOpenInvitations(query);
  return listEnvelope("invitations", invitations, { total, page: query.page, limit: query.limit });
});
