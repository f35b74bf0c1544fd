import { handler } from "@/lib/api/handler";
import { questionStats } from "@/features/grading/server";
import { idParamsSchema } from "@/lib/validation/common";
import { questionStatsResponseSchema as questionStatsResponse } from "@/features/grading";

/** Item statistics (attempts, facility, discrimination, flags): one maintained row, cheap at any volume. */
export const GET = handler({ response: questionStatsResponse, errors: ["NOT_FOUND"], access: { permission: ["questions", "read"] }, params: idParamsSchema }, async ({ params }) => ({
  data: await questionStats(params.id),
}));
