import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { immutableFile } from "@/lib/api/download";
import { notFound } from "@/lib/api/errors";
import { readAvatar } from "@/features/profile/server";
import { AVATAR_FILE_PATTERN, AVATAR_TYPES } from "@/features/profile";

// GET /api/uploads/avatars/{file}: an uploaded profile picture. Names are random and never reused,
// so the answer can be cached for good; nosniff keeps browsers from reading it as anything else.
const paramsSchema = z.object({ file: z.string().regex(AVATAR_FILE_PATTERN, "Unknown picture") });

export const GET = handler({ errors: ["NOT_FOUND"], access: { public: true }, params: paramsSchema, download: { contentType: AVATAR_TYPES, description: "Success: the picture (its type is the name's extension)" } }, async ({ params }) => {
  const found = await readAvatar(params.file);
  if (!found) throw notFound("This picture does not exist");
  return immutableFile(found.bytes, found.contentType, { csp: "default-src 'none'; sandbox" });
});
