import { handler } from "@/lib/api/handler";
import { afterResponse } from "@/lib/api/after-response";
import { completeLesson } from "@/features/learn/server";
import { sendCompletionEmails } from "@/features/learn/server";
import { completeResponseSchema, courseLessonParamsSchema } from "@/features/learn";
import { refuseManualCompletion } from "@/features/lessons/server";

/** Idempotent. The course reaching 100% sets completedAt and sends the congratulation email. */
export const POST = handler(
  { response: completeResponseSchema, errors: ["LOCKED", "NOT_ENROLLED", "NOT_FOUND", "QUIZ_NOT_PASSED"], access: { signedIn: true }, params: courseLessonParamsSchema },
  async ({ caller, params }) => {
    await refuseManualCompletion(params.lessonId);
    const result = await completeLesson(params.courseId, params.lessonId, caller.user);
    if (result.newlyCompleted) await afterResponse(() => sendCompletionEmails([result.enrollmentId]));
    return { data: { progress: result.progress, completedAt: result.completedAt?.toISOString() ?? null } };
  },
);
