import { handler } from "@/lib/api/handler";
import { priceFor } from "@/features/orders/server";
import { couponPreviewResponse, validateCouponSchema } from "@/features/orders";

/** The price preview of the course page and checkout: what this code takes off, or why it cannot be used (422, `errors.couponCode`). */
export const POST = handler({ response: couponPreviewResponse, access: { signedIn: true }, body: validateCouponSchema }, async ({ caller, body }) => {
  const price = await priceFor(caller.user, body.courseId, body.code);
  return {
    data: {
      coupon: { code: price.coupon!.code, percentOff: price.coupon!.percentOff, amountOffCents: price.coupon!.amountOffCents },
      subtotalCents: price.subtotalCents,
      discountCents: price.discountCents,
      totalCents: price.totalCents,
      currency: price.currency,
    },
  };
});
