import { handler } from "@/lib/api/handler";
import { ApiError, badRequest, validationFailed } from "@/lib/api/errors";
import { detectImageType, saveThumbnail } from "@/lib/data/courses";
import { THUMBNAIL_MAX_BYTES } from "@/lib/validations/course";

// Room for the multipart envelope (boundaries, part headers) around a file at the size limit.
const ENVELOPE_BYTES = 64 * 1024;
const TOO_LARGE_MESSAGE = "Thumbnails must be at most 2 MB";

const tooLarge = () => new ApiError(413, "PAYLOAD_TOO_LARGE", TOO_LARGE_MESSAGE, { file: [TOO_LARGE_MESSAGE] });

/** Reads the body with a hard cap, so an oversized upload is refused without buffering all of it. */
async function readCapped(req: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if (Number(req.headers.get("content-length") ?? "0") > limit) throw tooLarge();
  if (!req.body) return new Uint8Array();
  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** POST multipart/form-data with a `file` field: a PNG, JPEG or WebP (judged by its bytes), at most 2 MB. */
export const POST = handler({ access: { permission: ["courses", "create"] } }, async ({ req }) => {
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) {
    throw badRequest('Send the image as multipart/form-data in a field named "file"', "UNSUPPORTED_MEDIA_TYPE");
  }
  const raw = await readCapped(req, THUMBNAIL_MAX_BYTES + ENVELOPE_BYTES);
  let form: FormData;
  try {
    form = await new Response(raw, { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest("The upload could not be read", "MALFORMED_MULTIPART");
  }
  const file = form.get("file");
  if (!(file instanceof Blob) || file.size === 0) throw validationFailed({ file: ["Choose an image to upload"] });
  if (file.size > THUMBNAIL_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw validationFailed({ file: ["Thumbnails must be PNG, JPEG or WebP images"] });
  const saved = await saveThumbnail(bytes, type);
  return Response.json({ data: { url: saved.url, contentType: type.contentType, size: bytes.byteLength } }, { status: 201 });
});
