// GET: a quiz's extra-time accommodations, and the enrolled learners matching ?search= for the picker.
import { handler } from "@/lib/api/handler";
import { listAccommodations } from "@/features/quizzes/server";
import { accommodationListQuerySchema, accommodationListResponseSchema } from "@/features/quizzes";
import { idSchema } from "@/lib/validation/common";
import { z } from "zod";

export const GET = handler(
  { response: accommodationListResponseSchema, errors: ["NOT_FOUND"], access: { permission: ["courses", "update"] }, params: z.object({ lessonId: idSchema }), query: accommodationListQuerySchema },
  async ({ params, query }) => ({ data: await listAccommodations(params.lessonId, query.search) }),
);
