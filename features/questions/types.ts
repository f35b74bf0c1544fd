// Shapes shared by the import/export codecs (CSV, JSON, GIFT) and the importer.
import type { QuestionInput } from "./schema";

/** A question as the codecs write it: its content, plus bookkeeping that only JSON carries. */
export type ExportQuestion = QuestionInput & { _id?: string; createdAt?: string; createdBy?: string };

/** One question read from a file, before validation. `row` and `label` say where it came from. */
export type RawRecord = {
  row: number;
  label: string;
  /** The fields as read, to be checked with questionSchema; absent when the record could not be read. */
  data?: Record<string, unknown>;
  /** Why the record could not be read at all. */
  error?: string;
  /** Parts of the record that will not be imported, and why. */
  warnings?: string[];
};

export type DecodeResult = { records: RawRecord[]; error?: string };

export type EncodeOptions = {
  exportedAt?: Date;
  /** Moodle XML embeds uploaded images: their bytes by URL (/api/uploads/questions/…). */
  uploads?: ReadonlyMap<string, Uint8Array>;
};

/** The common question fields (docs/product.md §3), in the order every file format lists them first. */
export const SPEC_FIELDS = ["title", "description", "type", "difficulty", "category", "tags"] as const;

export type Codec = {
  mime: string;
  extension: string;
  encode(questions: readonly ExportQuestion[], options?: EncodeOptions): string;
  decode(text: string): DecodeResult;
};

/** Strips a UTF-8 byte-order mark (Excel adds one). */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}
