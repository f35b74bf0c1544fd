// GET /api/questions: a page of the bank, filtered, with counts over every match.
// POST /api/questions: add a question (docs/product.md §5 rules).
import { created, handler } from "@/lib/api/handler";
import { questionListEnvelope } from "@/features/questions/web";
import { createQuestion } from "@/features/questions/server";
import { questionListQuerySchema, questionSchema } from "@/features/questions";
import { questionListResponse as questionListBody, questionDetailResponse } from "@/features/questions";

export const GET = handler({ response: questionListBody, access: { permission: ["questions", "read"] }, query: questionListQuerySchema }, async ({ query }) =>
  questionListEnvelope(query),
);

export const POST = handler({ response: questionDetailResponse, errors: ["DUPLICATE_QUESTION"], access: { permission: ["questions", "create"] }, body: questionSchema }, async ({ body, caller }) => {
  const question = await createQuestion(body, caller.user);
  return created({ message: "Question added successfully!", data: { question } });
});
