import { handler } from "@/lib/api/handler";
import { attachMedia } from "@/features/lessons/server";
import { z } from "zod";
import { lessonParamsSchema, lessonResponseSchema } from "@/features/lessons";

function decodeName(raw: string | null): string | null {
  if (!raw) return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * Upload a lesson's video or file: the raw bytes as the body (not multipart), with Content-Type and
 * X-Filename (encodeURIComponent of the name). Streamed to storage under the kind's cap
 * (UPLOAD_MAX_VIDEO_BYTES / UPLOAD_MAX_FILE_BYTES → 413); the wrong type → 415.
 */
export const PUT = handler(
  { errors: ["NOT_FOUND", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "VALIDATION_FAILED"], access: { permission: ["courses", "update"] }, params: lessonParamsSchema, response: lessonResponseSchema },
  async ({ req, params }) => {
    const declared = req.headers.get("content-length");
    const lesson = await attachMedia(params.id, params.lessonId, {
      body: req.body,
      contentType: req.headers.get("content-type"),
      fileName: decodeName(req.headers.get("x-filename")),
      contentLength: declared !== null && /^\d+$/.test(declared) ? Number(declared) : null,
    });
    return { data: { lesson } } satisfies z.infer<typeof lessonResponseSchema>;
  },
);
