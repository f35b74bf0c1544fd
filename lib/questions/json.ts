// Masterly's own JSON: { format, version, exportedAt, count, questions: [...] }. On import, a bare
// array of questions is accepted too; ids, dates and authors in the file are informative only.
import { stripBom, type Codec, type DecodeResult, type ExportQuestion, type RawRecord } from "./types";

export const JSON_FORMAT_ID = "masterly.questions";
export const JSON_FORMAT_VERSION = 1;

export function encodeJson(questions: readonly ExportQuestion[], options: { exportedAt?: Date } = {}): string {
  const file = {
    format: JSON_FORMAT_ID,
    version: JSON_FORMAT_VERSION,
    exportedAt: (options.exportedAt ?? new Date()).toISOString(),
    count: questions.length,
    questions: questions.map((q) => ({
      ...(q._id ? { _id: q._id } : {}),
      title: q.title,
      description: q.description,
      type: q.type,
      difficulty: q.difficulty,
      category: q.category,
      tags: q.tags,
      options: q.type === "multiple-choice" ? q.options : [],
      correctAnswer: q.correctAnswer,
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
    const { title, description, type, difficulty, category, tags, options, correctAnswer } = item;
    return { row, label, data: { title, description, type, difficulty, category, tags, options, correctAnswer } };
  });
  return { records };
}

export const jsonCodec: Codec = {
  mime: "application/json; charset=utf-8",
  extension: "json",
  encode: encodeJson,
  decode: decodeJson,
};
