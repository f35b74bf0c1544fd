// The CSV template for the bulk import: name, email and optional courses (titles separated by ';' or '|').
import { handler } from "@/lib/api/handler";
import { download } from "@/lib/api/download";
import { templateCsv } from "@/features/students/server";

export const GET = handler({ download: { contentType: "text/csv" }, access: { permission: ["students", "create"] } }, async () => {
  return download(await templateCsv(), "students-import-template.csv");
});
