// POST /api/questions/import, in two steps:
//   { mode: "check", format, content }  the dry run: reads the file, reports per-row errors and
//                                       duplicates, and returns the valid rows, ready to import;
//   { mode: "commit", questions }        imports a batch of checked rows (the client sends them in
//                                       batches of IMPORT_BATCH_SIZE and shows progress).
import { z } from "zod";
import { validationFailed } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { existingQuestionKeys, importQuestions, type ImportOutcome } from "@/lib/data/questions";
import { CODECS } from "@/lib/questions";
import { analyseImport, checkQuestion } from "@/lib/questions/import";
import { importCheckSchema, importCommitSchema, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type QuestionInput } from "@/lib/validations/question";

const importSchema = z.discriminatedUnion(
  "mode",
  [importCheckSchema.extend({ mode: z.literal("check") }), importCommitSchema.extend({ mode: z.literal("commit") })],
  "mode must be check or commit",
);

export const POST = handler(
  // The file travels as a JSON string, where line breaks and quotes take two bytes each.
  { access: { permission: ["questions", "create"] }, body: importSchema, maxBodyBytes: MAX_IMPORT_BYTES * 2 },
  async ({ body, caller }) => {
    if (body.mode === "check") {
      const { records, error } = CODECS[body.format].decode(body.content);
      if (error) throw validationFailed({ content: [error] });
      if (records.length > MAX_IMPORT_ROWS) {
        throw validationFailed({ content: [`A file may hold at most ${MAX_IMPORT_ROWS} questions; this one has ${records.length}.`] });
      }
      return { data: { report: analyseImport(records, await existingQuestionKeys()) } };
    }
    const valid: QuestionInput[] = [];
    const skipped: ImportOutcome["skipped"] = [];
    body.questions.forEach((item, index) => {
      const data = typeof item === "object" && item !== null ? (item as Record<string, unknown>) : {};
      const checked = checkQuestion(data);
      if ("question" in checked) valid.push(checked.question);
      else skipped.push({ index, title: typeof data.title === "string" ? data.title : "", reason: checked.errors.join(" ") });
    });
    const outcome = await importQuestions(valid, caller.user, skipped);
    return { message: `${outcome.created} question${outcome.created === 1 ? "" : "s"} imported`, data: outcome };
  },
);
