// Uploaded images on disk (course thumbnails, question images, profile pictures): where they live
// and how one is read back. Names are checked against the caller's pattern before the disk is
// touched, so a traversal attempt or a stranger's name is simply not found.
import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import { databaseUrl, sqlitePath } from "@/lib/db/adapter";

const CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", gif: "image/gif", webp: "image/webp" };

/** data/uploads/<folder> beside the SQLite database (under ./data with PostgreSQL). */
export function uploadsFolder(folder: string): string {
  const url = databaseUrl();
  const dataDir = url.startsWith("file:") ? path.dirname(sqlitePath(url)) : path.resolve(process.cwd(), "data");
  return path.join(dataDir, "uploads", folder);
}

/** The stored image and its type (from the name's extension, which the pattern vouches for); null when not ours or gone. */
export async function readUploadedImage(dir: string, name: string, pattern: RegExp): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!pattern.test(name)) return null;
  try {
    const bytes = await fs.readFile(path.join(dir, name));
    return { bytes, contentType: CONTENT_TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream" };
  } catch {
    return null;
  }
}
