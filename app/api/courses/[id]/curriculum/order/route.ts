import { handler } from "@/lib/api/handler";
import { reorderCurriculum } from "@/lib/data/curriculum/order";
import { idParamsSchema } from "@/lib/validations/common";
import { curriculumOrderSchema, curriculumResponseSchema } from "@/lib/validations/curriculum";

/** The whole order at once; an id from elsewhere (or one missing) → 422 and nothing changes. */
export const PUT = handler(
  { response: curriculumResponseSchema, access: { permission: ["courses", "update"] }, params: idParamsSchema, body: curriculumOrderSchema },
  async ({ params, body }) => ({ data: await reorderCurriculum(params.id, body) }),
);
