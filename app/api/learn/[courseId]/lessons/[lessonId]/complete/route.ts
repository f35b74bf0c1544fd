import { handler } from "@/lib/api/handler";
import { completeResponseSchema, courseLessonParamsSchema } from "@/features/lessons";
import { markLessonComplete } from "@/features/lessons/server";

/** Idempotent. The course reaching 100% sets completedAt and sends the congratulation email. */
export const POST = handler(
  { response: completeResponseSchema, errors: ["LOCKED", "NOT_ENROLLED", "NOT_FOUND", "QUIZ_NOT_PASSED"], access: { signedIn: true }, params: courseLessonParamsSchema },
  async ({ caller, params }) => {
    const result = await markLessonComplete(params.courseId, params.lessonId, caller.user);
    return { data: { progress: result.progress, completedAt: result.completedAt?.toISOString() ?? null } };
  },
);
