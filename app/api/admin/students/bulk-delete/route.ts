// docs/product.md §7: POST /admin/students/bulk-delete { ids }: admin only, one transaction for the lot.
import { handler } from "@/lib/api/handler";
import { bulkDeleteStudents } from "@/lib/data/students";
import { bulkIdsSchema } from "@/lib/validations/common";
import { bulkDeleteResponse } from "@/lib/validations/responses/common";

export const POST = handler({ response: bulkDeleteResponse, errors: ["NOT_FOUND"], access: { permission: ["students", "delete"] }, body: bulkIdsSchema }, async ({ body, caller }) => {
  const result = await bulkDeleteStudents(body.ids, caller.user);
  return { message: `${result.deleted} ${result.deleted === 1 ? "student" : "students"} deleted`, data: result };
});
