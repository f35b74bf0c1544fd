import { created, handler } from "@/lib/api/handler";
import { createLesson } from "@/features/lessons/server";
import { idParamsSchema } from "@/lib/validation/common";
import { z } from "zod";
import { MAX_CONTENT_CHARS, lessonCreateSchema, lessonResponseSchema } from "@/features/lessons";

/** A new lesson at the end of its section; every enrollment's progress is recomputed. */
export const POST = handler(
  { access: { permission: ["courses", "update"] }, params: idParamsSchema, body: lessonCreateSchema, maxBodyBytes: MAX_CONTENT_CHARS * 4 + 10_000, response: lessonResponseSchema },
  async ({ params, body }) => {
    const { lesson } = await createLesson(params.id, body);
    return created({ data: { lesson } } satisfies z.infer<typeof lessonResponseSchema>);
  },
);
