import { handler } from "@/lib/api/handler";
import { revokeOtherSessions } from "@/features/profile/server";
import { sessionsRevokedResponse } from "@/features/profile";

// POST /api/profile/sessions/revoke-others: signs out every session of the caller but this one.
export const POST = handler({ response: sessionsRevokedResponse, access: { permission: ["profile", "update"] } }, async ({ caller }) => {
  const revoked = await revokeOtherSessions(caller.user, caller.sessionId);
  return {
    message: revoked ? `Signed out ${revoked} other session${revoked === 1 ? "" : "s"}` : "There were no other sessions to sign out",
    data: { revoked },
  };
});
