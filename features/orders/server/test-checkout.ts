// The test provider's hosted checkout: pay with one of Stripe's test cards, be declined, or cancel.
// Each action becomes the Stripe event the real checkout would send, through processPaymentEvent.
import "server-only";
import { prisma } from "@/lib/db";
import { cardOutcome } from "./payments/test-cards";
import { testIds } from "./payments/test-provider";
import { orderConflict, orderNotFound } from "./payments/errors";
import { validationFailed } from "@/lib/errors/domain";
import { processPaymentEvent } from "./events";
import { ORDER_SELECT } from "./fulfil";
import { expireStaleTestCheckouts } from "./expiry";

async function ownPendingTestOrder(userId: string, orderId: string) {
  await expireStaleTestCheckouts({ id: orderId, userId });
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: ORDER_SELECT });
  if (!order || order.userId !== userId || order.provider !== "test") throw orderNotFound();
  if (order.status !== "pending") throw orderConflict(`This order is already ${order.status}`);
  return order;
}

export async function payTestOrder(userId: string, orderId: string, cardNumber: string) {
  const order = await ownPendingTestOrder(userId, orderId);
  const outcome = cardOutcome(cardNumber);
  if (!outcome) throw validationFailed({ cardNumber: ["Use one of Stripe's test cards, such as 4242 4242 4242 4242"] });
  const paymentIntent = testIds.paymentIntent();
  const metadata = { orderId: order.id };
  if (outcome.ok) {
    await processPaymentEvent({
      id: testIds.event(),
      type: "checkout.session.completed",
      data: { object: { id: order.providerRef ?? undefined, object: "checkout.session", metadata, payment_status: "paid", payment_intent: paymentIntent, amount_total: order.totalCents } },
    });
  } else {
    await processPaymentEvent({
      id: testIds.event(),
      type: "payment_intent.payment_failed",
      data: { object: { id: paymentIntent, object: "payment_intent", metadata, last_payment_error: { code: "card_declined", decline_code: outcome.declineCode, message: outcome.message } } },
    });
  }
  const after = await prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: ORDER_SELECT });
  return { order: after, declineMessage: outcome.ok ? null : outcome.message };
}

export async function cancelTestOrder(userId: string, orderId: string) {
  const order = await ownPendingTestOrder(userId, orderId);
  await processPaymentEvent({
    id: testIds.event(),
    type: "checkout.session.expired",
    data: { object: { id: order.providerRef ?? undefined, object: "checkout.session", metadata: { orderId: order.id }, status: "expired" } },
  });
  return prisma.order.findUniqueOrThrow({ where: { id: order.id }, select: ORDER_SELECT });
}
