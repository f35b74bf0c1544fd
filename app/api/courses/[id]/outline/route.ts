import { handler } from "@/lib/api/handler";
import { getPublicOutline } from "@/features/curriculum/server";
import { idParamsSchema } from "@/lib/validation/common";
import { publicOutlineResponseSchema } from "@/features/curriculum";

/** The course page's curriculum (published courses only): sections, lesson titles, kinds, durations, previews. */
export const GET = handler({ response: publicOutlineResponseSchema, errors: ["NOT_FOUND"], access: { public: true }, params: idParamsSchema }, async ({ params }) => ({ data: await getPublicOutline(params.id) }));
