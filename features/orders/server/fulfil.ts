// What paying and refunding do to an order, inside the caller's transaction. The webhook, the test
// provider's checkout page and zero-total checkouts all come through here: there is one "paid".
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { notifyPermitted } from "@/features/notifications/server";
import { claimRedemption } from "@/features/coupons/server";
import { enroll } from "@/features/learn/server";
import { enrollmentsChanged } from "@/features/figures/server";

type Tx = Prisma.TransactionClient;

export const ORDER_SELECT = {
  id: true,
  userId: true,
  courseId: true,
  status: true,
  currency: true,
  subtotalCents: true,
  discountCents: true,
  totalCents: true,
  refundedCents: true,
  couponId: true,
  couponCode: true,
  provider: true,
  providerRef: true,
  paymentRef: true,
  createdAt: true,
  paidAt: true,
  refundedAt: true,
  closedAt: true,
} as const;

export type OrderRow = Prisma.OrderGetPayload<{ select: typeof ORDER_SELECT }>;

/** The timeline event of a payment that granted nothing: refunding it must not revoke access. */
export const DUPLICATE_EVENT = "duplicate";

/**
 * pending → paid: counts the coupon's redemption (when uses remain), and enrolls the learner with
 * the price paid, or resumes a revoked enrollment. One enrollment per learner and course, always:
 * a second paid order for a course already owned is recorded, not enrolled twice.
 */
export async function markPaid(tx: Tx, order: OrderRow, input: { now: Date; paymentRef?: string | null; providerEventRef?: string | null }) {
  const changed = await tx.order.updateMany({ where: { id: order.id, status: "pending" }, data: { status: "paid", paidAt: input.now, paymentRef: input.paymentRef ?? null } });
  if (changed.count !== 1) return { paid: false as const };
  await tx.orderEvent.create({
    data: { orderId: order.id, type: "paid", amountCents: order.totalCents, providerRef: input.providerEventRef ?? input.paymentRef ?? null, createdAt: input.now },
  });
  if (order.couponId) {
    const counted = await claimRedemption(tx, order.couponId, order);
    if (!counted) {
      await tx.orderEvent.create({ data: { orderId: order.id, type: "note", message: "The coupon's redemption limit was reached before payment: the paid price stands, the use was not counted", createdAt: input.now } });
    }
  }
  const user = await tx.user.findUniqueOrThrow({ where: { id: order.userId }, select: { id: true, name: true } });
  const { status, course } = await enroll(tx, { learner: user, courseId: order.courseId, source: { type: "order", paidCents: order.totalCents }, now: input.now });
  if (status === "already") {
    // A second payment for a course the learner already has (two checkouts raced, or access came
    // another way): recorded as a duplicate, which the event processor refunds at once. The
    // payment still counts in the revenue figures until its refund does.
    await tx.orderEvent.create({ data: { orderId: order.id, type: DUPLICATE_EVENT, message: "The learner was already enrolled; no second enrollment was made, and the payment is refunded", createdAt: input.now } });
    await enrollmentsChanged(tx, [order], [input.now]); // the daily rollups (docs/decisions/006-daily-rollups.md)
    return { paid: true as const, enrolled: false };
  }
  if (course) {
    await notifyPermitted(["orders", "read"], { type: "purchase", title: "New purchase", body: `${user.name} bought ${course.title}`, link: "/dashboard/orders", at: input.now }, tx);
  }
  return { paid: true as const, enrolled: true };
}

/** pending → expired | failed. Anything else (paid, refunded) stays as it is. */
export async function closeOrder(tx: Tx, order: OrderRow, status: "expired" | "failed", input: { now: Date; message?: string; providerRef?: string | null }) {
  const changed = await tx.order.updateMany({ where: { id: order.id, status: "pending" }, data: { status, closedAt: input.now } });
  if (changed.count !== 1) return false;
  await tx.orderEvent.create({ data: { orderId: order.id, type: status, message: input.message ?? null, providerRef: input.providerRef ?? null, createdAt: input.now } });
  return true;
}

/**
 * Records a refund up to `refundedTotalCents` (the provider's running total, as Stripe's charge
 * reports it). A full refund revokes the enrollment with reason "refunded".
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
  // Only the order that gave access takes it away: not a duplicate payment, and not while another
  // paid order for the same course still stands.
  const gaveAccess =
    (await tx.orderEvent.count({ where: { orderId: order.id, type: DUPLICATE_EVENT } })) === 0 &&
    (await tx.order.count({ where: { userId: order.userId, courseId: order.courseId, status: "paid", id: { not: order.id } } })) === 0;
  if (full && gaveAccess) {
    const result = await tx.enrollment.updateMany({
      where: { userId: order.userId, courseId: order.courseId, unenrolledAt: null },
      data: { unenrolledAt: input.now, unenrollReason: "refunded" },
    });
    revoked = result.count > 0;
  }
  await enrollmentsChanged(tx, [order], [order.paidAt]); // the daily rollups (docs/decisions/006-daily-rollups.md)
  return { refunded: true as const, full, revoked, refundedCents: total };
}
