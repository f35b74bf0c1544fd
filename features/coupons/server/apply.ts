// Applying a coupon: is this code usable by this learner on this course now, what does it take
// off, and the redemption claim that never passes the limit (a conditional update, so concurrent
// payments cannot both take the last use).
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { couponInvalid } from "./errors";

export type CouponTerms = { id: string; code: string; percentOff: number | null; amountOffCents: number | null };

export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** Stripe's arithmetic: a percentage rounds to the nearest cent; an amount never exceeds the price. */
export function discountFor(coupon: Pick<CouponTerms, "percentOff" | "amountOffCents">, subtotalCents: number): number {
  if (coupon.percentOff != null) return Math.min(subtotalCents, Math.round((subtotalCents * coupon.percentOff) / 100));
  return Math.min(subtotalCents, coupon.amountOffCents ?? 0);
}

export function courseIdsOf(raw: string): string[] {
  try {
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
  } catch {
    return [];
  }
}

/** The coupon, or a 422 whose `errors.couponCode` says why it cannot be used. */
export async function usableCoupon(code: string, courseId: string, userId: string, now = new Date(), db: Prisma.TransactionClient = prisma): Promise<CouponTerms> {
  const coupon = await db.coupon.findUnique({ where: { code: normalizeCode(code) } });
  if (!coupon) throw couponInvalid("This coupon code is not valid");
  if (coupon.startsAt && coupon.startsAt > now) throw couponInvalid("This coupon is not active yet");
  if (coupon.expiresAt && coupon.expiresAt <= now) throw couponInvalid("This coupon has expired");
  const courses = courseIdsOf(coupon.courseIds);
  if (courses.length && !courses.includes(courseId)) throw couponInvalid("This coupon does not apply to this course");
  if (coupon.maxRedemptions != null && coupon.redemptionCount >= coupon.maxRedemptions) throw couponInvalid("This coupon has been used up");
  if (coupon.oncePerLearner && (await db.couponRedemption.count({ where: { couponId: coupon.id, userId } })) > 0) {
    throw couponInvalid("You have already used this coupon");
  }
  return { id: coupon.id, code: coupon.code, percentOff: coupon.percentOff, amountOffCents: coupon.amountOffCents };
}

/**
 * Counts one redemption for a paid order. The count only moves while it is under the limit, in one
 * UPDATE, so twenty payments racing for the last five uses get exactly five. False when used up
 * (or the learner already used a once-per-learner coupon).
 */
export async function claimRedemption(tx: Prisma.TransactionClient, couponId: string, order: { id: string; userId: string }): Promise<boolean> {
  const coupon = await tx.coupon.findUnique({ where: { id: couponId }, select: { oncePerLearner: true, maxRedemptions: true } });
  if (!coupon) return false;
  if (coupon.oncePerLearner && (await tx.couponRedemption.count({ where: { couponId, userId: order.userId } })) > 0) return false;
  const claimed =
    coupon.maxRedemptions == null
      ? await tx.coupon.updateMany({ where: { id: couponId }, data: { redemptionCount: { increment: 1 } } })
      : await tx.coupon.updateMany({ where: { id: couponId, redemptionCount: { lt: coupon.maxRedemptions } }, data: { redemptionCount: { increment: 1 } } });
  if (claimed.count !== 1) return false;
  await tx.couponRedemption.create({ data: { couponId, orderId: order.id, userId: order.userId } });
  return true;
}
