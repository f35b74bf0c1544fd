import { handler } from "@/lib/api/handler";
import { deleteLesson, getLessonDetail, updateLesson } from "@/features/lessons/server";
import { z } from "zod";
import { MAX_CONTENT_CHARS, lessonDeleteResponseSchema, lessonParamsSchema, lessonResponseSchema, lessonUpdateSchema } from "@/features/lessons";

/** The builder's lesson, with how many learners completed it (the delete confirmation says so). */
export const GET = handler(
  { errors: ["NOT_FOUND"], access: { permission: ["courses", "update"] }, params: lessonParamsSchema, response: lessonResponseSchema },
  async ({ params }) => ({ data: { lesson: await getLessonDetail(params.id, params.lessonId) } }) satisfies z.infer<typeof lessonResponseSchema>,
);

export const PUT = handler(
  // Markdown may be long: the cap is the content limit (UTF-8, up to 4 bytes a character) plus room.
  { errors: ["NOT_FOUND"], access: { permission: ["courses", "update"] }, params: lessonParamsSchema, body: lessonUpdateSchema, maxBodyBytes: MAX_CONTENT_CHARS * 4 + 10_000, response: lessonResponseSchema },
  async ({ params, body }) => ({ data: { lesson: await updateLesson(params.id, params.lessonId, body) } }) satisfies z.infer<typeof lessonResponseSchema>,
);

/** Removes the lesson and its completions; every enrollment's progress is recomputed. */
export const DELETE = handler(
  { errors: ["NOT_FOUND"], access: { permission: ["courses", "update"] }, params: lessonParamsSchema, response: lessonDeleteResponseSchema },
  async ({ params }) => {
    const { recomputed } = await deleteLesson(params.id, params.lessonId);
    return { message: "Lesson deleted", data: { recomputedEnrollments: recomputed } } satisfies z.infer<typeof lessonDeleteResponseSchema>;
  },
);
