import { handler } from "@/lib/api/handler";
import { getCurriculum } from "@/features/curriculum/server";
import { idParamsSchema } from "@/lib/validation/common";
import { curriculumResponseSchema } from "@/features/curriculum";

/** The builder's tree: every section and lesson in order, with the summed lesson minutes. */
export const GET = handler(
  { response: curriculumResponseSchema, errors: ["NOT_FOUND"], access: { permission: ["courses", "update"] }, params: idParamsSchema },
  async ({ params }) => ({ data: await getCurriculum(params.id) }),
);
