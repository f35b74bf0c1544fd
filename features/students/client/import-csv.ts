// Browser side of the CSV import: read the file, and turn the checked rows into commit chunks.
import Papa from "papaparse";
import { IMPORT_CHUNK_SIZE, IMPORT_MAX_ROWS, type ImportRowInput } from "../schema";

export type ParsedFile = { rows: ImportRowInput[] } | { error: string };

const normalize = (header: string) => header.replace(/^\uFEFF/, "").trim().toLowerCase();

/**
 * Reads a CSV with a header row (name, email, courses; any order, any case). Blank lines are
 * dropped but counted, so each row keeps the line number a spreadsheet shows (the header is line 1).
 */
export function parseStudentCsv(file: File): Promise<ParsedFile> {
  return new Promise((resolve) => {
    Papa.parse<Record<string, string>>(file, {
      header: true,
      skipEmptyLines: false,
      transformHeader: normalize,
      complete: (result) => {
        const fields = result.meta.fields ?? [];
        if (!fields.includes("name") || !fields.includes("email")) {
          return resolve({ error: "The file needs a header row with name and email columns (and optionally courses). Download the template to start from." });
        }
        const rows: ImportRowInput[] = [];
        result.data.forEach((cells, i) => {
          const name = (cells.name ?? "").trim();
          const email = (cells.email ?? "").trim();
          const courses = (cells.courses ?? "").trim();
          if (name || email || courses) rows.push({ line: i + 2, name, email, courses });
        });
        if (rows.length === 0) return resolve({ error: "The file has no rows under its header." });
        if (rows.length > IMPORT_MAX_ROWS) {
          return resolve({ error: `The file has ${rows.length.toLocaleString("en-US")} rows; the limit is ${IMPORT_MAX_ROWS.toLocaleString("en-US")} per import. Split it into smaller files.` });
        }
        resolve({ rows });
      },
      error: (error) => resolve({ error: `The file could not be read: ${error.message}` }),
    });
  });
}

/**
 * The rows to commit: the refused lines left out, and rows sharing an email merged into the first
 * (its name, every course) exactly as the dry run counted them, then cut into request-sized chunks.
 */
export function commitChunks(rows: ImportRowInput[], invalidLines: number[], size = IMPORT_CHUNK_SIZE): ImportRowInput[][] {
  const refused = new Set(invalidLines);
  const byEmail = new Map<string, ImportRowInput>();
  for (const row of rows) {
    if (refused.has(row.line)) continue;
    const key = (row.email ?? "").trim().toLowerCase();
    const first = byEmail.get(key);
    if (!first) byEmail.set(key, { ...row });
    else if (row.courses) first.courses = first.courses ? `${first.courses};${row.courses}` : row.courses;
  }
  const merged = [...byEmail.values()];
  const chunks: ImportRowInput[][] = [];
  for (let i = 0; i < merged.length; i += size) chunks.push(merged.slice(i, i + size));
  return chunks;
}
