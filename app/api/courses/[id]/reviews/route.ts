import { handler } from "@/lib/api/handler";
import { getCourseReviews } from "@/lib/data/reviews/list";
import { idParamsSchema } from "@/lib/validations/common";
import { reviewListQuerySchema, reviewSummaryResponseSchema } from "@/lib/validations/review";

/** Public: the average and count of counted ratings, the latest reviews, and (signed in) the caller's own. */
export const GET = handler(
  { response: reviewSummaryResponseSchema, errors: ["NOT_FOUND"], access: { public: true }, params: idParamsSchema, query: reviewListQuerySchema },
  async ({ caller, params, query }) => ({ data: await getCourseReviews(params.id, caller ? caller.user : null, query.limit) }),
);
