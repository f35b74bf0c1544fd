import { handler } from "@/lib/api/handler";
import { getAttempt } from "@/features/quizzes/server";
import { z } from "zod";
import { attemptParamsSchema, attemptResponseSchema } from "@/features/quizzes";

/**
 * The learner's own attempt (staff: any), with its review when the quiz's review setting allows.
 * `now` is the server's clock, which the attempt screen counts down to `dueAt` by.
 */
export const GET = handler({ errors: ["NOT_FOUND"], access: { signedIn: true }, params: attemptParamsSchema, response: attemptResponseSchema }, async ({ caller, params }) => ({
  data: { attempt: await getAttempt(params.id, caller.user), now: new Date().toISOString() },
}) satisfies z.infer<typeof attemptResponseSchema>);
