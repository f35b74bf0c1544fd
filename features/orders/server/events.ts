// The one event processor: Stripe's verified webhook events and the test provider's actions arrive
// here as Stripe-shaped events. Each event id is processed exactly once: its PaymentEvent row is
// inserted in the same transaction as its effects, so a retry (or a duplicate racing the first)
// fails on the primary key and changes nothing. An admin's refund, and the refund of a duplicate
// payment, feed it the charge.refunded event the webhook would deliver.
import "server-only";
import { prisma } from "@/lib/db";
import type { PaymentEvent } from "./payments/types";
import { applyRefund, closeOrder, markPaid, ORDER_SELECT, PURCHASE_TX, type OrderRow } from "./fulfil";
import { queueOrderEmails, type OrderEffect } from "./notify";
import { providerByName } from "./payments/provider";
import { orderConflict, orderNotFound, providerFailed } from "./payments/errors";
import { validationFailed } from "@/lib/errors/domain";

export const HANDLED_EVENTS = ["checkout.session.completed", "checkout.session.expired", "payment_intent.payment_failed", "charge.refunded"] as const;

export type ProcessResult = { duplicate: boolean; handled: boolean; orderId: string | null; effect: OrderEffect | null };

const str = (v: unknown) => (typeof v === "string" && v ? v : null);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

async function findOrder(event: PaymentEvent): Promise<OrderRow | null> {
  const object = event.data.object;
  const metaId = str(object.metadata?.orderId) ?? str(object.client_reference_id);
  if (metaId) return prisma.order.findUnique({ where: { id: metaId }, select: ORDER_SELECT });
  if (event.type.startsWith("checkout.session.") && str(object.id)) return prisma.order.findFirst({ where: { providerRef: str(object.id) }, select: ORDER_SELECT });
  const paymentIntent = str(object.payment_intent) ?? (event.type.startsWith("payment_intent.") ? str(object.id) : null);
  if (paymentIntent) return prisma.order.findFirst({ where: { paymentRef: paymentIntent }, select: ORDER_SELECT });
  return null;
}

async function alreadyProcessed(id: string) {
  return (await prisma.paymentEvent.count({ where: { id } })) > 0;
}

/** A payment that granted nothing (a duplicate, or a coupon it could not have) is given back at once, through the provider, as an admin's refund would be. */
async function refundDuplicate(orderId: string) {
  const order = await prisma.order.findUnique({ where: { id: orderId }, select: { totalCents: true, refundedCents: true, paymentRef: true } });
  if (!order || order.totalCents - order.refundedCents <= 0 || !order.paymentRef) return;
  try {
    await refundOrder(orderId);
  } catch (error) {
    console.error(`[orders] could not refund duplicate payment ${orderId}; refund it from the Orders page:`, error);
  }
}

export async function processPaymentEvent(event: PaymentEvent, now = new Date()): Promise<ProcessResult> {
  if (await alreadyProcessed(event.id)) return { duplicate: true, handled: false, orderId: null, effect: null };
  const found = await findOrder(event);
  const object = event.data.object;
  let effect: OrderEffect | null = null;
  try {
    await prisma.$transaction(async (tx) => {
      await tx.paymentEvent.create({ data: { id: event.id, type: event.type, orderId: found?.id ?? null, processedAt: now } });
      if (!found) return;
      // Re-read inside the transaction: the status decides what this event may still change.
      const order = await tx.order.findUnique({ where: { id: found.id }, select: ORDER_SELECT });
      if (!order) return;
      switch (event.type) {
        case "checkout.session.completed": {
          const status = str(object.payment_status);
          if (status !== "paid" && status !== "no_payment_required") return;
          const result = await markPaid(tx, order, { now, paymentRef: str(object.payment_intent), providerEventRef: event.id });
          if (result.paid) effect = { kind: "paid", orderId: order.id, enrolled: result.enrolled, couponRefused: result.couponRefused };
          if (effect) await queueOrderEmails(tx, effect);
          return;
        }
        case "checkout.session.expired":
          await closeOrder(tx, order, "expired", { now, providerRef: event.id });
          return;
        case "payment_intent.payment_failed": {
          const error = object.last_payment_error as { message?: string } | undefined;
          await closeOrder(tx, order, "failed", { now, message: error?.message ?? "The payment failed", providerRef: event.id });
          return;
        }
        case "charge.refunded": {
          const refunded = num(object.amount_refunded);
          if (refunded === null) return;
          const result = await applyRefund(tx, order, { now, refundedTotalCents: refunded, providerRef: str(object.refund_id) ?? event.id });
          if (result.refunded) effect = { kind: "refunded", orderId: order.id, revoked: result.revoked, refundedCents: result.refundedCents };
          if (effect) await queueOrderEmails(tx, effect);
          return;
        }
      }
    }, PURCHASE_TX);
  } catch (error) {
    if (await alreadyProcessed(event.id)) return { duplicate: true, handled: false, orderId: found?.id ?? null, effect: null };
    throw error;
  }
  const paidEffect = effect as OrderEffect | null;
  if (paidEffect?.kind === "paid" && !paidEffect.enrolled) await refundDuplicate(paidEffect.orderId);
  return { duplicate: false, handled: (HANDLED_EVENTS as readonly string[]).includes(event.type), orderId: found?.id ?? null, effect };
}

/**
 * An admin's refund: the provider refunds the payment, then the same charge.refunded event the
 * webhook would deliver is processed here at once (Stripe's own later delivery changes nothing).
 */
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
