import { handler } from "@/lib/api/handler";
import { listSessions } from "@/features/profile/server";
import { sessionsResponse } from "@/features/profile";

// GET /api/profile/sessions: the caller's live sessions, this one first.
export const GET = handler({ response: sessionsResponse, access: { permission: ["profile", "read"] }, allowWithoutTwoFactor: true }, async ({ caller }) => {
  return { data: { sessions: await listSessions(caller.user.id, caller.sessionId) } };
});
