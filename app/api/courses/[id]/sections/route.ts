import { created, handler } from "@/lib/api/handler";
import { createSection } from "@/lib/data/curriculum/sections";
import { idParamsSchema } from "@/lib/validations/common";
import { sectionCreateSchema } from "@/lib/validations/curriculum";
import { sectionResponse } from "@/lib/validations/responses/courses";

/** A new section at the end of the course. */
export const POST = handler(
  { response: sectionResponse, access: { permission: ["courses", "update"] }, params: idParamsSchema, body: sectionCreateSchema },
  async ({ params, body }) => created({ data: { section: await createSection(params.id, body) } }),
);
