import { handler } from "@/lib/api/handler";
import { getCurriculum } from "@/lib/data/curriculum/read";
import { idParamsSchema } from "@/lib/validations/common";
import { curriculumResponseSchema } from "@/lib/validations/curriculum";

/** The builder's tree: every section and lesson in order, with the summed lesson minutes. */
export const GET = handler(
  { response: curriculumResponseSchema, errors: ["NOT_FOUND"], access: { permission: ["courses", "update"] }, params: idParamsSchema },
  async ({ params }) => ({ data: await getCurriculum(params.id) }),
);
