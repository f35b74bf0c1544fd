// The CSV template for the bulk import: name, email and optional courses (titles separated by ';' or '|').
import { handler } from "@/lib/api/handler";
import { templateCsv } from "@/lib/data/students";

export const GET = handler({ access: { permission: ["students", "create"] } }, async () => {
  return new Response(await templateCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": 'attachment; filename="students-import-template.csv"',
      "Cache-Control": "no-store",
    },
  });
});
