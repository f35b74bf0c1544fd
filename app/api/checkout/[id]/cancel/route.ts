import { handler } from "@/lib/api/handler";
import { cancelTestOrder } from "@/features/orders/server";
import { idParamsSchema } from "@/lib/validation/common";
import { checkoutCancelResponse } from "@/features/orders";

/** The test provider's "Cancel": the checkout session expires, as Stripe's would. */
export const POST = handler({ response: checkoutCancelResponse, errors: ["NOT_FOUND"], access: { signedIn: true }, params: idParamsSchema }, async ({ caller, params }) => {
  const order = await cancelTestOrder(caller.user.id, params.id);
  return { data: { order: { id: order.id, status: order.status, courseId: order.courseId } } };
});
