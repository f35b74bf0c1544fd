import { handler } from "@/lib/api/handler";
import { setAccommodation } from "@/features/quizzes/server";
import { accommodationParamsSchema, accommodationSavedResponse, accommodationSchema } from "@/features/quizzes";

/** Extra time for one learner on one quiz (an accessibility accommodation); open attempts get the new deadline. */
export const PUT = handler(
  { response: accommodationSavedResponse, access: { permission: ["courses", "update"] }, params: accommodationParamsSchema, body: accommodationSchema },
  async ({ params, body }) => ({ message: "Extra time saved", data: await setAccommodation(params.lessonId, params.userId, body.extraMinutes) }),
);
