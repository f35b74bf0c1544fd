import { handler } from "@/lib/api/handler";
import { submitAttempt } from "@/features/quizzes/server";
import { buildReview, reviewAllowed } from "@/features/quizzes/server";
import { ownAttempt } from "@/features/quizzes/server";
import { z } from "zod";
import { attemptParamsSchema, submitResponseSchema } from "@/features/quizzes";

/** Submits and marks the attempt once (a repeated or simultaneous submit answers the same result). */
export const POST = handler({ errors: ["NOT_FOUND"], access: { signedIn: true }, params: attemptParamsSchema, response: submitResponseSchema }, async ({ caller, params }) => {
  const result = await submitAttempt(params.id, caller.user.id);
  const row = await ownAttempt(params.id, caller.user.id);
  return { data: (await reviewAllowed(row)) ? { ...result, review: await buildReview(row) } : result } satisfies z.infer<typeof submitResponseSchema>;
});
