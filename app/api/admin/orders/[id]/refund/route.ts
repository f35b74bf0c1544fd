import { revalidateTag } from "next/cache";
import { handler } from "@/lib/api/handler";
import { CATALOG_TAG } from "@/features/catalog/server";
import { refundOrder } from "@/features/orders/server";
import { idParamsSchema } from "@/lib/validation/common";
import { refundSchema } from "@/features/orders";
import { refundResponse } from "@/features/orders";

/** Refunds a paid order through its provider (the whole remainder unless `amountCents` is given). */
export const POST = handler({ response: refundResponse, errors: ["NOT_FOUND", "ORDER_STATE"], access: { permission: ["orders", "update"] }, params: idParamsSchema, body: refundSchema, bodyOptional: true }, async ({ params, body }) => {
  const order = await refundOrder(params.id, body?.amountCents);
  revalidateTag(CATALOG_TAG, "max");
  return { data: { order } };
});
