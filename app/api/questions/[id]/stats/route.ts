import { handler } from "@/lib/api/handler";
import { questionStats } from "@/lib/data/grading/stats";
import { idParamsSchema } from "@/lib/validations/common";
import { questionStatsResponseSchema as questionStatsResponse } from "@/lib/validations/quiz";

/** Item statistics (attempts, facility, discrimination, flags): one maintained row, cheap at any volume. */
export const GET = handler({ response: questionStatsResponse, errors: ["NOT_FOUND"], access: { permission: ["questions", "read"] }, params: idParamsSchema }, async ({ params }) => ({
  data: await questionStats(params.id),
}));
