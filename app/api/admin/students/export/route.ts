// Export Data (docs/product.md §2, Students): a CSV of every learner the current search and filters match, streamed
// from the database in keyset-paged batches so a large school never sits in memory.
import { handler } from "@/lib/api/handler";
import { download } from "@/lib/api/download";
import { exportFileName, exportStudentsCsv } from "@/features/students/server";
import { studentFilterSchema } from "@/features/students";

export const GET = handler({ download: { contentType: "text/csv" }, access: { permission: ["students", "read"] }, query: studentFilterSchema }, async ({ query }) => {
  return download(exportStudentsCsv(query), exportFileName());
});
