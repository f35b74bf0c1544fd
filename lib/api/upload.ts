// Reading request bodies under a hard cap, and the multipart upload both picture routes take
// (course thumbnails, avatars): one way to refuse an upload, one code per mistake.
import { badRequest, payloadTooLarge, type ApiError } from "./errors";

/** Reads the body with a hard cap, so an oversized request is refused without buffering all of it. */
export async function readCapped(req: Request, limit: number, tooLarge: () => ApiError = () => payloadTooLarge(limit)): Promise<Buffer> {
  if (Number(req.headers.get("content-length") ?? "0") > limit) throw tooLarge();
  if (!req.body) return Buffer.alloc(0);
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
  return Buffer.concat(chunks);
}

/**
 * The `file` field of a multipart/form-data upload of at most `maxBytes` (plus room for the
 * multipart envelope), or null when the form has none. 400 BAD_CONTENT_TYPE for another content
 * type, 400 MALFORMED_UPLOAD for a form that cannot be read, 413 PAYLOAD_TOO_LARGE (on the `file`
 * field) past the cap.
 */
export async function readUploadedFile(
  req: Request,
  options: { maxBytes: number; envelopeBytes: number; tooLargeMessage: string; contentTypeMessage: string },
): Promise<FormDataEntryValue | null> {
  const tooLarge = () => payloadTooLarge(options.maxBytes, { file: [options.tooLargeMessage] }, options.tooLargeMessage);
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) throw badRequest(options.contentTypeMessage, "BAD_CONTENT_TYPE");
  const raw = await readCapped(req, options.maxBytes + options.envelopeBytes, tooLarge);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest("The upload could not be read", "MALFORMED_UPLOAD");
  }
  const file = form.get("file");
  if (file instanceof Blob && file.size > options.maxBytes) throw tooLarge();
  return file;
}
