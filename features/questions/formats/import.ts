// The importer's dry run, shared by the import route and its tests: each record read from a file is
// checked with the form's rules (without its minimum title and text lengths, which are for typing),
// and a question already in the bank or earlier in the file, judged on the whole question, is
// reported as a duplicate instead of being added twice. Every part of a record that will not be
// imported is listed in its warnings.
import { importedQuestionSchema, type questionImportReportSchema, type QuestionInput } from "../schema";
import type { z } from "zod";
import type { RawRecord } from "../types";

/** The dry run's report, as POST /api/questions/import answers it in check mode (its response schema's type). */
export type ImportReport = z.infer<typeof questionImportReportSchema>;
/** One question read from the file: valid, invalid (errors) or a duplicate, with its warnings and, when valid, the checked question. */
export type ImportRow = ImportReport["rows"][number];
export type ImportRowStatus = ImportRow["status"];

/**
 * The whole question, for duplicates: title (ignoring case), text, type, category, answers, weights
 * and feedback. Tags, difficulty and the ID number are left out, so re-importing a file after
 * retagging its questions does not copy them.
 */
export function questionFingerprint(q: QuestionInput): string {
  return JSON.stringify([
    q.title.trim().toLowerCase(),
    q.description,
    q.type,
    q.category.trim().toLowerCase(),
    q.textFormat,
    q.correctAnswer,
    q.generalFeedback,
    q.answers.map((a) => [a.text, a.weight, a.feedback, a.tolerance]),
    q.multipleAnswers,
    q.caseSensitive,
    q.pairs.map((p) => [p.question, p.answer]),
    q.trueFeedback,
    q.falseFeedback,
  ]);
}

/** Same title in the same category, ignoring case and surrounding spaces (the form's rule). */
export function duplicateKey(title: string, category: string): string {
  return `${title.trim().toLowerCase()}\u0000${category.trim().toLowerCase()}`;
}

/** Accepts the spellings people type in spreadsheets: "Multiple Choice", "true/false", "HARD". */
function normaliseChoice(value: unknown): unknown {
  return typeof value === "string" ? value.trim().toLowerCase().replace(/[\s_/]+/g, "-") : value;
}

function messages(errors: Record<string, string[] | undefined>): string[] {
  return [...new Set(Object.values(errors).flatMap((m) => m ?? []))];
}

/** Checks one question against the schema: the question, or its error messages. */
export function checkQuestion(data: Record<string, unknown>): { question: QuestionInput } | { errors: string[] } {
  const result = importedQuestionSchema.safeParse({ ...data, type: normaliseChoice(data.type), difficulty: normaliseChoice(data.difficulty) });
  if (result.success) return { question: result.data };
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join(".") || "_"] ??= []).push(issue.message);
  return { errors: messages(byField) };
}

export function analyseImport(records: readonly RawRecord[], existing: ReadonlySet<string>, options: { defaultCategory?: string } = {}): ImportReport {
  const seen = new Map<string, string>();
  const fallback = options.defaultCategory?.trim() ?? "";
  const rows: ImportRow[] = records.map((record) => {
    const rawTitle = typeof record.data?.title === "string" ? record.data.title.trim() : "";
    const warnings = record.warnings ?? [];
    const base = { row: record.row, label: record.label, warnings };
    if (!record.data) return { ...base, title: rawTitle, status: "invalid", errors: [record.error ?? "This record could not be read."] };
    const category = typeof record.data.category === "string" ? record.data.category.trim() : record.data.category;
    const data = fallback && (category === "" || category == null) ? { ...record.data, category: fallback } : record.data;
    const checked = checkQuestion(data);
    if ("errors" in checked) return { ...base, title: rawTitle, status: "invalid", errors: checked.errors };
    const { question } = checked;
    const key = questionFingerprint(question);
    if (existing.has(key)) {
      return { ...base, title: question.title, status: "duplicate", errors: [`The question "${question.title}" is already in ${question.category}.`], duplicateOf: null };
    }
    const earlier = seen.get(key);
    if (earlier) {
      return { ...base, title: question.title, status: "duplicate", errors: [`The same question as ${earlier}.`], duplicateOf: earlier };
    }
    seen.set(key, record.label);
    return { ...base, title: question.title, status: "valid", errors: [], question };
  });
  return {
    total: rows.length,
    valid: rows.filter((r) => r.status === "valid").length,
    invalid: rows.filter((r) => r.status === "invalid").length,
    duplicates: rows.filter((r) => r.status === "duplicate").length,
    rows,
  };
}
