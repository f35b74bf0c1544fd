import { handler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { INVITATION_NOT_FOUND, previewInvitation } from "@/features/staff/server";
import { z } from "zod";
import { invitationTokenQuerySchema } from "@/features/staff";
import { invitationPreviewResponse } from "@/features/staff";

// Public: what an invitation link shows (who invited whom, and whether it can still be accepted).
// Only the holder of the token can ask; an unknown token answers 404.
export const GET = handler({ errors: ["INVITATION_NOT_FOUND"], access: { public: true }, query: invitationTokenQuerySchema, response: invitationPreviewResponse }, async ({ query }) => {
  const invitation = await previewInvitation(query.token);
  if (!invitation) throw notFound(INVITATION_NOT_FOUND, "INVITATION_NOT_FOUND");
  return { data: { invitation } } satisfies z.infer<typeof invitationPreviewResponse>;
});
