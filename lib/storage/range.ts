// HTTP Range requests (RFC 9110 §14) for served media: one byte range, or the whole file.
import type { ByteRange } from "./index";

/** One byte range from a Range header; null = serve everything; "unsatisfiable" → 416. */
export function parseRange(header: string | null, size: number): ByteRange | null | "unsatisfiable" {
  if (!header) return null;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  // Several ranges or another unit: answering with the whole file is allowed (RFC 9110 §14.2).
  if (!match) return header.includes(",") || !header.startsWith("bytes=") ? null : "unsatisfiable";
  const [, from, to] = match;
  if (from === "" && to === "") return "unsatisfiable";
  if (from === "") {
    const suffix = Number(to);
    if (suffix === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(from);
  const end = to === "" ? size - 1 : Math.min(Number(to), size - 1);
  if (start >= size || end < start) return "unsatisfiable";
  return { start, end };
}
