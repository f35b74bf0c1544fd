// GET, PUT and DELETE /api/questions/{id}. Staff may read and update; only admins delete (docs/product.md §6).
import { handler } from "@/lib/api/handler";
import { deleteQuestion, getQuestion, updateQuestion } from "@/features/questions/server";
import { idParamsSchema } from "@/lib/validation/common";
import { questionSchema } from "@/features/questions";
import { questionDetailResponse, questionDeletedResponse } from "@/features/questions";

export const GET = handler({ response: questionDetailResponse, errors: ["NOT_FOUND"], access: { permission: ["questions", "read"] }, params: idParamsSchema }, async ({ params }) => ({
  data: { question: await getQuestion(params.id) },
}));

export const PUT = handler(
  { response: questionDetailResponse, errors: ["DUPLICATE_QUESTION", "NOT_FOUND"], access: { permission: ["questions", "update"] }, params: idParamsSchema, body: questionSchema },
  async ({ params, body, caller }) => ({
    message: "Question updated",
    data: { question: await updateQuestion(params.id, body, caller.user) },
  }),
);

export const DELETE = handler({ response: questionDeletedResponse, errors: ["NOT_FOUND"], access: { permission: ["questions", "delete"] }, params: idParamsSchema }, async ({ params, caller }) => {
  await deleteQuestion(params.id, caller.user);
  return { message: "Question deleted", data: { _id: params.id } };
});
