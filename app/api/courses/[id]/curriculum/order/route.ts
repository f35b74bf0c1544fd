import { handler } from "@/lib/api/handler";
import { reorderCurriculum } from "@/features/curriculum/server";
import { idParamsSchema } from "@/lib/validation/common";
import { curriculumOrderSchema, curriculumResponseSchema } from "@/features/curriculum";

/** The whole order at once; an id from elsewhere (or one missing) → 422 and nothing changes. */
export const PUT = handler(
  { response: curriculumResponseSchema, access: { permission: ["courses", "update"] }, params: idParamsSchema, body: curriculumOrderSchema },
  async ({ params, body }) => ({ data: await reorderCurriculum(params.id, body) }),
);
