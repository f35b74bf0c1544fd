import { handler } from "@/lib/api/handler";
import { deleteSection, updateSection } from "@/features/lessons/server";
import { sectionParamsSchema, sectionResponseSchema, sectionUpdateSchema } from "@/features/lessons";
import { messageResponse } from "@/lib/api/response-schemas";

/** Rename, or set its drip (days after enrollment) and prerequisite (previous section complete). */
export const PUT = handler(
  { response: sectionResponseSchema, errors: ["NOT_FOUND"], access: { permission: ["courses", "update"] }, params: sectionParamsSchema, body: sectionUpdateSchema },
  async ({ params, body }) => ({ data: { section: await updateSection(params.id, params.sectionId, body) } }),
);

/** Removes the section with its lessons; every enrollment's progress is recomputed. */
export const DELETE = handler(
  { response: messageResponse, errors: ["NOT_FOUND"], access: { permission: ["courses", "update"] }, params: sectionParamsSchema },
  async ({ params }) => {
    await deleteSection(params.id, params.sectionId);
    return { message: "Section deleted" };
  },
);
