// GET /api/questions/export?format=csv|json|gift&…filters: the matching questions as a download.
import { handler } from "@/lib/api/handler";
import { exportQuestions } from "@/lib/data/questions";
import { CODECS, exportFileName } from "@/lib/questions";
import { questionExportQuerySchema } from "@/lib/validations/question";

export const GET = handler({ access: { permission: ["questions", "read"] }, query: questionExportQuerySchema }, async ({ query }) => {
  const { format, ...filters } = query;
  const codec = CODECS[format];
  const questions = await exportQuestions(filters);
  return new Response(codec.encode(questions), {
    headers: {
      "content-type": codec.mime,
      "content-disposition": `attachment; filename="${exportFileName(format)}"`,
      "cache-control": "no-store",
    },
  });
});
