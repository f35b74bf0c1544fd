// GET /api/questions/template: the CSV import template (header row and one example per type).
import { handler } from "@/lib/api/handler";
import { download } from "@/lib/api/download";
import { CODECS } from "@/lib/questions";
import { csvTemplate } from "@/lib/questions/template";

export const GET = handler({ download: { contentType: "text/csv" }, access: { permission: ["questions", "create"] } }, async () => {
  return download(csvTemplate(), "masterly-questions-template.csv", { contentType: CODECS.csv.mime });
});
