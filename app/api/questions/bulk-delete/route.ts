// POST /api/questions/bulk-delete { ids }: admins only (docs/product.md §6: 'questions delete').
import { handler } from "@/lib/api/handler";
import { deleteQuestions } from "@/features/questions/server";
import { bulkIdsSchema } from "@/lib/validation/common";
import { questionsDeletedResponse } from "@/features/questions";

export const POST = handler({ response: questionsDeletedResponse, access: { permission: ["questions", "delete"] }, body: bulkIdsSchema }, async ({ body, caller }) => {
  const deleted = await deleteQuestions(body.ids, caller.user);
  return { message: `${deleted} question${deleted === 1 ? "" : "s"} deleted`, data: { deleted } };
});
