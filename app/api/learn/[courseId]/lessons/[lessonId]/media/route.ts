import { handler } from "@/lib/api/handler";
import { lessonFileHeaders } from "@/features/learn/web";
import { lessonMedia } from "@/features/learn/server";
import { storage } from "@/lib/storage";
import { parseRange } from "@/lib/storage/range";
import { VIDEO_MIME_TYPES } from "@/features/curriculum";
import { courseLessonParamsSchema } from "@/features/learn";
import { notFound } from "@/lib/api/errors";

/** For the API document: a video lesson's file plays in <video>; a file lesson's is any type but a page or script (features/curriculum/schema.ts). */
const LESSON_FILE = {
  contentType: [...VIDEO_MIME_TYPES, "*/*"],
  ranges: true,
  description: "Success: the lesson's video or file, in the type it was uploaded with (PDFs and videos shown inline, anything else an attachment; all but PDFs sandboxed)",
};

/**
 * A lesson's uploaded video or file, with the lesson's access (preview lessons for anyone, else
 * enrolled learners and staff). Range requests answer 206 so a video seeks and resumes.
 */
export const GET = handler({ errors: ["NOT_ENROLLED", "NOT_FOUND", "UNAUTHORIZED"], access: { public: true }, params: courseLessonParamsSchema, download: LESSON_FILE }, async ({ req, caller, params }) => {
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
