import { created, handler } from "@/lib/api/handler";
import { listAttempts, startAttempt, toView } from "@/features/quizzes/server";
import { z } from "zod";
import { attemptListResponseSchema, attemptResponseSchema, quizLessonParamsSchema } from "@/features/quizzes";

/** The learner's attempts at a quiz lesson, what is left and the best result. */
export const GET = handler({ errors: ["NOT_FOUND"], access: { signedIn: true }, params: quizLessonParamsSchema, response: attemptListResponseSchema }, async ({ caller, params }) => ({
  data: await listAttempts(params.courseId, params.lessonId, caller.user),
}) satisfies z.infer<typeof attemptListResponseSchema>);

/**
 * Starts an attempt (201), or resumes the open one (200, `resumed: true`). No answer or feedback is
 * in it. `now` is the server's clock, which the attempt screen counts down to `dueAt` by.
 */
export const POST = handler({ errors: ["NOT_ENROLLED", "NOT_FOUND", "NO_ATTEMPTS_LEFT"], access: { signedIn: true }, params: quizLessonParamsSchema, response: attemptResponseSchema }, async ({ caller, params }) => {
  const { row, resumed } = await startAttempt(params.courseId, params.lessonId, caller.user);
  const body = { data: { attempt: await toView(row), resumed, now: new Date().toISOString() } } satisfies z.infer<typeof attemptResponseSchema>;
  return resumed ? body : created(body);
});
