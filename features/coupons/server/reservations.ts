// A coupon's uses are taken when a checkout opens, not when it is paid: an open checkout carrying a
// coupon holds one use (a "reserved" CouponRedemption) until it is paid ("redeemed"), or expires,
// fails or is cancelled ("released", the use given back). So no number of open checkouts can be
// paid at a discount past the coupon's limit.
//
// Race-free on both databases without reading then writing: the limit is a conditional UPDATE of
// Coupon.claimedCount (`claimedCount < maxRedemptions`, so of twenty checkouts racing for the last
// use one gets it), and that UPDATE is also every taker's first lock, so a once-per-learner count
// read after it sees every use committed before; the unique (couponId, learnerKey) index backs
// that up, one held use per learner.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { couponInvalid } from "./errors";
import { heldUses, USED_BY_YOU, USED_UP } from "./apply";

type Tx = Prisma.TransactionClient;
type OrderRef = { id: string; userId: string };
type Taken = "ok" | "used_up" | "used_by_you";

const isUniqueViolation = (error: unknown) => Boolean(error && typeof error === "object" && (error as { code?: unknown }).code === "P2002");

async function takeUse(tx: Tx, couponId: string, order: OrderRef, status: "reserved" | "redeemed", now: Date): Promise<Taken> {
  const coupon = await tx.coupon.findUnique({ where: { id: couponId }, select: { oncePerLearner: true, maxRedemptions: true } });
  // Deleted meanwhile: deleting a coupon stops new checkouts only, the ones it priced keep their price.
  if (!coupon) return "ok";
  const paid = status === "redeemed" ? { redemptionCount: { increment: 1 } } : {};
  const limit = coupon.maxRedemptions == null ? {} : { claimedCount: { lt: coupon.maxRedemptions } };
  const claimed = await tx.coupon.updateMany({ where: { id: couponId, ...limit }, data: { claimedCount: { increment: 1 }, ...paid } });
  if (claimed.count !== 1) return "used_up";
  if (coupon.oncePerLearner && (await heldUses(tx, couponId, order.userId)) > 0) {
    await tx.coupon.updateMany({ where: { id: couponId }, data: { claimedCount: { decrement: 1 }, ...(status === "redeemed" ? { redemptionCount: { decrement: 1 } } : {}) } });
    return "used_by_you";
  }
  const row = { couponId, userId: order.userId, status, learnerKey: coupon.oncePerLearner ? order.userId : null, releasedAt: null, createdAt: now };
  await tx.couponRedemption.upsert({ where: { orderId: order.id }, create: { ...row, orderId: order.id }, update: row });
  return "ok";
}

/** Holds one use for a checkout that opens, inside its transaction; a 422 on `couponCode` when none can be held. */
export async function reserveCoupon(tx: Tx, couponId: string, order: OrderRef, now: Date): Promise<void> {
  let taken: Taken;
  try {
    taken = await takeUse(tx, couponId, order, "reserved", now);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    taken = "used_by_you";
  }
  if (taken !== "ok") throw couponInvalid(taken === "used_up" ? USED_UP : USED_BY_YOU);
}

/**
 * Turns the order's held use into a paid one. An order holding none (its checkout expired, failed
 * or was cancelled before the payment came, or it opened before uses were held) takes one now if
 * the coupon has one left. False when it cannot: the coupon is not honoured for this payment.
 */
export async function redeemCoupon(tx: Tx, couponId: string, order: OrderRef, now: Date): Promise<boolean> {
  const held = await tx.couponRedemption.updateMany({ where: { orderId: order.id, status: "reserved" }, data: { status: "redeemed" } });
  if (held.count === 1) {
    await tx.coupon.updateMany({ where: { id: couponId }, data: { redemptionCount: { increment: 1 } } });
    return true;
  }
  return (await takeUse(tx, couponId, order, "redeemed", now)) === "ok";
}

/** Gives back the use an order's checkout held, when it closes unpaid. Nothing when it held none. */
export async function releaseCoupon(tx: Tx, orderId: string, now: Date): Promise<void> {
  const row = await tx.couponRedemption.findUnique({ where: { orderId }, select: { couponId: true, status: true } });
  if (row?.status !== "reserved") return;
  const released = await tx.couponRedemption.updateMany({ where: { orderId, status: "reserved" }, data: { status: "released", learnerKey: null, releasedAt: now } });
  if (released.count === 1) await tx.coupon.updateMany({ where: { id: row.couponId }, data: { claimedCount: { decrement: 1 } } });
}

/** Before accounts are deleted (their orders go with them): the uses their open checkouts held come back. */
export async function releaseCouponsOf(tx: Tx, userIds: string[], now: Date): Promise<void> {
  const held = await tx.couponRedemption.findMany({ where: { userId: { in: userIds }, status: "reserved" }, select: { orderId: true } });
  for (const { orderId } of held) await releaseCoupon(tx, orderId, now);
}
