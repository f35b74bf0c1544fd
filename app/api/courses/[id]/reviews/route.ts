import { handler } from "@/lib/api/handler";
import { getCourseReviews } from "@/features/reviews/server";
import { idParamsSchema } from "@/lib/validation/common";
import { reviewListQuerySchema, reviewSummaryResponseSchema } from "@/features/reviews";

/** Public: the average and count of counted ratings, the latest reviews, and (signed in) the caller's own. */
export const GET = handler(
  { response: reviewSummaryResponseSchema, errors: ["NOT_FOUND"], access: { public: true }, params: idParamsSchema, query: reviewListQuerySchema },
  async ({ caller, params, query }) => ({ data: await getCourseReviews(params.id, caller ? caller.user : null, query.limit) }),
);
