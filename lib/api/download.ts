// The responses that carry a file: every download (CSV exports and templates, question files,
// certificate PDFs) and the uploaded images served back. A download is
// an attachment with its file name, never cached and never sniffed into another type.
const CSV = "text/csv; charset=utf-8";

export type DownloadOptions = {
  /** Defaults to CSV. */
  contentType?: string;
  /** Defaults to "no-store". */
  cacheControl?: string;
  /** Any further headers (e.g. X-Total-Rows). */
  headers?: Record<string, string>;
};

export function download(body: BodyInit, fileName: string, options: DownloadOptions = {}): Response {
  return new Response(body, {
    headers: {
      "Content-Type": options.contentType ?? CSV,
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": options.cacheControl ?? "no-store",
      "X-Content-Type-Options": "nosniff",
      ...options.headers,
    },
  });
}

/** Today's date (UTC) for a file name: 2026-06-15. */
export const fileStamp = (now = new Date()) => now.toISOString().slice(0, 10);

/**
 * An uploaded file served under a name whose bytes never change (random or content-hashed names):
 * cached for good (by anyone, or only by the reader's browser), never sniffed, and with no right to
 * load or run anything.
 */
export function immutableFile(bytes: Uint8Array, contentType: string, options: { cache?: "public" | "private"; csp?: string } = {}): Response {
  return new Response(new Uint8Array(bytes), {
    headers: {
      "Content-Type": contentType,
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": `${options.cache ?? "public"}, max-age=31536000, immutable`,
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": options.csp ?? "default-src 'none'",
    },
  });
}
