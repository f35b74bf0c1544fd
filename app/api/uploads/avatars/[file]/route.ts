import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { readAvatar } from "@/lib/data/profile";
import { AVATAR_FILE_PATTERN } from "@/lib/validations/profile";

// GET /api/uploads/avatars/{file}: an uploaded profile picture. Names are random and never reused,
// so the answer can be cached for good; nosniff keeps browsers from reading it as anything else.
const paramsSchema = z.object({ file: z.string().regex(AVATAR_FILE_PATTERN, "Unknown picture") });

export const GET = handler({ errors: ["NOT_FOUND"], access: { public: true }, params: paramsSchema }, async ({ params }) => {
  const found = await readAvatar(params.file);
  if (!found) throw notFound("This picture does not exist");
  return new Response(new Uint8Array(found.bytes), {
    headers: {
      "Content-Type": found.type,
      "Content-Length": String(found.bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
      "Content-Security-Policy": "default-src 'none'; sandbox",
    },
  });
});
