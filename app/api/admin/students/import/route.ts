// Bulk import of learners from CSV rows parsed in the browser. `dryRun: true` checks every row and
// writes nothing; `dryRun: false` writes the valid rows (the page sends big files in chunks).
// Importing may create accounts, so it needs "students create" (admin, docs/product.md §6).
import { handler } from "@/lib/api/handler";
import { importStudents } from "@/features/students/server";
import { importRequestSchema, importSummaryResponse } from "@/features/students";

// 100,000 rows of name, email and two course titles fit in about 12 MB of JSON.
const MAX_IMPORT_BYTES = 16 * 1024 * 1024;

export const POST = handler(
  { response: importSummaryResponse, access: { permission: ["students", "create"] }, body: importRequestSchema, maxBodyBytes: MAX_IMPORT_BYTES },
  async ({ body, caller }) => ({ data: await importStudents(body, caller.user) }),
);
