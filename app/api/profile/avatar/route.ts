import { handler } from "@/lib/api/handler";
import { ApiError, validationFailed } from "@/lib/api/errors";
import { readUploadedFile } from "@/lib/api/upload";
import { detectImageType, saveAvatar, updateProfile } from "@/features/profile/server";
import { AVATAR_MAX_BYTES, profileResponse } from "@/features/profile";

// POST /api/profile/avatar (multipart/form-data, field "file"): a PNG, JPEG or WebP of at most
// 1 MB, recognised by its first bytes, stored under data/uploads/avatars/ with a random name.
// DELETE removes the picture (the initials show again).

const WRONG_TYPE = "Please choose a PNG, JPEG or WebP image";
// Room for the multipart boundaries and headers around the file itself.
const ENVELOPE_BYTES = 16 * 1024;

export const POST = handler({ response: profileResponse, errors: ["BAD_CONTENT_TYPE", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "VALIDATION_FAILED"], access: { permission: ["profile", "update"] } }, async ({ req, caller }) => {
  const file = await readUploadedFile(req, {
    maxBytes: AVATAR_MAX_BYTES,
    envelopeBytes: ENVELOPE_BYTES,
    tooLargeMessage: "The picture must be 1 MB or smaller",
    contentTypeMessage: "Send the picture as multipart/form-data in a field named file",
  });
  if (!file || typeof file === "string") throw validationFailed({ file: ["Choose a picture to upload"] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = detectImageType(bytes);
  if (!type) throw new ApiError("UNSUPPORTED_MEDIA_TYPE", WRONG_TYPE, { errors: { file: [WRONG_TYPE] } });
  const profile = await saveAvatar(caller.user, bytes, type);
  return { message: "Profile picture updated", data: { profile } };
});

export const DELETE = handler({ response: profileResponse, access: { permission: ["profile", "update"] } }, async ({ caller }) => {
  const profile = await updateProfile(caller.user, { name: caller.user.name, avatar: null });
  return { message: "Profile picture removed", data: { profile } };
});
