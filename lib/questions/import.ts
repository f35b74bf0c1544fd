// The importer's dry run, shared by the import route and its tests: each record read from a file is
// checked with the form's own schema, and a title already used in the same category (in the bank
// or earlier in the file, ignoring case) is reported as a duplicate instead of being added twice.
import { questionSchema, type QuestionInput } from "@/lib/validations/question";
import type { RawRecord } from "./types";

export type ImportRowStatus = "valid" | "invalid" | "duplicate";

export type ImportRow = {
  row: number;
  label: string;
  title: string;
  status: ImportRowStatus;
  errors: string[];
  /** For a duplicate: the earlier row's label, or null when the question is already in the bank. */
  duplicateOf?: string | null;
  /** The checked question, ready to send back for import (valid rows only). */
  question?: QuestionInput;
};

export type ImportReport = { total: number; valid: number; invalid: number; duplicates: number; rows: ImportRow[] };

/** Same title in the same category, ignoring case and surrounding spaces. */
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
  const result = questionSchema.safeParse({ ...data, type: normaliseChoice(data.type), difficulty: normaliseChoice(data.difficulty) });
  if (result.success) return { question: result.data };
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) (byField[issue.path.join(".") || "_"] ??= []).push(issue.message);
  return { errors: messages(byField) };
}

export function analyseImport(records: readonly RawRecord[], existing: ReadonlySet<string>): ImportReport {
  const seen = new Map<string, string>();
  const rows: ImportRow[] = records.map((record) => {
    const rawTitle = typeof record.data?.title === "string" ? record.data.title.trim() : "";
    if (!record.data) return { row: record.row, label: record.label, title: rawTitle, status: "invalid", errors: [record.error ?? "This record could not be read."] };
    const checked = checkQuestion(record.data);
    if ("errors" in checked) return { row: record.row, label: record.label, title: rawTitle, status: "invalid", errors: checked.errors };
    const { question } = checked;
    const key = duplicateKey(question.title, question.category);
    if (existing.has(key)) {
      return { row: record.row, label: record.label, title: question.title, status: "duplicate", errors: [`A question titled "${question.title}" already exists in ${question.category}.`], duplicateOf: null };
    }
    const earlier = seen.get(key);
    if (earlier) {
      return { row: record.row, label: record.label, title: question.title, status: "duplicate", errors: [`Same title and category as ${earlier}.`], duplicateOf: earlier };
    }
    seen.set(key, record.label);
    return { row: record.row, label: record.label, title: question.title, status: "valid", errors: [], question };
  });
  return {
    total: rows.length,
    valid: rows.filter((r) => r.status === "valid").length,
    invalid: rows.filter((r) => r.status === "invalid").length,
    duplicates: rows.filter((r) => r.status === "duplicate").length,
    rows,
  };
}
