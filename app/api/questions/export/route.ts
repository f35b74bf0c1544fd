// GET /api/questions/export?format=csv|json|gift|moodle-xml&…filters: the matching questions as a download.
import { handler } from "@/lib/api/handler";
import { download } from "@/lib/api/download";
import { exportQuestions } from "@/features/questions/server";
import { uploadsIn } from "@/features/questions/server";
import { CODECS, exportFileName } from "@/features/questions";
import { questionExportQuerySchema } from "@/features/questions";

export const GET = handler({ download: { contentType: "text/csv" }, access: { permission: ["questions", "read"] }, query: questionExportQuerySchema }, async ({ query }) => {
  const { format, ...filters } = query;
  const codec = CODECS[format];
  const questions = await exportQuestions(filters);
  // Moodle XML carries the images the questions show; the other formats keep their links.
  const uploads = format === "moodle-xml" ? await uploadsIn(questions.map((q) => JSON.stringify(q))) : undefined;
  return download(codec.encode(questions, { uploads }), exportFileName(format), { contentType: codec.mime });
});
