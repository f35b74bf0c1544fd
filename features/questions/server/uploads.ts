// Images embedded in imported questions (Moodle XML's @@PLUGINFILE@@ files), stored like course
// thumbnails under data/uploads/questions and served by /api/uploads/questions/[file]. Names are the
// content's hash, so importing the same file twice stores one copy and an export re-imports to the
// same text. Only raster images whose bytes say so are kept; nothing else from a file is written.
import "server-only";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { readUploadedImage, uploadsFolder } from "@/lib/storage/images";
import { PLUGINFILE, QUESTION_UPLOAD_PREFIX, type EmbeddedFile, type XmlRecord } from "../formats/moodle-xml";

export const QUESTION_UPLOAD_NAME = /^[a-f0-9]{32}\.(png|jpg|gif|webp)$/;
/** One embedded image may be at most this large (the whole file is at most 5 MB anyway). */
const MAX_IMAGE_BYTES = 4 * 1024 * 1024;

/** The image's type from its first bytes; the name and the declared type are not trusted. */
export function sniffRasterImage(bytes: Uint8Array): "png" | "jpg" | "gif" | "webp" | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (starts([0xff, 0xd8, 0xff])) return "jpg";
  if (starts([0x47, 0x49, 0x46, 0x38]) && (bytes[4] === 0x37 || bytes[4] === 0x39) && bytes[5] === 0x61) return "gif";
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return "webp";
  return null;
}

export function questionUploadsDir(): string {
  return uploadsFolder("questions");
}

async function saveImage(bytes: Uint8Array, ext: string): Promise<string> {
  const name = `${createHash("sha256").update(bytes).digest("hex").slice(0, 32)}.${ext}`;
  const dir = questionUploadsDir();
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), bytes, { flag: "wx" }).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== "EEXIST") throw error;
  });
  return `${QUESTION_UPLOAD_PREFIX}${name}`;
}

export function readQuestionUpload(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  return readUploadedImage(questionUploadsDir(), name, QUESTION_UPLOAD_NAME);
}

/** The uploaded images the texts point at, by URL, for the Moodle XML exporter to embed. */
export async function uploadsIn(texts: readonly string[]): Promise<Map<string, Uint8Array>> {
  const urls = new Set<string>();
  for (const text of texts) for (const m of text.matchAll(/\/api\/uploads\/questions\/([a-f0-9]{32}\.(?:png|jpg|gif|webp))/g)) urls.add(m[0]);
  const found = new Map<string, Uint8Array>();
  for (const url of urls) {
    const file = await readQuestionUpload(url.slice(QUESTION_UPLOAD_PREFIX.length));
    if (file) found.set(url, file.bytes);
  }
  return found;
}

function replaceDeep(value: unknown, replace: (text: string) => string): unknown {
  if (typeof value === "string") return replace(value);
  if (Array.isArray(value)) return value.map((v) => replaceDeep(v, replace));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceDeep(v, replace)]));
  return value;
}

/** "@@PLUGINFILE@@/my%20cat.png" for a file named "my cat.png" at path "/". */
function references(file: EmbeddedFile): string[] {
  const dir = file.path.replace(/^\/?/, "/").replace(/\/?$/, "/");
  const encoded = file.name.split("/").map(encodeURIComponent).join("/");
  return [...new Set([`${PLUGINFILE}${dir}${encoded}`, `${PLUGINFILE}${dir}${file.name}`])];
}

/**
 * Stores each record's embedded images and points its text at them. A file that is not a PNG, JPEG,
 * GIF or WebP image is not stored, and the record says so in its warnings.
 */
export async function storeEmbeddedFiles(records: readonly XmlRecord[]): Promise<XmlRecord[]> {
  const out: XmlRecord[] = [];
  for (const record of records) {
    if (!record.data || !record.files?.length) {
      out.push(record);
      continue;
    }
    const warnings = [...(record.warnings ?? [])];
    const map = new Map<string, string>();
    for (const file of record.files) {
      const bytes = Buffer.from(file.data.replace(/\s+/g, ""), "base64");
      const ext = sniffRasterImage(bytes);
      if (!ext) {
        warnings.push(`The embedded file "${file.name}" was not imported: only PNG, JPEG, GIF and WebP images are kept.`);
        continue;
      }
      if (bytes.byteLength > MAX_IMAGE_BYTES) {
        warnings.push(`The embedded image "${file.name}" was not imported: it is larger than 4 MB.`);
        continue;
      }
      const url = await saveImage(bytes, ext);
      for (const ref of references(file)) map.set(ref, url);
    }
    const data = map.size
      ? (replaceDeep(record.data, (text) => {
          let result = text;
          for (const [ref, url] of map) result = result.split(ref).join(url);
          return result;
        }) as Record<string, unknown>)
      : record.data;
    out.push({ ...record, data, warnings, files: undefined });
  }
  return out;
}
