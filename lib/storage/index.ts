// Where uploaded lesson media lives, behind a small interface so a bucket can replace the disk.
// The default keeps files under data/storage (beside the SQLite file), which several instances
// share as a volume (docs/deployment.md). Files stream in and out: nothing holds a whole upload.
import "server-only";
import fs from "node:fs";
import fsp from "node:fs/promises";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { Readable, Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { databaseUrl, sqlitePath } from "@/lib/db/adapter";
import { getEnv } from "@/lib/env";

export type ByteRange = { start: number; end: number };

export interface MediaStorage {
  /** Streams `body` to `key`; refuses (and keeps nothing) past `maxBytes`. Returns the stored size. */
  put(key: string, body: ReadableStream<Uint8Array>, maxBytes: number): Promise<{ size: number }>;
  /** Size of a stored object, or null when there is none. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The object's bytes (inclusive range when given) as a web stream. */
  read(key: string, range?: ByteRange): ReadableStream<Uint8Array>;
  remove(key: string): Promise<void>;
}

/** Thrown by put() when the body is larger than allowed. */
export class StorageTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`The upload is larger than ${limit} bytes`);
    this.name = "StorageTooLargeError";
  }
}

const KEY = /^[a-z0-9]+(?:\/[a-z0-9_-]+)+$/i;

/** A fresh key for a lesson's upload: random, so it never collides and never names a path outside. */
export function newLessonKey(courseId: string): string {
  return `lessons/${courseId.replace(/[^A-Za-z0-9_-]/g, "")}/${randomBytes(16).toString("hex")}`;
}

export function storageDir(): string {
  const configured = getEnv().STORAGE_DIR;
  if (configured) return path.resolve(configured);
  const url = databaseUrl();
  const dataDir = url.startsWith("file:") ? path.dirname(sqlitePath(url)) : path.resolve(process.cwd(), "data");
  return path.join(dataDir, "storage");
}

class LocalDiskStorage implements MediaStorage {
  constructor(private readonly root: () => string) {}

  private file(key: string): string {
    if (!KEY.test(key) || key.includes("..")) throw new Error(`Invalid storage key: ${key}`);
    return path.join(this.root(), key);
  }

  async put(key: string, body: ReadableStream<Uint8Array>, maxBytes: number): Promise<{ size: number }> {
    const target = this.file(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    const partial = `${target}.${randomBytes(6).toString("hex")}.part`;
    let size = 0;
    const cap = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        if (size > maxBytes) done(new StorageTooLargeError(maxBytes));
        else done(null, chunk);
      },
    });
    try {
      await pipeline(Readable.fromWeb(body as import("node:stream/web").ReadableStream<Uint8Array>), cap, fs.createWriteStream(partial, { flags: "wx" }));
      await fsp.rename(partial, target);
      return { size };
    } catch (error) {
      await fsp.rm(partial, { force: true }).catch(() => undefined);
      throw error;
    }
  }

  async stat(key: string): Promise<{ size: number } | null> {
    try {
      const info = await fsp.stat(this.file(key));
      return info.isFile() ? { size: info.size } : null;
    } catch {
      return null;
    }
  }

  read(key: string, range?: ByteRange): ReadableStream<Uint8Array> {
    const stream = fs.createReadStream(this.file(key), range ? { start: range.start, end: range.end } : {});
    return Readable.toWeb(stream) as unknown as ReadableStream<Uint8Array>;
  }

  async remove(key: string): Promise<void> {
    await fsp.rm(this.file(key), { force: true }).catch(() => undefined);
  }
}

let current: MediaStorage = new LocalDiskStorage(storageDir);

/** The storage in use. */
export function storage(): MediaStorage {
  return current;
}

/** Tests and deployments with another backend swap it here. */
export function setStorage(next: MediaStorage) {
  current = next;
}
