import { handler } from "@/lib/api/handler";
import { validationFailed } from "@/lib/api/errors";
import { readUploadedFile } from "@/lib/api/upload";
import { detectImageType, saveThumbnail } from "@/features/courses/server";
import { THUMBNAIL_MAX_BYTES } from "@/features/courses";
import { thumbnailUploadedResponse } from "@/features/courses";

// Room for the multipart envelope (boundaries, part headers) around a file at the size limit.
const ENVELOPE_BYTES = 64 * 1024;

/** POST multipart/form-data with a `file` field: a PNG, JPEG or WebP (judged by its bytes), at most 2 MB. */
export const POST = handler({ response: thumbnailUploadedResponse, errors: ["BAD_CONTENT_TYPE", "PAYLOAD_TOO_LARGE", "VALIDATION_FAILED"], access: { permission: ["courses", "create"] } }, async ({ req }) => {
  const file = await readUploadedFile(req, {
    maxBytes: THUMBNAIL_MAX_BYTES,
    envelopeBytes: ENVELOPE_BYTES,
    tooLargeMessage: "Thumbnails must be at most 2 MB",
    contentTypeMessage: 'Send the image as multipart/form-data in a field named "file"',
  });
  if (!(file instanceof Blob) || file.size === 0) throw validationFailed({ file: ["Choose an image to upload"] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw validationFailed({ file: ["Thumbnails must be PNG, JPEG or WebP images"] });
  const saved = await saveThumbnail(bytes, type);
  return Response.json({ data: { url: saved.url, contentType: type.contentType, size: bytes.byteLength } }, { status: 201 });
});
