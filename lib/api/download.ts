// The response of every file download (CSV exports and templates, question files, certificate PDFs):
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
