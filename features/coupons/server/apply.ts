// Applying a coupon: is this code usable by this learner on this course now, and what does it take
// off. Taking a use of it is features/coupons/server/reservations.ts.
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

export const USED_UP = "This coupon has been used up";
export const USED_BY_YOU = "You have already used this coupon";

/** A learner's uses of a coupon that still count: held by an open checkout, or paid for. */
export const heldUses = (db: Prisma.TransactionClient, couponId: string, userId: string) =>
  db.couponRedemption.count({ where: { couponId, userId, status: { not: "released" } } });

/**
 * The coupon, or a 422 whose `errors.couponCode` says why it cannot be used. A preview: the use is
 * taken by reserveCoupon when the checkout opens, which checks the limits again where it counts.
 */
export async function usableCoupon(code: string, courseId: string, userId: string, now = new Date(), db: Prisma.TransactionClient = prisma): Promise<CouponTerms> {
  const coupon = await db.coupon.findUnique({ where: { code: normalizeCode(code) } });
  if (!coupon) throw couponInvalid("This coupon code is not valid");
  if (coupon.startsAt && coupon.startsAt > now) throw couponInvalid("This coupon is not active yet");
  if (coupon.expiresAt && coupon.expiresAt <= now) throw couponInvalid("This coupon has expired");
  const courses = courseIdsOf(coupon.courseIds);
  if (courses.length && !courses.includes(courseId)) throw couponInvalid("This coupon does not apply to this course");
  if (coupon.maxRedemptions != null && coupon.claimedCount >= coupon.maxRedemptions) throw couponInvalid(USED_UP);
  if (coupon.oncePerLearner && (await heldUses(db, coupon.id, userId)) > 0) throw couponInvalid(USED_BY_YOU);
  return { id: coupon.id, code: coupon.code, percentOff: coupon.percentOff, amountOffCents: coupon.amountOffCents };
}
