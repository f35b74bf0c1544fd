// docs/product.md §7: POST /admin/students/bulk-delete { ids }: admin only, one transaction for the lot.
import { handler } from "@/lib/api/handler";
import { bulkDeleteStudents } from "@/features/students/server";
import { bulkIdsSchema } from "@/lib/validation/common";
import { bulkDeleteResponse } from "@/lib/api/response-schemas";

export const POST = handler({ response: bulkDeleteResponse, errors: ["NOT_FOUND"], access: { permission: ["students", "delete"] }, body: bulkIdsSchema }, async ({ body, caller }) => {
  const result = await bulkDeleteStudents(body.ids, caller.user);
  return { message: `${result.deleted} ${result.deleted === 1 ? "student" : "students"} deleted`, data: result };
});
