// Checkout on the test provider: orders, totals, the hosted page's pay/decline/cancel actions going
// through the webhook's event processor, zero totals, and one enrollment however often one buys.
import { describe, expect, it, vi } from "vitest";
import { POST as cancelRoute } from "@/app/api/checkout/[id]/cancel/route";
import { buyer, checkout, course, outbox, pay, r, type Json } from "./checkout/_test-helpers";
import { prisma } from "@/lib/db";
import { call, findSecrets } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

describe("POST /api/checkout (test provider)", () => {
  it("creates a pending order with the settings' currency and a checkout URL; paying with 4242 enrolls at the price paid and emails a receipt", async () => {
    const c = await course(4999);
    const { user, headers } = await buyer();
    const res = await checkout(headers, c.id);
    expect(res.status).toBe(201);
    expect(res.order).toMatchObject({ status: "pending", subtotalCents: 4999, discountCents: 0, totalCents: 4999, currency: "USD" });
    expect(res.checkoutUrl).toBe(`/checkout/${res.order!.id}`);
    expect(findSecrets(res.text)).toEqual([]);
    expect(await prisma.enrollment.count({ where: { userId: user.id } })).toBe(0);

    const paid = await pay(headers, res.order!.id);
    expect(paid.status).toBe(200);
    expect(paid.body.data.order).toMatchObject({ status: "paid" });
    const enrollment = await prisma.enrollment.findUniqueOrThrow({ where: { userId_courseId: { userId: user.id, courseId: c.id } } });
    expect(enrollment.pricePaidCents).toBe(4999);
    expect(enrollment.unenrolledAt).toBeNull();
    const order = await prisma.order.findUniqueOrThrow({ where: { id: res.order!.id } });
    expect(order.paymentRef).toMatch(/^pi_test_/);
    // The same path as Stripe's webhook: a processed event row exists for the payment.
    expect(await prisma.paymentEvent.count({ where: { orderId: order.id, type: "checkout.session.completed" } })).toBe(1);
    const mails = outbox(user.email);
    expect(mails.length).toBe(1);
    expect(mails[0]).toContain("Your receipt for");

    const again = await checkout(headers, c.id);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("ALREADY_ENROLLED");
    // Paying an order twice is refused, and changes nothing.
    expect((await pay(headers, res.order!.id)).status).toBe(409);
    expect(await prisma.enrollment.count({ where: { userId: user.id } })).toBe(1);
  });

  it("a declined card fails the order and enrolls no one; an unknown card number is a 422; cancel expires the order", async () => {
    const c = await course(2500);
    const { user, headers } = await buyer();
    const first = await checkout(headers, c.id);
    const unknown = await pay(headers, first.order!.id, "1234123412341234");
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.cardNumber?.[0]).toContain("4242 4242 4242 4242");
    const declined = await pay(headers, first.order!.id, "4000000000000002");
    expect(declined.status).toBe(200);
    expect(declined.body.data).toMatchObject({ order: { status: "failed" }, declineMessage: "Your card was declined." });
    const second = await checkout(headers, c.id);
    const cancelled = await call<Json>(r(cancelRoute), { method: "POST", headers, params: { id: second.order!.id } });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.data.order).toMatchObject({ status: "expired" });
    expect(await prisma.enrollment.count({ where: { userId: user.id } })).toBe(0);
    expect(outbox(user.email)).toEqual([]);
  });

  it("a free course enrolls at once with checkoutUrl null; unknown, draft and signed-out checkouts are refused", async () => {
    const free = await course(0);
    const { user, headers } = await buyer();
    const res = await checkout(headers, free.id);
    expect(res.status).toBe(201);
    expect(res.checkoutUrl).toBeNull();
    expect(res.order).toMatchObject({ status: "paid", totalCents: 0 });
    expect(await prisma.enrollment.count({ where: { userId: user.id, courseId: free.id, unenrolledAt: null } })).toBe(1);
    const draft = await (await import("@/features/courses/api/courses/_test-fixtures")).makeCourse({ status: "draft" });
    expect((await checkout(headers, draft.id)).status).toBe(404);
    expect((await checkout(headers, "nosuchcourse")).status).toBe(404);
    expect((await checkout({}, free.id)).status).toBe(401);
    const bad = await checkout(headers, free.id, "NOPE");
    expect([409, 422]).toContain(bad.status);
  });

  it("another learner cannot pay or cancel someone else's order", async () => {
    const c = await course();
    const owner = await buyer();
    const other = await buyer();
    const res = await checkout(owner.headers, c.id);
    expect((await pay(other.headers, res.order!.id)).status).toBe(404);
    expect((await call(r(cancelRoute), { method: "POST", headers: other.headers, params: { id: res.order!.id } })).status).toBe(404);
    expect(await prisma.order.findUniqueOrThrow({ where: { id: res.order!.id }, select: { status: true } })).toEqual({ status: "pending" });
  });

  it("two checkouts for one course, both paid at the same time, make one enrollment", async () => {
    const c = await course(1500);
    const { user, headers } = await buyer();
    const a = await checkout(headers, c.id);
    const b = await checkout(headers, c.id);
    expect(a.order!.id).not.toBe(b.order!.id);
    const results = await Promise.all([pay(headers, a.order!.id), pay(headers, b.order!.id)]);
    expect(results.map((x) => x.status)).toEqual([200, 200]);
    expect(await prisma.enrollment.count({ where: { userId: user.id, courseId: c.id } })).toBe(1);
    // And ten simultaneous free checkouts by one learner: one enrollment.
    const free = await course(0);
    await Promise.all(Array.from({ length: 10 }, () => checkout(headers, free.id)));
    expect(await prisma.enrollment.count({ where: { userId: user.id, courseId: free.id } })).toBe(1);
  });
});

describe("two checkouts for one course, both paid", () => {
  it("enrolls once, refunds the second payment at once, and keeps the learner's access", async () => {
    const c = await course(3000);
    const { user, headers } = await buyer();
    const first = await checkout(headers, c.id);
    const second = await checkout(headers, c.id);
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect((await pay(headers, first.order!.id)).status).toBe(200);
    expect((await pay(headers, second.order!.id)).status).toBe(200);

    expect(await prisma.enrollment.count({ where: { userId: user.id, courseId: c.id, unenrolledAt: null } })).toBe(1);
    const kept = await prisma.order.findUniqueOrThrow({ where: { id: first.order!.id } });
    const duplicate = await prisma.order.findUniqueOrThrow({ where: { id: second.order!.id }, include: { events: { orderBy: { createdAt: "asc" } } } });
    expect(kept).toMatchObject({ status: "paid", refundedCents: 0 });
    expect(duplicate).toMatchObject({ status: "refunded", refundedCents: 3000 });
    expect(duplicate.events.map((e) => e.type)).toEqual(expect.arrayContaining(["paid", "duplicate", "refunded"]));

    // Refunding the order that did give access still takes it away.
    const { refundOrder } = await import("../server/events");
    await refundOrder(first.order!.id);
    expect(await prisma.enrollment.count({ where: { userId: user.id, courseId: c.id, unenrolledAt: null } })).toBe(0);
  });
});
