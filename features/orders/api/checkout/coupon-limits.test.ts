// A coupon's limits hold at payment, not only at checkout: an open checkout that carries a coupon
// holds one of its uses until it is paid, expires or is cancelled, so no number of open checkouts
// can pay at a discount past the limit. On the test provider; Stripe's expiry and a payment that
// arrives after it are in features/orders/api/webhooks/stripe.test.ts.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as getCoupon } from "@/app/api/admin/coupons/[id]/route";
import { POST as cancelRoute } from "@/app/api/checkout/[id]/cancel/route";
import { GET as orderRoute } from "@/app/api/orders/[id]/route";
import { buyer, checkout, course, makeCoupon as couponBy, pay, r, type Json } from "./_test-helpers";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

const USED_UP = "This coupon has been used up";
const USED_BY_YOU = "You have already used this coupon";
const DAY = 86_400_000;

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin" }));
});

const makeCoupon = (body: Record<string, unknown>) => couponBy(admin, body);

/** A 25 %-off coupon limited to one use, held by learner a's open checkout; learner b waits. */
async function oneUseHeldByA() {
  const c = await course(4000);
  const coupon = await makeCoupon({ percentOff: 25, maxRedemptions: 1 });
  const a = await buyer();
  const b = await buyer();
  const held = await checkout(a.headers, c.id, coupon.code);
  expect(held.status).toBe(201);
  return { c, coupon, a, b, held };
}

const couponRow = (id: string) => prisma.coupon.findUniqueOrThrow({ where: { id } });
const cancel = (headers: Record<string, string>, id: string) => call<Json>(r(cancelRoute), { method: "POST", headers, params: { id } });

describe("a coupon limited to one use, 25 learners at once", () => {
  it("opens one discounted checkout and refuses 24 with 422; of 25 payments exactly one carries the discount", async () => {
    const c = await course(10_000);
    const coupon = await makeCoupon({ percentOff: 50, maxRedemptions: 1 });
    const learners = await Promise.all(Array.from({ length: 25 }, () => buyer()));

    const opened = await Promise.all(learners.map((l) => checkout(l.headers, c.id, coupon.code)));
    const accepted = opened.filter((x) => x.status === 201);
    const refused = opened.filter((x) => x.status !== 201);
    expect(accepted.length).toBe(1);
    expect(accepted[0].order).toMatchObject({ discountCents: 5000, totalCents: 5000 });
    expect(refused.length).toBe(24);
    for (const x of refused) {
      expect(x.status).toBe(422);
      expect(x.body.errors?.couponCode).toEqual([USED_UP]);
    }

    // The refused learners buy at full price, and everybody pays at the same moment.
    const orders = await Promise.all(
      learners.map(async (l, i) => {
        if (opened[i].status === 201) return { headers: l.headers, id: opened[i].order!.id };
        const full = await checkout(l.headers, c.id);
        expect(full.status).toBe(201);
        return { headers: l.headers, id: full.order!.id };
      }),
    );
    const paid = await Promise.all(orders.map((o) => pay(o.headers, o.id)));
    expect(paid.map((p) => p.status)).toEqual(Array(25).fill(200));

    const rows = await prisma.order.findMany({ where: { courseId: c.id, status: "paid" }, select: { discountCents: true, totalCents: true } });
    expect(rows.length).toBe(25);
    expect(rows.filter((o) => o.discountCents > 0)).toEqual([{ discountCents: 5000, totalCents: 5000 }]);
    expect(rows.filter((o) => o.discountCents === 0 && o.totalCents === 10_000).length).toBe(24);
    expect(await prisma.enrollment.count({ where: { courseId: c.id, unenrolledAt: null } })).toBe(25);
    expect(await couponRow(coupon.id)).toMatchObject({ redemptionCount: 1 });
    const admin25 = await call<Json>(r(getCoupon), { headers: admin, params: { id: coupon.id } });
    expect(admin25.body.data.coupon).toMatchObject({ redemptionCount: 1, reservedCount: 0 });
  }, 120_000);

  it("opened one after another before anyone pays: the second to the 25th are refused", async () => {
    const c = await course(10_000);
    const coupon = await makeCoupon({ percentOff: 50, maxRedemptions: 1 });
    const first = await buyer();
    const held = await checkout(first.headers, c.id, coupon.code);
    expect(held.status).toBe(201);
    const admin1 = await call<Json>(r(getCoupon), { headers: admin, params: { id: coupon.id } });
    expect(admin1.body.data.coupon).toMatchObject({ redemptionCount: 0, reservedCount: 1 });
    for (let i = 0; i < 24; i += 1) {
      const late = await checkout((await buyer()).headers, c.id, coupon.code);
      expect(late.status).toBe(422);
      expect(late.body.errors?.couponCode).toEqual([USED_UP]);
    }
    expect((await pay(first.headers, held.order!.id)).body.data.order).toMatchObject({ status: "paid" });
    expect(await prisma.order.count({ where: { couponId: coupon.id } })).toBe(1);
  }, 60_000);
});

