import { handler } from "@/lib/api/handler";
import { upsertMyReview } from "@/lib/data/reviews/mutations";
import { idParamsSchema } from "@/lib/validations/common";
import { reviewInputSchema } from "@/lib/validations/review";

/** Rate the course 1–5 with an optional review; one per enrolled learner, editable. */
export const PUT = handler(
  { access: { permission: ["courses", "read"] }, params: idParamsSchema, body: reviewInputSchema },
  async ({ caller, params, body }) => ({ data: await upsertMyReview(caller.user, params.id, body) }),
);
