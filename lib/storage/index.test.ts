import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { newLessonKey, storage, storageDir, StorageTooLargeError } from "./index";
import { parseRange } from "./range";

/** A body that arrives in chunks, as an upload does, with no declared length. */
function chunked(total: number, chunk = 64): ReadableStream<Uint8Array> {
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= total) return controller.close();
      const n = Math.min(chunk, total - sent);
      controller.enqueue(new Uint8Array(n).fill(7));
      sent += n;
    },
  });
}

describe("local disk storage", () => {
  it("streams a body to disk and reads ranges back", async () => {
    const key = newLessonKey("course1");
    expect(await storage().put(key, chunked(1000), 1000)).toEqual({ size: 1000 });
    expect(await storage().stat(key)).toEqual({ size: 1000 });
    const part = new Uint8Array(await new Response(storage().read(key, { start: 10, end: 19 })).arrayBuffer());
    expect(part).toHaveLength(10);
    await storage().remove(key);
    expect(await storage().stat(key)).toBeNull();
  });

  it("stops a body past the cap while it streams, and keeps nothing", async () => {
    const key = newLessonKey("course2");
    await expect(storage().put(key, chunked(5000), 1000)).rejects.toBeInstanceOf(StorageTooLargeError);
    expect(await storage().stat(key)).toBeNull();
    const dir = path.join(storageDir(), "lessons", "course2");
    expect(fs.existsSync(dir) ? fs.readdirSync(dir) : []).toEqual([]);
  });

  it("refuses keys that could leave the storage folder", async () => {
    await expect(storage().put("../../etc/passwd", chunked(1), 10)).rejects.toThrow("Invalid storage key");
    expect(() => storage().read("lessons/../../x")).toThrow("Invalid storage key");
  });
});

describe("parseRange", () => {
  it("reads one byte range, the suffix and open forms, and flags unsatisfiable ones", () => {
    expect(parseRange(null, 100)).toBeNull();
    expect(parseRange("bytes=0-9", 100)).toEqual({ start: 0, end: 9 });
    expect(parseRange("bytes=90-", 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange("bytes=-5", 100)).toEqual({ start: 95, end: 99 });
    expect(parseRange("bytes=50-500", 100)).toEqual({ start: 50, end: 99 });
    expect(parseRange("bytes=0-1,5-6", 100)).toBeNull();
    expect(parseRange("bytes=100-", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=9-3", 100)).toBe("unsatisfiable");
    expect(parseRange("bytes=x", 100)).toBe("unsatisfiable");
  });
});
