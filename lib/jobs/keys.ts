import { createHash, randomUUID } from "node:crypto";

/** A job id: random, or fixed by its key, so that enqueueing the same key twice finds the first job. */
export function jobId(name: string, key?: string): string {
  if (!key) return randomUUID();
  const hex = createHash("sha256").update(`${name}\u0000${key}`).digest("hex");
  // Shaped as a version-5-style UUID: pg-boss keeps job ids in a uuid column.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** An error's message for the job's record: one line, bounded. */
export function errorText(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.replace(/\s+/g, " ").trim().slice(0, 500) || "Unknown error";
}
