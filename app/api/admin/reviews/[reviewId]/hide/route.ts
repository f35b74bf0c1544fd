import { revalidateTag } from "next/cache";
import { handler } from "@/lib/api/handler";
import { CATALOG_TAG } from "@/features/catalog/server";
import { setReviewHidden } from "@/features/reviews/server";
import { adminReviewResponseSchema, reviewHideSchema, reviewParamsSchema } from "@/features/reviews";

/** Admins hide (or show again) a review; it then counts nowhere. Audit-logged. */
export const POST = handler(
  { response: adminReviewResponseSchema, errors: ["NOT_FOUND"], access: { permission: ["courses", "delete"] }, params: reviewParamsSchema, body: reviewHideSchema },
  async ({ caller, params, body }) => {
    const review = await setReviewHidden(caller.user, params.reviewId, body.hidden);
    revalidateTag(CATALOG_TAG, "max");
    return { data: { review } };
  },
);
