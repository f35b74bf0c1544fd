import { handler } from "@/lib/api/handler";
import { refreshCatalogFigures } from "@/lib/api/revalidate";
import { refundOrder } from "@/features/orders/server";
import { idParamsSchema } from "@/lib/validation/common";
import { refundResponse, refundSchema } from "@/features/orders";

/** Refunds a paid order through its provider (the whole remainder unless `amountCents` is given). */
export const POST = handler({ response: refundResponse, errors: ["NOT_FOUND", "ORDER_STATE"], access: { permission: ["orders", "update"] }, params: idParamsSchema, body: refundSchema, bodyOptional: true }, async ({ params, body }) => {
  const order = await refundOrder(params.id, body?.amountCents);
  refreshCatalogFigures();
  return { data: { order } };
});
