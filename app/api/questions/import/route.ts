// POST /api/questions/import, in two steps:
//   { mode: "check", format, content, defaultCategory? }  the dry run: reads the file, reports per
//       question what will be imported, every part that will not be (warnings) and every question
//       that cannot be (errors, duplicates), and returns the valid questions, ready to import.
//       Images embedded in Moodle XML are stored here (by content hash), so the checked text points at them;
//   { mode: "commit", questions }  imports a batch of checked questions (the client sends them in
//       batches of IMPORT_BATCH_SIZE and shows progress) with the same rules as the dry run.
import { z } from "zod";
import { validationFailed } from "@/lib/api/errors";
import { handler } from "@/lib/api/handler";
import { existingQuestionKeys, importQuestions, type ImportOutcome } from "@/features/questions/server";
import { storeEmbeddedFiles } from "@/features/questions/server";
import { CODECS } from "@/features/questions";
import { analyseImport, checkQuestion } from "@/features/questions";
import { importCheckSchema, importCommitSchema, MAX_IMPORT_BYTES, MAX_IMPORT_ROWS, type QuestionInput } from "@/features/questions";
import { questionImportCheckResponse, questionImportCommitResponse, questionImportResponse } from "@/features/questions";

const importSchema = z.discriminatedUnion(
  "mode",
  [importCheckSchema.extend({ mode: z.literal("check") }), importCommitSchema.extend({ mode: z.literal("commit") })],
  "mode must be check or commit",
);

export const POST = handler(
  // The file travels as a JSON string, where line breaks and quotes take two bytes each.
  { access: { permission: ["questions", "create"] }, body: importSchema, maxBodyBytes: MAX_IMPORT_BYTES * 2, response: questionImportResponse },
  async ({ body, caller }) => {
    if (body.mode === "check") {
      const decoded = CODECS[body.format].decode(body.content);
      if (decoded.error) throw validationFailed({ content: [decoded.error] });
      if (decoded.records.length > MAX_IMPORT_ROWS) {
        throw validationFailed({ content: [`A file may hold at most ${MAX_IMPORT_ROWS} questions; this one has ${decoded.records.length}.`] });
      }
      const records = body.format === "moodle-xml" ? await storeEmbeddedFiles(decoded.records) : decoded.records;
      return { data: { report: analyseImport(records, await existingQuestionKeys(), { defaultCategory: body.defaultCategory }) } } satisfies z.infer<typeof questionImportCheckResponse>;
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
    return { message: `${outcome.created} question${outcome.created === 1 ? "" : "s"} imported`, data: outcome } satisfies z.infer<typeof questionImportCommitResponse>;
  },
);
