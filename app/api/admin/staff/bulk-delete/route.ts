import { handler } from "@/lib/api/handler";
import { removeStaff } from "@/features/staff/server";
import { bulkIdsSchema } from "@/lib/validation/common";
import { bulkDeleteResponse } from "@/lib/api/response-schemas";

// docs/product.md §7: POST /admin/staff/bulk-delete { ids }. All or nothing: one refusal (your own account,
// the last active admin) removes no one. Ids that are not staff accounts are skipped.
export const POST = handler({ response: bulkDeleteResponse, errors: ["LAST_ADMIN", "NOT_FOUND", "SELF_REMOVE"], access: { permission: ["staff", "delete"] }, body: bulkIdsSchema }, async ({ body, caller }) => {
  const removed = await removeStaff(body.ids, caller.user);
  return {
    message: `${removed.length} staff member${removed.length === 1 ? " was" : "s were"} removed.`,
    data: { deleted: removed.length, ids: removed.map((s) => s._id) },
  };
});
