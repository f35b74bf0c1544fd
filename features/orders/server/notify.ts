// An order's emails, the receipt on payment and the refund notice, queued in the transaction that
// pays or refunds it (docs/domain/jobs.md): they go out once it commits, and never if it rolls back.
import "server-only";
import { getEnv } from "@/lib/env";
import { queueMail } from "@/lib/email/queue";
import type { Prisma } from "@/lib/generated/prisma/client";
import { receiptEmail, refundEmail } from "./emails";
import { COUPON_REFUSED_EVENT } from "./fulfil";

export type OrderEffect =
  | { kind: "paid"; orderId: string; enrolled: boolean; couponRefused?: boolean }
  | { kind: "refunded"; orderId: string; revoked: boolean; refundedCents: number };

export async function queueOrderEmails(tx: Prisma.TransactionClient, effect: OrderEffect): Promise<void> {
  // A payment refused for its coupon gets no receipt: the refund notice that follows says why.
  if (effect.kind === "paid" && effect.couponRefused) return;
  const order = await tx.order.findUnique({
    where: { id: effect.orderId },
    select: {
      id: true,
      courseId: true,
      subtotalCents: true,
      discountCents: true,
      totalCents: true,
      currency: true,
      couponCode: true,
      user: { select: { name: true, email: true } },
      course: { select: { title: true } },
      events: { where: { type: COUPON_REFUSED_EVENT }, select: { id: true }, take: 1 },
    },
  });
  if (!order) return;
  const facts = { ...order, courseTitle: order.course.title };
  const message =
    effect.kind === "paid"
      ? receiptEmail(order.user.name, facts, `${getEnv().APP_URL}/learn/${order.courseId}`)
      : refundEmail(order.user.name, { ...facts, refundedCents: effect.refundedCents, access: effect.revoked ? "ended" : order.events.length ? "couponRefused" : "kept" });
  await queueMail({ to: order.user.email, ...message }, { db: tx });
}
