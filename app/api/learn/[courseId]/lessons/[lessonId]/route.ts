import { handler } from "@/lib/api/handler";
import { getPlayerLesson } from "@/features/learn/server";
import { z } from "zod";
import { courseLessonParamsSchema, playerLessonResponseSchema } from "@/features/learn";

/**
 * One lesson in the player: a preview lesson for anyone (even signed out), otherwise enrolled
 * learners and staff. Locked → 423 LOCKED with unlocksAt.
 */
export const GET = handler(
  { errors: ["LOCKED", "NOT_ENROLLED", "NOT_FOUND", "UNAUTHORIZED"], access: { public: true }, params: courseLessonParamsSchema, response: playerLessonResponseSchema },
  async ({ caller, params }) => ({ data: await getPlayerLesson(params.courseId, params.lessonId, caller ? caller.user : null) }) satisfies z.infer<typeof playerLessonResponseSchema>,
);
