import { handler } from "@/lib/api/handler";
import { reorderCurriculum } from "@/lib/data/curriculum/order";
import { idParamsSchema } from "@/lib/validations/common";
import { curriculumOrderSchema } from "@/lib/validations/curriculum";
import { curriculumResponse } from "@/lib/validations/responses/courses";

/** The whole order at once; an id from elsewhere (or one missing) → 422 and nothing changes. */
export const PUT = handler(
  { response: curriculumResponse, access: { permission: ["courses", "update"] }, params: idParamsSchema, body: curriculumOrderSchema },
  async ({ params, body }) => ({ data: await reorderCurriculum(params.id, body) }),
);
