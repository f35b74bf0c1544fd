import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { gradeAnswer } from "@/features/grading/server";
import { idSchema } from "@/lib/validation/common";
import { answerGradedResponse, gradeAnswerSchema } from "@/features/grading";

/** A mark and feedback for one answer; the last one makes the attempt final and emails the learner. */
export const POST = handler(
  { response: answerGradedResponse, errors: ["ALREADY_GRADED"], access: { permission: ["questions", "update"] }, params: z.object({ answerId: idSchema }), body: gradeAnswerSchema },
  async ({ caller, params, body }) => ({ message: "Answer graded", data: await gradeAnswer(params.answerId, body, caller.user.id) }),
);
