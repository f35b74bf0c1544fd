import { handler } from "@/lib/api/handler";
import { submitAttempt } from "@/lib/data/attempts/submit";
import { buildReview, reviewAllowed } from "@/lib/data/attempts/review";
import { ownAttempt } from "@/lib/data/attempts/attempts";
import { z } from "zod";
import { attemptParamsSchema, submitResponseSchema } from "@/lib/validations/quiz";

/** Submits and marks the attempt once (a repeated or simultaneous submit answers the same result). */
export const POST = handler({ errors: ["NOT_FOUND"], access: { signedIn: true }, params: attemptParamsSchema, response: submitResponseSchema }, async ({ caller, params }) => {
  const result = await submitAttempt(params.id, caller.user.id);
  const row = await ownAttempt(params.id, caller.user.id);
  return { data: (await reviewAllowed(row)) ? { ...result, review: await buildReview(row) } : result } satisfies z.infer<typeof submitResponseSchema>;
});
