import { handler } from "@/lib/api/handler";
import { ApiError, badRequest, payloadTooLarge } from "@/lib/api/errors";
import { detectImageType, saveAvatar, updateProfile } from "@/lib/data/profile";
import { AVATAR_MAX_BYTES } from "@/lib/validations/profile";

// POST /api/profile/avatar (multipart/form-data, field "file"): a PNG, JPEG or WebP of at most
// 1 MB, recognised by its first bytes, stored under data/uploads/avatars/ with a random name.
// DELETE removes the picture (the initials show again).

const TOO_LARGE = "The picture must be 1 MB or smaller";
const WRONG_TYPE = "Please choose a PNG, JPEG or WebP image";
// Room for the multipart boundaries and headers around the file itself.
const ENVELOPE_BYTES = 16 * 1024;

async function readCapped(req: Request, limit: number): Promise<Buffer> {
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

function tooLarge(): ApiError {
  const error = payloadTooLarge(AVATAR_MAX_BYTES);
  return new ApiError(error.status, error.code, TOO_LARGE, { file: [TOO_LARGE] });
}

export const POST = handler({ access: { permission: ["profile", "update"] } }, async ({ req, caller }) => {
  const contentType = req.headers.get("content-type") ?? "";
  if (!contentType.startsWith("multipart/form-data")) throw badRequest("Send the picture as multipart/form-data in a field named file", "BAD_CONTENT_TYPE");
  const raw = await readCapped(req, AVATAR_MAX_BYTES + ENVELOPE_BYTES);
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(raw), { headers: { "content-type": contentType } }).formData();
  } catch {
    throw badRequest("The upload could not be read", "MALFORMED_UPLOAD");
  }
  const file = form.get("file");
  if (!file || typeof file === "string") throw new ApiError(422, "VALIDATION_FAILED", "Choose a picture to upload", { file: ["Choose a picture to upload"] });
  if (file.size > AVATAR_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", WRONG_TYPE, { file: [WRONG_TYPE] });
  const profile = await saveAvatar(caller.user, bytes, type);
  return { message: "Profile picture updated", data: { profile } };
});

export const DELETE = handler({ access: { permission: ["profile", "update"] } }, async ({ caller }) => {
  const profile = await updateProfile(caller.user, { name: caller.user.name, avatar: null });
  return { message: "Profile picture removed", data: { profile } };
});
