// Starting a purchase: price the course (coupon included), create the pending order, and hand it to
// the provider's hosted checkout. A zero total is paid at once, without a payment step.
import "server-only";
import { prisma } from "@/lib/db";
import { getSettings } from "@/lib/settings/store";
import { couponInvalid, discountFor, usableCoupon, type CouponTerms } from "@/features/coupons/server";
import { activeProvider } from "./payments/provider";
import { alreadyEnrolled, paymentsUnavailable, providerFailed } from "./payments/errors";
import { LearningError } from "@/features/curriculum";
import { markPaid, ORDER_SELECT, type OrderRow } from "./fulfil";
import { sendOrderEmails } from "./notify";

export type Price = { subtotalCents: number; discountCents: number; totalCents: number; currency: string; coupon: CouponTerms | null };

async function sellableCourse(courseId: string) {
  const course = await prisma.course.findUnique({ where: { id: courseId }, select: { id: true, title: true, status: true, priceCents: true } });
  if (!course || course.status !== "published") throw new LearningError("course_not_found", "Course not found");
  return course;
}

/** The price a learner would pay, for the course page's preview and for checkout. */
export async function priceFor(user: { id: string }, courseId: string, couponCode: string | undefined, now = new Date()): Promise<Price & { courseTitle: string }> {
  const course = await sellableCourse(courseId);
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
      await markPaid(tx, created, { now });
      // A coupon that ran out meanwhile: the free order must not stand.
      if (created.couponId && (await tx.couponRedemption.count({ where: { orderId: created.id } })) === 0) {
        throw couponInvalid("This coupon has been used up");
      }
      return tx.order.findUniqueOrThrow({ where: { id: created.id }, select: ORDER_SELECT });
    });
    await sendOrderEmails({ kind: "paid", orderId: order.id, enrolled: true });
    return { order, checkoutUrl: null };
  }

  const provider = activeProvider();
  if (!provider) throw paymentsUnavailable();
  const order = await prisma.$transaction(async (tx) => {
    const created = await tx.order.create({ data: { ...base, provider: provider.name }, select: ORDER_SELECT });
    await tx.orderEvent.create({ data: { orderId: created.id, type: "created", amountCents: price.totalCents, createdAt: now } });
    return created;
  });
  let session: { providerRef: string; url: string };
  try {
    session = await provider.createCheckout({ orderId: order.id, courseTitle: price.courseTitle, totalCents: price.totalCents, currency: price.currency, customerEmail: user.email });
  } catch (error) {
    console.error(`[checkout] ${provider.name} could not start checkout for order ${order.id}:`, error);
    await prisma.$transaction([
      prisma.order.update({ where: { id: order.id }, data: { status: "failed", closedAt: new Date() } }),
      prisma.orderEvent.create({ data: { orderId: order.id, type: "failed", message: "The payment provider could not start the checkout" } }),
    ]);
    throw providerFailed();
  }
  await prisma.$transaction([
    prisma.order.update({ where: { id: order.id }, data: { providerRef: session.providerRef } }),
    prisma.orderEvent.create({ data: { orderId: order.id, type: "checkout_started", providerRef: session.providerRef } }),
  ]);
  return { order: { ...order, providerRef: session.providerRef }, checkoutUrl: session.url };
}
