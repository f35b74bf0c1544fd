// GET /api/questions/template: the CSV import template (header row and one example per type).
import { handler } from "@/lib/api/handler";
import { csvCodec } from "@/lib/questions/csv";
import { csvTemplate } from "@/lib/questions/template";

export const GET = handler({ access: { permission: ["questions", "create"] } }, async () => {
  return new Response(csvTemplate(), {
    headers: {
      "content-type": csvCodec.mime,
      "content-disposition": 'attachment; filename="masterly-questions-template.csv"',
      "cache-control": "no-store",
    },
  });
});
