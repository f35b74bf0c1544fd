import { created, handler } from "@/lib/api/handler";
import { createLesson } from "@/lib/data/curriculum/lessons";
import { withQuiz } from "@/lib/data/quizzes/lesson";
import { idParamsSchema } from "@/lib/validations/common";
import { z } from "zod";
import { MAX_CONTENT_CHARS, lessonCreateSchema, lessonResponseSchema } from "@/lib/validations/curriculum";

/** A new lesson at the end of its section; every enrollment's progress is recomputed. */
export const POST = handler(
  { access: { permission: ["courses", "update"] }, params: idParamsSchema, body: lessonCreateSchema, maxBodyBytes: MAX_CONTENT_CHARS * 4 + 10_000, response: lessonResponseSchema },
  async ({ params, body }) => {
    const { lesson } = await createLesson(params.id, body);
    return created({ data: { lesson: await withQuiz(lesson) } } satisfies z.infer<typeof lessonResponseSchema>);
  },
);
