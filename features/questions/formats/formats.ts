// File names and formats, kept apart from the codecs so the browser can use them without papaparse.
import type { QuestionFormat } from "../schema";

/** The format a file name suggests: .csv, .json, .gift/.txt for Moodle GIFT, .xml for Moodle XML. */
export function formatFromFileName(name: string): QuestionFormat | null {
  const lower = name.toLowerCase();
  if (lower.endsWith(".xml")) return "moodle-xml";
  if (lower.endsWith(".csv")) return "csv";
  if (lower.endsWith(".json")) return "json";
  if (lower.endsWith(".gift") || lower.endsWith(".txt")) return "gift";
  return null;
}

export const FILE_EXTENSIONS: Record<QuestionFormat, string> = { csv: "csv", json: "json", gift: "gift.txt", "moodle-xml": "moodle.xml" };

/** "masterly-questions-2026-11-22.csv" */
export function exportFileName(format: QuestionFormat, date = new Date()): string {
  return `masterly-questions-${date.toISOString().slice(0, 10)}.${FILE_EXTENSIONS[format]}`;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

/** A question text as one line of plain words, for tables and titles: tags dropped in HTML and Moodle text. */
export function textPreview(text: string, format: string): string {
  const bare =
    format === "html" || format === "moodle"
      ? text.replace(/<[^>]*>/g, " ").replace(/&(#\d+|[a-z]+);/gi, (m, name: string) => (name.startsWith("#") ? String.fromCharCode(Number(name.slice(1))) : (ENTITIES[name.toLowerCase()] ?? m)))
      : text;
  return bare.replace(/\s+/g, " ").trim();
}
