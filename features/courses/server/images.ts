// Course thumbnails: the uploaded file's real type, and its storage on disk.
import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { prisma } from "@/lib/db";
import { readUploadedImage, uploadsFolder } from "@/lib/storage/images";
import { UPLOADED_THUMBNAIL_PREFIX, UPLOAD_FILE_NAME } from "../schema";

export type ImageType = { ext: "png" | "jpg" | "webp"; contentType: string };

/** The file's real type from its first bytes; the name and the declared type are not trusted. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: "png", contentType: "image/png" };
  if (starts([0xff, 0xd8, 0xff])) return { ext: "jpg", contentType: "image/jpeg" };
  // RIFF <size> WEBP
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: "webp", contentType: "image/webp" };
  }
  return null;
}

/** Uploads sit in the data folder beside the SQLite database (data/uploads/courses by default). */
export function uploadsDir(): string {
  return uploadsFolder("courses");
}

export async function saveThumbnail(bytes: Uint8Array, type: ImageType): Promise<{ url: string; name: string }> {
  const name = `${randomBytes(16).toString("hex")}.${type.ext}`;
  const dir = uploadsDir();
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), bytes, { flag: "wx" });
  return { url: `${UPLOADED_THUMBNAIL_PREFIX}${name}`, name };
}

export function readThumbnail(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  return readUploadedImage(uploadsDir(), name, UPLOAD_FILE_NAME);
}

/** Deletes an uploaded thumbnail once no course uses it; bundled images are never touched. */
export async function removeUploadIfUnused(url: string | null) {
  if (!url?.startsWith(UPLOADED_THUMBNAIL_PREFIX)) return;
  const name = url.slice(UPLOADED_THUMBNAIL_PREFIX.length);
  if (!UPLOAD_FILE_NAME.test(name)) return;
  const stillUsed = await prisma.course.count({ where: { thumbnail: url } });
  if (stillUsed > 0) return;
  await fs.rm(path.join(uploadsDir(), name), { force: true }).catch(() => undefined);
}

