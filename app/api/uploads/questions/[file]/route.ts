import { z } from "zod";
import { handler } from "@/lib/api/handler";
import { immutableFile } from "@/lib/api/download";
import { notFound } from "@/lib/api/errors";
import { readQuestionUpload } from "@/features/questions/server";

// Any other name (a traversal attempt included) is simply not found: readQuestionUpload checks the pattern.
const paramsSchema = z.object({ file: z.string().max(100) });

// Images embedded in imported questions. Readers of the bank only, for now: questions (and their
// pictures) can give answers away. Names are content hashes, so a name's bytes never change.
export const GET = handler({ errors: ["NOT_FOUND"], access: { permission: ["questions", "read"] }, params: paramsSchema, download: { contentType: ["image/png", "image/jpeg", "image/gif", "image/webp"], description: "Success: the image" } }, async ({ params }) => {
  const image = await readQuestionUpload(params.file);
  if (!image) throw notFound("Image not found");
  return immutableFile(image.bytes, image.contentType, { cache: "private" });
});
