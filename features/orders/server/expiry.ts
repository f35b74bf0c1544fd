// The test provider's checkouts expire as Stripe's Checkout Sessions do, a day after they open, so
// the coupon use an abandoned one holds comes back. Nothing runs on a timer: whatever is about to
// act on open test checkouts (pricing with a coupon, paying, cancelling, reading an order, the
// lists) first closes the stale ones it concerns, through the same checkout.session.expired event
// Stripe would send for its own.
import "server-only";
import { prisma } from "@/lib/db";
import { CHECKOUT_LIFETIME_MS } from "./payments/test-provider";
import type { Prisma } from "@/lib/generated/prisma/client";
import { processPaymentEvent } from "./events";

/** At most this many per call; a later call takes the rest. */
const BATCH = 100;

export async function expireStaleTestCheckouts(scope: Pick<Prisma.OrderWhereInput, "id" | "couponId" | "couponCode" | "userId"> = {}, now = new Date()): Promise<void> {
  const stale = await prisma.order.findMany({
    where: { ...scope, status: "pending", provider: "test", createdAt: { lte: new Date(now.getTime() - CHECKOUT_LIFETIME_MS) } },
    select: { id: true, providerRef: true },
    orderBy: { createdAt: "asc" },
    take: BATCH,
  });
  for (const order of stale) {
    // One event id per order: two requests expiring it at once process it once.
    await processPaymentEvent(
      { id: `evt_test_expired_${order.id}`, type: "checkout.session.expired", data: { object: { id: order.providerRef ?? undefined, object: "checkout.session", metadata: { orderId: order.id }, status: "expired" } } },
      now,
    );
  }
}
