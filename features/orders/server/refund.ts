// An admin's refund: the provider refunds the payment, then the same charge.refunded event the
// webhook would deliver is processed here at once (Stripe's own later delivery changes nothing).
import "server-only";
import { prisma } from "@/lib/db";
import { providerByName } from "./payments/provider";
import { orderConflict, orderNotFound, providerFailed } from "./payments/errors";
import { validationFailed } from "@/lib/errors/domain";
import { processPaymentEvent } from "./events";
import { ORDER_SELECT } from "./select";

export async function refundOrder(orderId: string, amountCents?: number) {
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: ORDER_SELECT });
  if (!order) throw orderNotFound();
  if (order.status !== "paid") throw orderConflict(`Only paid orders can be refunded; this one is ${order.status}`);
  const remaining = order.totalCents - order.refundedCents;
  if (remaining <= 0 || !order.paymentRef) throw orderConflict("There is nothing to refund on this order");
  const amount = amountCents ?? remaining;
  if (amount > remaining) throw validationFailed({ amountCents: [`At most ${remaining} cents can still be refunded`] });
  const provider = providerByName(order.provider);
  if (!provider) throw orderConflict(`Orders paid through ${order.provider} cannot be refunded here`);
  let refundRef: string;
  try {
    ({ refundRef } = await provider.refund({ orderId: order.id, paymentRef: order.paymentRef, amountCents: amount }));
  } catch (error) {
    console.error(`[refund] ${provider.name} refused the refund of order ${order.id}:`, error);
    throw providerFailed();
  }
  await processPaymentEvent({
    id: `evt_local_${refundRef}`,
    type: "charge.refunded",
    data: { object: { object: "charge", payment_intent: order.paymentRef, amount: order.totalCents, amount_refunded: order.refundedCents + amount, refund_id: refundRef, metadata: { orderId: order.id } } },
  });
  return prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: { id: true, status: true, refundedCents: true } });
}
