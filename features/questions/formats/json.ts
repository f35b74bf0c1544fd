// Masterly's own JSON: { format, version, exportedAt, count, questions: [...] }. On import, a bare
// array of questions is accepted too; ids, dates and authors in the file are informative only.
import { SPEC_FIELDS, stripBom, type DecodeResult, type ExportQuestion, type RawRecord } from "../types";

/** Every content field, in the order the file lists them. */
const FIELDS = [
  ...SPEC_FIELDS,
  "options",
  "correctAnswer",
  "textFormat",
  "generalFeedback",
  "idNumber",
  "answers",
  "multipleAnswers",
  "caseSensitive",
  "pairs",
  "trueFeedback",
  "falseFeedback",
] as const;

export const JSON_FORMAT_ID = "masterly.questions";
export const JSON_FORMAT_VERSION = 2;

export function encodeJson(questions: readonly ExportQuestion[], options: { exportedAt?: Date } = {}): string {
  const file = {
    format: JSON_FORMAT_ID,
    version: JSON_FORMAT_VERSION,
    exportedAt: (options.exportedAt ?? new Date()).toISOString(),
    count: questions.length,
    questions: questions.map((q) => ({
      ...(q._id ? { _id: q._id } : {}),
      ...Object.fromEntries(FIELDS.map((f) => [f, q[f]])),
      ...(q.createdAt ? { createdAt: q.createdAt } : {}),
      ...(q.createdBy ? { createdBy: q.createdBy } : {}),
    })),
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

export function decodeJson(text: string): DecodeResult {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stripBom(text));
  } catch {
    return { records: [], error: "The file is not valid JSON." };
  }
  const items = Array.isArray(parsed) ? parsed : isObject(parsed) && Array.isArray(parsed.questions) ? parsed.questions : null;
  if (!items) return { records: [], error: 'The JSON file must hold a list of questions, or an object with a "questions" list.' };
  const records: RawRecord[] = items.map((item, index) => {
    const row = index + 1;
    const label = `Item ${row}`;
    if (!isObject(item)) return { row, label, error: "This item is not a question object." };
    // Version 1 files have only the common fields (docs/product.md §3); the rest default.
    return { row, label, data: Object.fromEntries(FIELDS.filter((f) => f in item).map((f) => [f, item[f]])) };
  });
  return { records };
}
