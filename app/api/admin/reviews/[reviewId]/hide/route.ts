import { handler } from "@/lib/api/handler";
import { refreshCatalogFigures } from "@/lib/api/revalidate";
import { setReviewHidden } from "@/features/reviews/server";
import { adminReviewResponseSchema, reviewHideSchema, reviewParamsSchema } from "@/features/reviews";

/** Admins hide (or show again) a review; it then counts nowhere. Audit-logged. */
export const POST = handler(
  { response: adminReviewResponseSchema, errors: ["NOT_FOUND"], access: { permission: ["courses", "delete"] }, params: reviewParamsSchema, body: reviewHideSchema },
  async ({ caller, params, body }) => {
    const review = await setReviewHidden(caller.user, params.reviewId, body.hidden);
    refreshCatalogFigures();
    return { data: { review } };
  },
);
