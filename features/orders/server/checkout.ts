// Starting a purchase: price the course (coupon included), create the pending order holding one use
// of its coupon, and hand it to the provider's hosted checkout. A zero total is paid at once,
// without a payment step.
import "server-only";
import { prisma } from "@/lib/db";
import { getSettings } from "@/lib/settings/store";
import { discountFor, normalizeCode, usableCoupon, type CouponTerms } from "@/features/coupons/server";
import { reserveCoupon } from "@/features/coupons/server";
import { activeProvider } from "./payments/provider";
import { alreadyEnrolled, paymentsUnavailable, providerFailed } from "./payments/errors";
import { notFound } from "@/lib/errors/domain";
import { closeOrder, markPaid, ORDER_SELECT, PURCHASE_TX, type OrderRow } from "./fulfil";
import { expireStaleTestCheckouts } from "./expiry";
import { queueOrderEmails } from "./notify";

export type Price = { subtotalCents: number; discountCents: number; totalCents: number; currency: string; coupon: CouponTerms | null };

async function sellableCourse(courseId: string) {
  const course = await prisma.course.findUnique({ where: { id: courseId }, select: { id: true, title: true, status: true, priceCents: true } });
  if (!course || course.status !== "published") throw notFound("Course not found");
  return course;
}

/** The price a learner would pay, for the course page's preview and for checkout. */
export async function priceFor(user: { id: string }, courseId: string, couponCode: string | undefined, now = new Date()): Promise<Price & { courseTitle: string }> {
  const course = await sellableCourse(courseId);
  // Uses held by test checkouts past their lifetime come back before this one is judged.
  if (couponCode) await expireStaleTestCheckouts({ couponCode: normalizeCode(couponCode) }, now);
  const coupon = couponCode ? await usableCoupon(couponCode, courseId, user.id, now) : null;
  const discountCents = coupon ? discountFor(coupon, course.priceCents) : 0;
  const { currency } = await getSettings("general");
  return { subtotalCents: course.priceCents, discountCents, totalCents: course.priceCents - discountCents, currency, coupon, courseTitle: course.title };
}

export async function startCheckout(user: { id: string; email: string }, courseId: string, couponCode: string | undefined, now = new Date()): Promise<{ order: OrderRow; checkoutUrl: string | null }> {
  const active = await prisma.enrollment.findFirst({ where: { userId: user.id, courseId, unenrolledAt: null }, select: { id: true } });
  if (active) throw alreadyEnrolled();
  const price = await priceFor(user, courseId, couponCode, now);
  const base = {
    userId: user.id,
    courseId,
    currency: price.currency,
    subtotalCents: price.subtotalCents,
    discountCents: price.discountCents,
    totalCents: price.totalCents,
    couponId: price.coupon?.id ?? null,
    couponCode: price.coupon?.code ?? null,
    createdAt: now,
  };

  if (price.totalCents === 0) {
    const order = await prisma.$transaction(async (tx) => {
      // Inside the transaction, so two simultaneous free checkouts cannot both enroll.
      if (await tx.enrollment.findFirst({ where: { userId: user.id, courseId, unenrolledAt: null }, select: { id: true } })) throw alreadyEnrolled();
      const created = await tx.order.create({ data: { ...base, provider: "free" }, select: ORDER_SELECT });
      await tx.orderEvent.create({ data: { orderId: created.id, type: "created", amountCents: 0, createdAt: now } });
      // A coupon that ran out meanwhile refuses the whole order (422), nothing stays.
      if (created.couponId) await reserveCoupon(tx, created.couponId, created, now);
      await markPaid(tx, created, { now });
      await queueOrderEmails(tx, { kind: "paid", orderId: created.id, enrolled: true });
      return tx.order.findUniqueOrThrow({ where: { id: created.id }, select: ORDER_SELECT });
    }, PURCHASE_TX);
    return { order, checkoutUrl: null };
  }

  const provider = activeProvider();
  if (!provider) throw paymentsUnavailable();
  const order = await prisma.$transaction(async (tx) => {
    const created = await tx.order.create({ data: { ...base, provider: provider.name }, select: ORDER_SELECT });
    await tx.orderEvent.create({ data: { orderId: created.id, type: "created", amountCents: price.totalCents, createdAt: now } });
    if (created.couponId) await reserveCoupon(tx, created.couponId, created, now);
    return created;
  }, PURCHASE_TX);
  let session: { providerRef: string; url: string };
  try {
    session = await provider.createCheckout({ orderId: order.id, courseTitle: price.courseTitle, totalCents: price.totalCents, currency: price.currency, customerEmail: user.email });
  } catch (error) {
    console.error(`[checkout] ${provider.name} could not start checkout for order ${order.id}:`, error);
    await prisma.$transaction((tx) => closeOrder(tx, order, "failed", { now: new Date(), message: "The payment provider could not start the checkout" }));
    throw providerFailed();
  }
  await prisma.$transaction([
    prisma.order.update({ where: { id: order.id }, data: { providerRef: session.providerRef } }),
    prisma.orderEvent.create({ data: { orderId: order.id, type: "checkout_started", providerRef: session.providerRef } }),
  ]);
  return { order: { ...order, providerRef: session.providerRef }, checkoutUrl: session.url };
}
