import { created, handler } from "@/lib/api/handler";
import { createSection } from "@/features/curriculum/server";
import { idParamsSchema } from "@/lib/validation/common";
import { sectionCreateSchema, sectionResponseSchema } from "@/features/curriculum";

/** A new section at the end of the course. */
export const POST = handler(
  { response: sectionResponseSchema, access: { permission: ["courses", "update"] }, params: idParamsSchema, body: sectionCreateSchema },
  async ({ params, body }) => created({ data: { section: await createSection(params.id, body) } }),
);
