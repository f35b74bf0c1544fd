import { created, handler } from "@/lib/api/handler";
import { refreshCatalogFigures } from "@/lib/api/revalidate";
import { startCheckout } from "@/features/orders/server";
import { checkoutResponse, checkoutSchema } from "@/features/orders";

/**
 * Buys a course: 201 with the pending order and the provider's checkout URL, or, for a zero total,
 * the paid order and `checkoutUrl: null` (already enrolled). 409 ALREADY_ENROLLED, 422 with
 * `errors.couponCode` for a coupon that cannot be used, 503 PAYMENTS_UNAVAILABLE without a provider.
 */
export const POST = handler({ response: checkoutResponse, errors: ["ALREADY_ENROLLED", "NOT_FOUND"], access: { signedIn: true }, body: checkoutSchema }, async ({ caller, body }) => {
  const { order, checkoutUrl } = await startCheckout(caller.user, body.courseId, body.couponCode);
  if (!checkoutUrl) refreshCatalogFigures();
  return created({
    data: {
      order: { id: order.id, status: order.status, subtotalCents: order.subtotalCents, discountCents: order.discountCents, totalCents: order.totalCents, currency: order.currency, couponCode: order.couponCode, provider: order.provider },
      checkoutUrl,
    },
  });
});
