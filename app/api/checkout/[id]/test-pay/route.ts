import { handler } from "@/lib/api/handler";
import { refreshCatalogFigures } from "@/lib/api/revalidate";
import { payTestOrder } from "@/features/orders/server";
import { idParamsSchema } from "@/lib/validation/common";
import { testPayResponse, testPaySchema } from "@/features/orders";

/**
 * The test provider's "Pay" button: one of Stripe's test cards pays (4242 4242 4242 4242) or is
 * declined (4000 0000 0000 0002 and the others), through the same event processor as the webhook.
 */
export const POST = handler({ response: testPayResponse, errors: ["NOT_FOUND", "ORDER_STATE"], access: { signedIn: true }, params: idParamsSchema, body: testPaySchema }, async ({ caller, params, body }) => {
  const { order, declineMessage } = await payTestOrder(caller.user.id, params.id, body.cardNumber);
  if (order.status === "paid") refreshCatalogFigures();
  return { data: { order: { id: order.id, status: order.status, courseId: order.courseId, totalCents: order.totalCents, currency: order.currency }, declineMessage } };
});
