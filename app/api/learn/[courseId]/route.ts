import { handler } from "@/lib/api/handler";
import { getPlayerOutline } from "@/features/learn/server";
import { courseParamsSchema, playerOutlineResponseSchema } from "@/features/learn";

/** The player's outline with completion ticks, locks and progress. Not enrolled → 403 NOT_ENROLLED (staff preview). */
export const GET = handler(
  { response: playerOutlineResponseSchema, errors: ["NOT_ENROLLED", "NOT_FOUND"], access: { signedIn: true }, params: courseParamsSchema },
  async ({ caller, params }) => ({ data: await getPlayerOutline(params.courseId, caller.user) }),
);
