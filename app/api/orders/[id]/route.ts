import { handler } from "@/lib/api/handler";
import { getOrder } from "@/features/orders/server";
import { can } from "@/lib/permissions";
import { idParamsSchema } from "@/lib/validation/common";
import { orderDetailResponse } from "@/features/orders";

/** One order and its timeline (created, paid, refunded, with the provider's ids). */
export const GET = handler({ response: orderDetailResponse, errors: ["NOT_FOUND"], access: { signedIn: true }, params: idParamsSchema }, async ({ caller, params }) => {
  const ownerId = can(caller.user.role, "read", "orders") ? null : caller.user.id;
  return { data: { order: await getOrder(params.id, ownerId) } };
});
