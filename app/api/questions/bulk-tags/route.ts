// POST /api/questions/bulk-tags { ids, add, remove }: tag or untag many questions at once.
import { handler } from "@/lib/api/handler";
import { updateTags } from "@/features/questions/server";
import { bulkTagsSchema } from "@/features/questions";
import { questionsTaggedResponse } from "@/features/questions";

export const POST = handler({ response: questionsTaggedResponse, access: { permission: ["questions", "update"] }, body: bulkTagsSchema }, async ({ body, caller }) => {
  const updated = await updateTags(body.ids, body.add, body.remove, caller.user);
  return { message: `${updated} question${updated === 1 ? "" : "s"} updated`, data: { updated } };
});
