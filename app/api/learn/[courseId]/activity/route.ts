import { handler } from "@/lib/api/handler";
import { recordActivity } from "@/features/learn/server";
import { activitySchema, courseParamsSchema } from "@/features/learn";

/** The player's heartbeat while the tab is visible → 204. Merged into learning sessions; a locked lesson → 409 LOCKED. */
export const POST = handler(
  { errors: ["NOT_ENROLLED", "LOCKED"], access: { signedIn: true }, params: courseParamsSchema, body: activitySchema, noContent: true },
  async ({ caller, params, body }) => {
    await recordActivity(params.courseId, caller.user, body);
    return new Response(null, { status: 204 });
  },
);