describe("the use an open checkout holds", () => {
  it("is released by cancelling or a declined card, and the next checkout may take it", async () => {
    const { c, coupon, a, b, held } = await oneUseHeldByA();
    expect((await checkout(b.headers, c.id, coupon.code)).status).toBe(422);
    expect((await cancel(a.headers, held.order!.id)).body.data.order).toMatchObject({ status: "expired" });

    const next = await checkout(b.headers, c.id, coupon.code);
    expect(next.status).toBe(201);
    expect((await pay(b.headers, next.order!.id, "4000000000000002")).body.data.order).toMatchObject({ status: "failed" });

    const again = await checkout(a.headers, c.id, coupon.code);
    expect(again.status).toBe(201);
    expect((await pay(a.headers, again.order!.id)).body.data.order).toMatchObject({ status: "paid" });
    expect(await couponRow(coupon.id)).toMatchObject({ redemptionCount: 1 });
    expect((await checkout(b.headers, c.id, coupon.code)).body.errors?.couponCode).toEqual([USED_UP]);
  });

  it("is released when the test provider's checkout outlives Stripe's 24 hours; paying it afterwards is refused", async () => {
    const { c, coupon, a, b, held } = await oneUseHeldByA();
    // Nearly a day later the use is still held.
    await prisma.order.update({ where: { id: held.order!.id }, data: { createdAt: new Date(Date.now() - DAY + 60_000) } });
    expect((await checkout(b.headers, c.id, coupon.code)).status).toBe(422);
    // Past a day the checkout has expired, whoever looks first.
    await prisma.order.update({ where: { id: held.order!.id }, data: { createdAt: new Date(Date.now() - DAY - 60_000) } });
    const taken = await checkout(b.headers, c.id, coupon.code);
    expect(taken.status).toBe(201);
    const late = await pay(a.headers, held.order!.id);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe("This order is already expired");
    const seen = await call<Json>(r(orderRoute), { headers: a.headers, params: { id: held.order!.id } });
    expect(seen.body.data.order).toMatchObject({ status: "expired" });
    expect(await prisma.enrollment.count({ where: { userId: a.user.id } })).toBe(0);
  });

  it("an expired test checkout is closed by the first read of it, without a coupon too", async () => {
    const c = await course(4000);
    const a = await buyer();
    const open = await checkout(a.headers, c.id);
    await prisma.order.update({ where: { id: open.order!.id }, data: { createdAt: new Date(Date.now() - DAY - 1000) } });
    const seen = await call<Json>(r(orderRoute), { headers: a.headers, params: { id: open.order!.id } });
    expect(seen.body.data.order).toMatchObject({ status: "expired" });
    const timeline = (seen.body.data.order as { timeline: { type: string }[] }).timeline.map((e) => e.type);
    expect(timeline).toEqual(["created", "checkout_started", "expired"]);
  });
});

describe("a once-per-learner coupon", () => {
  it("cannot be held by two open checkouts of one learner, opened one after the other or at once", async () => {
    const c1 = await course(3000);
    const c2 = await course(3000);
    const coupon = await makeCoupon({ percentOff: 50, oncePerLearner: true });
    const { user, headers } = await buyer();
    const first = await checkout(headers, c1.id, coupon.code);
    expect(first.status).toBe(201);
    const second = await checkout(headers, c2.id, coupon.code);
    expect(second.status).toBe(422);
    expect(second.body.errors?.couponCode).toEqual([USED_BY_YOU]);
    expect((await pay(headers, first.order!.id)).status).toBe(200);
    expect((await checkout(headers, c2.id, coupon.code)).body.errors?.couponCode).toEqual([USED_BY_YOU]);
    expect(await prisma.order.count({ where: { userId: user.id, status: "paid", discountCents: { gt: 0 } } })).toBe(1);

    // At once: ten checkouts for ten courses by another learner, one holds the coupon.
    const courses = await Promise.all(Array.from({ length: 10 }, () => course(3000)));
    const other = await buyer();
    const results = await Promise.all(courses.map((x) => checkout(other.headers, x.id, coupon.code)));
    expect(results.filter((x) => x.status === 201).length).toBe(1);
    expect(results.filter((x) => x.status === 422).every((x) => x.body.errors?.couponCode?.[0] === USED_BY_YOU)).toBe(true);
    // Other learners still may: the limit is per learner.
    expect((await checkout((await buyer()).headers, c1.id, coupon.code)).status).toBe(201);
  }, 60_000);

  it("is free again once the learner's open checkout is cancelled", async () => {
    const c1 = await course(3000);
    const c2 = await course(3000);
    const coupon = await makeCoupon({ amountOffCents: 500, oncePerLearner: true });
    const { headers } = await buyer();
    const first = await checkout(headers, c1.id, coupon.code);
    expect((await cancel(headers, first.order!.id)).status).toBe(200);
    const second = await checkout(headers, c2.id, coupon.code);
    expect(second.status).toBe(201);
    expect((await pay(headers, second.order!.id)).body.data.order).toMatchObject({ status: "paid", totalCents: 2500 });
  });
});
