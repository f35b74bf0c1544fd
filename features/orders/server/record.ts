// A purchase recorded after the fact, through the same markPaid as checkout: the seed replays its
// history of paid enrollments with it (test provider, fixed clock).
import "server-only";
import { randomBytes } from "node:crypto";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors/domain";
import { getSettings } from "@/lib/settings/store";
import { markPaid, ORDER_SELECT } from "./fulfil";

export async function recordPaidOrder(user: { id: string }, courseId: string, options: { now: Date; paidCents: number }) {
  const course = await prisma.course.findUnique({ where: { id: courseId }, select: { status: true, priceCents: true } });
  if (!course || course.status !== "published") throw notFound("Course not found");
  const { currency } = await getSettings("general");
  const subtotalCents = Math.max(course.priceCents, options.paidCents);
  const ref = randomBytes(12).toString("hex");
  return prisma.$transaction(async (tx) => {
    const order = await tx.order.create({
      data: { userId: user.id, courseId, currency, subtotalCents, discountCents: subtotalCents - options.paidCents, totalCents: options.paidCents, provider: "test", providerRef: `cs_test_${ref}`, createdAt: options.now },
      select: ORDER_SELECT,
    });
    await tx.orderEvent.create({ data: { orderId: order.id, type: "created", amountCents: options.paidCents, createdAt: options.now } });
    await markPaid(tx, order, { now: options.now, paymentRef: `pi_test_${ref}` });
    return order.id;
  });
}
