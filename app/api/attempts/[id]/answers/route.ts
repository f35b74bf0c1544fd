import { handler } from "@/lib/api/handler";
import { saveAnswers } from "@/features/quizzes/server";
import { answersOf } from "@/features/quizzes/server";
import { z } from "zod";
import { MAX_ANSWER_CHARS, MAX_SLOTS, attemptParamsSchema, saveAnswersResponseSchema, saveAnswersSchema } from "@/features/quizzes";

/** Saves answers as the learner goes (merged over earlier ones). After the deadline → 409 ATTEMPT_CLOSED. */
export const PUT = handler(
  { errors: ["ATTEMPT_CLOSED", "NOT_FOUND"], access: { signedIn: true }, params: attemptParamsSchema, body: saveAnswersSchema, response: saveAnswersResponseSchema, maxBodyBytes: MAX_SLOTS * 200 + MAX_ANSWER_CHARS * 4 * 4 },
  async ({ caller, params, body }) => {
    const row = await saveAnswers(params.id, caller.user.id, body.answers);
    // `now`: the server's clock, which the attempt screen counts down by (lib/query/server-clock.ts).
    return { message: "Answers saved", data: { answers: answersOf(row), now: new Date().toISOString() } } satisfies z.infer<typeof saveAnswersResponseSchema>;
  },
);
