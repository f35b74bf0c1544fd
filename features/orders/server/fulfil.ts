// What paying and refunding do to an order, inside the caller's transaction. The webhook, the test
// provider's checkout page and zero-total checkouts all come through here: there is one "paid".
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notifyPermitted } from "@/features/notifications/server";
import { redeemCoupon, releaseCoupon } from "@/features/coupons/server";
import { revokeForRefund } from "@/features/certificates/server";
import { enroll } from "@/features/learn/server";
import { enrollmentsChanged } from "@/features/figures/server";

type Tx = Prisma.TransactionClient;

export { ORDER_SELECT, type OrderRow } from "./select";
import type { OrderRow } from "./select";

/**
 * Options for the transactions that open checkouts and apply payments. Prisma gives up on a
 * transaction that waits 2 s for a pooled connection; a burst of buyers (a sale, a coupon that
 * everyone wants, 25 at once in the tests) would get 500s instead of their turn. They queue longer.
 */
export const PURCHASE_TX = { maxWait: 10_000, timeout: 15_000 } as const;

/** The timeline event of a payment that granted nothing: refunding it must not revoke access. */
export const DUPLICATE_EVENT = "duplicate";
/** The same for a payment whose coupon could not be honoured: it is refunded in full, it grants nothing. */
export const COUPON_REFUSED_EVENT = "coupon_refused";
export const NO_ACCESS_EVENTS = [DUPLICATE_EVENT, COUPON_REFUSED_EVENT];

/**
 * pending → paid: redeems the use of the coupon the checkout held, and enrolls the learner with
 * the price paid, or resumes a revoked enrollment. One enrollment per learner and course, always:
 * a second paid order for a course already owned is recorded, not enrolled twice.
 *
 * A payment may also arrive for a checkout already closed (expired or failed: Stripe lets a learner
 * try another card after a decline). It is recorded all the same, since the money was taken; its
 * coupon takes a use now if one is left, and if none is, the payment grants nothing and is refunded
 * in full (`couponRefused`), so a coupon is never paid at a discount past its limit.
 */
export async function markPaid(tx: Tx, order: OrderRow, input: { now: Date; paymentRef?: string | null; providerEventRef?: string | null }) {
  const changed = await tx.order.updateMany({
    where: { id: order.id, status: { in: ["pending", "expired", "failed"] } },
    data: { status: "paid", paidAt: input.now, paymentRef: input.paymentRef ?? null, closedAt: null },
  });
  if (changed.count !== 1) return { paid: false as const };
  await tx.orderEvent.create({
    data: { orderId: order.id, type: "paid", amountCents: order.totalCents, providerRef: input.providerEventRef ?? input.paymentRef ?? null, createdAt: input.now },
  });
  if (order.couponId && !(await redeemCoupon(tx, order.couponId, order, input.now))) {
    const message = `${order.couponCode ? `Coupon ${order.couponCode}` : "The coupon"} had no use left when this payment came (its checkout had closed): nothing was granted, and the payment is refunded in full`;
    await tx.orderEvent.create({ data: { orderId: order.id, type: COUPON_REFUSED_EVENT, message, createdAt: input.now } });
    // The payment counts in the revenue figures until its refund does.
    await enrollmentsChanged(tx, [order], [input.now]); // the daily rollups (docs/decisions/006-daily-rollups.md)
    return { paid: true as const, enrolled: false, couponRefused: true };
  }
  const user = await tx.user.findUniqueOrThrow({ where: { id: order.userId }, select: { id: true, name: true } });
  const { status, course } = await enroll(tx, { learner: user, courseId: order.courseId, source: { type: "order", paidCents: order.totalCents }, now: input.now });
  if (status === "already") {
    // A second payment for a course the learner already has (two checkouts raced, or access came
    // another way): recorded as a duplicate, which the event processor refunds at once. The
    // payment still counts in the revenue figures until its refund does.
    await tx.orderEvent.create({ data: { orderId: order.id, type: DUPLICATE_EVENT, message: "The learner was already enrolled; no second enrollment was made, and the payment is refunded", createdAt: input.now } });
    await enrollmentsChanged(tx, [order], [input.now]); // the daily rollups (docs/decisions/006-daily-rollups.md)
    return { paid: true as const, enrolled: false, couponRefused: false };
  }
  if (course) {
    await notifyPermitted(["orders", "read"], { type: "purchase", title: "New purchase", body: `${user.name} bought ${course.title}`, link: "/dashboard/orders", at: input.now }, tx);
  }
  return { paid: true as const, enrolled: true, couponRefused: false };
}

/** pending → expired | failed, giving back the coupon use the checkout held. Anything else (paid, refunded) stays as it is. */
export async function closeOrder(tx: Tx, order: Pick<OrderRow, "id">, status: "expired" | "failed", input: { now: Date; message?: string; providerRef?: string | null }) {
  const changed = await tx.order.updateMany({ where: { id: order.id, status: "pending" }, data: { status, closedAt: input.now } });
  if (changed.count !== 1) return false;
  await tx.orderEvent.create({ data: { orderId: order.id, type: status, message: input.message ?? null, providerRef: input.providerRef ?? null, createdAt: input.now } });
  await releaseCoupon(tx, order.id, input.now);
  return true;
}

/**
 * Records a refund up to `refundedTotalCents` (the provider's running total, as Stripe's charge
 * reports it). A full refund revokes the enrollment with reason "refunded", and its certificate
 * with reason "Refunded".
 */
export async function applyRefund(tx: Tx, order: OrderRow, input: { now: Date; refundedTotalCents: number; providerRef?: string | null }) {
  if (order.status !== "paid") return { refunded: false as const };
  const total = Math.min(order.totalCents, input.refundedTotalCents);
  if (total <= order.refundedCents) return { refunded: false as const };
  const full = total >= order.totalCents;
  const changed = await tx.order.updateMany({
    where: { id: order.id, status: "paid", refundedCents: order.refundedCents },
    data: { refundedCents: total, ...(full ? { status: "refunded", refundedAt: input.now } : {}) },
  });
  if (changed.count !== 1) return { refunded: false as const };
  await tx.orderEvent.create({ data: { orderId: order.id, type: full ? "refunded" : "partially_refunded", amountCents: total - order.refundedCents, providerRef: input.providerRef ?? null, createdAt: input.now } });
  let revoked = false;
  // Only the order that gave access takes it away: not a duplicate or refused payment, and not while another
  // paid order for the same course still stands.
  const gaveAccess =
    (await tx.orderEvent.count({ where: { orderId: order.id, type: { in: NO_ACCESS_EVENTS } } })) === 0 &&
    (await tx.order.count({ where: { userId: order.userId, courseId: order.courseId, status: "paid", id: { not: order.id } } })) === 0;
  if (full && gaveAccess) {
    const enrollment = await tx.enrollment.findFirst({ where: { userId: order.userId, courseId: order.courseId, unenrolledAt: null }, select: { id: true } });
    const result = enrollment
      ? await tx.enrollment.updateMany({ where: { id: enrollment.id, unenrolledAt: null }, data: { unenrolledAt: input.now, unenrollReason: "refunded" } })
      : { count: 0 };
    revoked = result.count > 0;
    // What the refund took back includes the certificate earned in that enrollment.
    if (revoked && enrollment) await revokeForRefund(tx, enrollment.id, input.now);
  }
  await enrollmentsChanged(tx, [order], [order.paidAt]); // the daily rollups (docs/decisions/006-daily-rollups.md)
  return { refunded: true as const, full, revoked, refundedCents: total };
}
