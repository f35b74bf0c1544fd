// GET /api/questions/template: the CSV import template (header row and one example per type).
import { handler } from "@/lib/api/handler";
import { download } from "@/lib/api/download";
import { CODECS } from "@/features/questions";
import { csvTemplate } from "@/features/questions";

export const GET = handler({ download: { contentType: "text/csv" }, access: { permission: ["questions", "create"] } }, async () => {
  return download(csvTemplate(), "masterly-questions-template.csv", { contentType: CODECS.csv.mime });
});
