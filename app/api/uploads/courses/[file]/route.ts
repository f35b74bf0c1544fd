import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { immutableFile } from "@/lib/api/download";
import { notFound } from "@/lib/api/errors";
import { readThumbnail } from "@/features/courses/server";

// Any other name (a traversal attempt included) is simply not found: readThumbnail checks the pattern.
const paramsSchema = z.object({ file: z.string().max(100) });

// Public: published courses show their thumbnails on the landing page. Names are 128-bit random and
// content never changes under a name, so browsers may cache them for good.
export const GET = handler({ errors: ["NOT_FOUND"], access: { public: true }, params: paramsSchema, download: { contentType: ["image/png", "image/jpeg", "image/webp"], description: "Success: the thumbnail" } }, async ({ params }) => {
  const image = await readThumbnail(params.file);
  if (!image) throw notFound("Image not found");
  return immutableFile(image.bytes, image.contentType);
});
