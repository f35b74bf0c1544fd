import { handler } from "@/lib/api/handler";
import { refreshCatalogFigures } from "@/lib/api/revalidate";
import { upsertMyReview } from "@/features/reviews/server";
import { idParamsSchema } from "@/lib/validation/common";
import { myReviewResponseSchema, reviewInputSchema } from "@/features/reviews";

/** Rate the course 1–5 with an optional review; one per enrolled learner, editable. */
export const PUT = handler(
  { response: myReviewResponseSchema, errors: ["NOT_ENROLLED", "NOT_FOUND"], access: { permission: ["courses", "read"] }, params: idParamsSchema, body: reviewInputSchema },
  async ({ caller, params, body }) => {
    const result = await upsertMyReview(caller.user, params.id, body);
    // The catalogue and course pages show the rating.
    refreshCatalogFigures();
    return { data: result };
  },
);
