// The headers a lesson's uploaded video or file is served with. The bytes are the teacher's, of any
// type the upload accepted (or an older row's type), and they are served from our own origin, so
// nothing here may run as a page of ours:
// - everything is `nosniff`, so a browser renders the declared type or nothing;
// - everything but a PDF is `sandbox` with `default-src 'none'`: even opened directly it gets a
//   unique origin, no scripts, no fetches, no cookies of ours;
// - only the player's video formats and PDFs are `inline`; any other type is an attachment, so a
//   type a browser could run (HTML, SVG, XML with XSLT, JavaScript, …) is only ever downloaded;
// - a PDF is the one type without `sandbox`, because Chromium refuses to render a PDF in a sandboxed
//   document (the player shows it in a frame). It is safe inline: its type is exact and never
//   sniffed, so the browser hands it to its PDF viewer, which runs the document's own scripts (if
//   any) in the viewer's isolated context, never with our origin's DOM or cookies; its CSP still
//   allows no script, fetch or frame, and only our own pages may frame it.
// next.config.ts sets no CSP or X-Frame-Options on this route, or Next would send its own instead.
import { VIDEO_MIME_TYPES } from "@/features/curriculum";

export const LESSON_FILE_SANDBOX_CSP = "sandbox; default-src 'none'; media-src 'self'; frame-ancestors 'none'";
/** Chromium's PDF viewer needs object-src (the PDF is embedded in a document it makes) and inline styles. */
export const LESSON_PDF_CSP = "default-src 'none'; object-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'self'";

/** Whether a lesson file of this type is shown in the page (the player's video, a PDF) rather than downloaded. */
export function isInlineLessonType(mimeType: string): boolean {
  const type = mimeType.toLowerCase();
  return type === "application/pdf" || (VIDEO_MIME_TYPES as readonly string[]).includes(type);
}

function disposition(inline: boolean, name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/** Content-Type, nosniff, CSP, framing and disposition of a lesson file. */
export function lessonFileHeaders(mimeType: string, fileName: string): Record<string, string> {
  const pdf = mimeType.toLowerCase() === "application/pdf";
  return {
    "Content-Type": mimeType,
    "X-Content-Type-Options": "nosniff",
    "Content-Security-Policy": pdf ? LESSON_PDF_CSP : LESSON_FILE_SANDBOX_CSP,
    "X-Frame-Options": pdf ? "SAMEORIGIN" : "DENY",
    "Content-Disposition": disposition(isInlineLessonType(mimeType), fileName),
  };
}
