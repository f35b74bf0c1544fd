// CSV, one question per row, with the columns of the downloadable template. Read and written with
// papaparse so quoting, embedded commas and line breaks follow RFC 4180.
import Papa from "papaparse";
import { OPTION_SLOTS } from "../schema";
import { decodeTextFile } from "./encoding";
import { SPEC_FIELDS, type DecodeResult, type ExportQuestion, type RawRecord } from "../types";

export const CSV_COLUMNS = [
  ...SPEC_FIELDS,
  "optionA",
  "optionB",
  "optionC",
  "optionD",
  "correctAnswer",
] as const;

type Column = (typeof CSV_COLUMNS)[number];

// Headers are matched loosely: "Option A", "option_a" and "optionA" are the same column.
const ALIASES: Record<string, Column> = {
  title: "title",
  name: "title",
  description: "description",
  question: "description",
  type: "type",
  difficulty: "difficulty",
  category: "category",
  tags: "tags",
  optiona: "optionA",
  optionb: "optionB",
  optionc: "optionC",
  optiond: "optionD",
  correctanswer: "correctAnswer",
  answer: "correctAnswer",
};

const headerKey = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

/*
 * Spreadsheets run a cell that starts with = + - @ (or tab/CR) as a formula, so such cells are
 * written with a leading apostrophe. The rule is reversible: any run of apostrophes before one of
 * those characters gains one on export and loses one on import, so every value survives a round trip.
 */
const FORMULA = /^'*[=+\-@\t\r]/;
const ESCAPED_FORMULA = /^'+[=+\-@\t\r]/;
export const escapeCell = (value: string) => (FORMULA.test(value) ? `'${value}` : value);
export const unescapeCell = (value: string) => (ESCAPED_FORMULA.test(value) ? value.slice(1) : value);

function toRow(q: ExportQuestion): string[] {
  const options = q.type === "multiple-choice" ? q.options : [];
  return [
    q.title,
    q.description,
    q.type,
    q.difficulty,
    q.category,
    q.tags.join(", "),
    ...OPTION_SLOTS.map((_, i) => options[i] ?? ""),
    q.correctAnswer ?? "",
  ].map(escapeCell);
}

export function encodeCsv(questions: readonly ExportQuestion[]): string {
  // The byte-order mark makes Excel read the file as UTF-8.
  return "\ufeff" + Papa.unparse({ fields: [...CSV_COLUMNS], data: questions.map(toRow) }, { newline: "\r\n" }) + "\r\n";
}

export function decodeCsv(input: string): DecodeResult {
  const decoded = decodeTextFile(input);
  if ("error" in decoded) return { records: [], error: decoded.error };
  const parsed = Papa.parse<Record<string, string>>(decoded.text, {
    header: true,
    skipEmptyLines: "greedy",
    transformHeader: (header) => ALIASES[headerKey(header)] ?? `ignored:${header}`,
  });
  const fields = parsed.meta.fields ?? [];
  if (!fields.includes("title")) {
    return {
      records: [],
      error: `The CSV file must start with a header row: ${CSV_COLUMNS.join(", ")}. Download the template to see the layout.`,
    };
  }
  const rowErrors = new Map<number, string>();
  for (const error of parsed.errors) {
    // A short row just leaves its last cells blank; anything else means the row is malformed.
    if (error.code === "TooFewFields") continue;
    if (typeof error.row !== "number") continue;
    // papaparse counts the header row in quote errors but not in field-count errors.
    const index = error.type === "Quotes" ? error.row - 1 : error.row;
    if (!rowErrors.has(index)) rowErrors.set(index, error.message);
  }
  const records: RawRecord[] = parsed.data.map((cells, index) => {
    // Row 1 is the header, so the first question is spreadsheet row 2.
    const row = index + 2;
    const label = `Row ${row}`;
    const problem = rowErrors.get(index);
    if (problem) return { row, label, error: `This row could not be read: ${problem}` };
    const cell = (column: Column) => unescapeCell(cells[column] ?? "");
    const slots = OPTION_SLOTS.map((letter) => cell(`option${letter}` as Column));
    let correctAnswer = cell("correctAnswer");
    // A hand-written file may name the correct slot by its letter (A to D) instead of repeating the text.
    const letter = OPTION_SLOTS.indexOf(correctAnswer.trim().toUpperCase() as (typeof OPTION_SLOTS)[number]);
    if (letter >= 0 && !slots.some((s) => s.trim() === correctAnswer.trim()) && slots[letter]?.trim()) {
      correctAnswer = slots[letter];
    }
    return {
      row,
      label,
      data: {
        title: cell("title"),
        description: cell("description"),
        type: cell("type"),
        difficulty: cell("difficulty"),
        category: cell("category"),
        tags: cell("tags"),
        options: slots,
        correctAnswer,
      },
    };
  });
  return { records };
}
