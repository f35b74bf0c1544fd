import { handler } from "@/lib/api/handler";
import { lessonFileHeaders } from "@/features/learn/web";
import { lessonMedia } from "@/features/learn/server";
import { storage } from "@/lib/storage";
import { parseRange } from "@/lib/storage/range";
import { courseLessonParamsSchema, lessonFileDownload } from "@/features/learn";
import { notFound } from "@/lib/api/errors";

/**
 * A lesson's uploaded video or file, with the lesson's access (preview lessons for anyone, else
 * enrolled learners and staff). Range requests answer 206 so a video seeks and resumes.
 */
export const GET = handler({ errors: ["NOT_ENROLLED", "NOT_FOUND", "UNAUTHORIZED"], access: { public: true }, params: courseLessonParamsSchema, download: lessonFileDownload }, async ({ req, caller, params }) => {
  const media = await lessonMedia(params.courseId, params.lessonId, caller ? caller.user : null);
  const stat = await storage().stat(media.storageKey);
  if (!stat) throw notFound("The file is missing from storage");
  const headers: Record<string, string> = {
    ...lessonFileHeaders(media.mimeType, media.fileName),
    "Accept-Ranges": "bytes",
    "Cache-Control": "private, max-age=3600",
  };
  const range = parseRange(req.headers.get("range"), stat.size);
  if (range === "unsatisfiable") {
    return new Response(null, { status: 416, headers: { ...headers, "Content-Range": `bytes */${stat.size}` } });
  }
  if (range) {
    return new Response(storage().read(media.storageKey, range), {
      status: 206,
      headers: { ...headers, "Content-Range": `bytes ${range.start}-${range.end}/${stat.size}`, "Content-Length": String(range.end - range.start + 1) },
    });
  }
  return new Response(storage().read(media.storageKey), { status: 200, headers: { ...headers, "Content-Length": String(stat.size) } });
});
