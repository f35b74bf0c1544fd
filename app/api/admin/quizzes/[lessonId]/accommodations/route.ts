// GET: a quiz's extra-time accommodations, and the enrolled learners matching ?search= for the picker.
import { handler } from "@/lib/api/handler";
import { listAccommodations } from "@/lib/data/quizzes/builder";
import { accommodationListQuerySchema, accommodationListResponseSchema } from "@/lib/validations/quiz";
import { idSchema } from "@/lib/validations/common";
import { z } from "zod";

export const GET = handler(
  { response: accommodationListResponseSchema, errors: ["NOT_FOUND"], access: { permission: ["courses", "update"] }, params: z.object({ lessonId: idSchema }), query: accommodationListQuerySchema },
  async ({ params, query }) => ({ data: await listAccommodations(params.lessonId, query.search) }),
);
