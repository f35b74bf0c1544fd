// Coupons: administration and permissions, Stripe's arithmetic, every reason a code is refused,
// redemptions counted only for paid orders, and the limit held under twenty checkouts (more in
// features/orders/api/checkout/coupon-limits.test.ts).
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as list, POST as create } from "@/app/api/admin/coupons/route";
import { DELETE as remove, GET as getOne, PUT as update } from "@/app/api/admin/coupons/[id]/route";
import { POST as validate } from "@/app/api/coupons/validate/route";
import { buyer, checkout, course, pay, r, type Json } from "@/features/orders/api/checkout/_test-helpers";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

type Coupon = { id: string; code: string; redemptionCount: number; courseIds: string[] };
let admin: Record<string, string>;
let staff: Record<string, string>;
let n = 0;
beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin" }));
  staff = await sessionHeaders(await createUser({ role: "staff" }));
});

async function makeCoupon(body: Record<string, unknown>) {
  n += 1;
  const res = await call<Json>(r(create), { method: "POST", headers: admin, body: { code: `save${n}x`, ...body } });
  expect(res.status).toBe(201);
  return res.body.data.coupon as Coupon;
}

const preview = (headers: Record<string, string>, courseId: string, code: string) => call<Json>(r(validate), { method: "POST", headers, body: { courseId, code } });

describe("/api/admin/coupons", () => {
  it("admins manage coupons, staff read them, learners cannot; codes are case-insensitive and unique", async () => {
    const res = await call<Json>(r(create), { method: "POST", headers: admin, body: { code: "Spring-25", percentOff: 25, oncePerLearner: true } });
    expect(res.status).toBe(201);
    const coupon = res.body.data.coupon as Coupon & Record<string, unknown>;
    expect(coupon).toMatchObject({ code: "SPRING-25", percentOff: 25, amountOffCents: null, courseIds: [], redemptionCount: 0, reservedCount: 0, oncePerLearner: true });
    const dup = await call<Json>(r(create), { method: "POST", headers: admin, body: { code: "spring-25", amountOffCents: 500 } });
    expect(dup.status).toBe(409);
    expect(dup.body.errors?.code).toBeDefined();
    expect((await call<Json>(r(list), { headers: staff })).status).toBe(200);
    expect((await call(r(getOne), { headers: staff, params: { id: coupon.id } })).status).toBe(200);
    expect((await call(r(create), { method: "POST", headers: staff, body: { code: "STAFF", percentOff: 10 } })).status).toBe(403);
    const learner = await buyer();
    expect((await call(r(list), { headers: learner.headers })).status).toBe(403);
    const c = await course();
    const put = await call<Json>(r(update), { method: "PUT", headers: admin, params: { id: coupon.id }, body: { code: "spring-25", amountOffCents: 700, courseIds: [c.id], maxRedemptions: 3, oncePerLearner: false } });
    expect(put.status).toBe(200);
    expect(put.body.data.coupon).toMatchObject({ code: "SPRING-25", percentOff: null, amountOffCents: 700, courseIds: [c.id], maxRedemptions: 3 });
    expect((await call(r(remove), { method: "DELETE", headers: staff, params: { id: coupon.id } })).status).toBe(403);
    expect((await call(r(remove), { method: "DELETE", headers: admin, params: { id: coupon.id } })).status).toBe(200);
    expect((await call(r(getOne), { headers: admin, params: { id: coupon.id } })).status).toBe(404);
  });

  it("requires exactly one of percentOff (1–100) and amountOffCents, known courses and an expiry after the start", async () => {
    const bad = [
      [{ code: "A1" }, "percentOff"],
      [{ code: "A2", percentOff: 10, amountOffCents: 100 }, "amountOffCents"],
      [{ code: "A3", percentOff: 0 }, "percentOff"],
      [{ code: "A4", percentOff: 101 }, "percentOff"],
      [{ code: "A5", amountOffCents: -5 }, "amountOffCents"],
      [{ code: "bad code!", percentOff: 5 }, "code"],
      [{ code: "A6", percentOff: 5, courseIds: ["nosuchcourse"] }, "courseIds"],
      [{ code: "A7", percentOff: 5, startsAt: "2026-05-01", expiresAt: "2026-04-01" }, "expiresAt"],
    ] as const;
    for (const [body, field] of bad) {
      const res = await call<Json>(r(create), { method: "POST", headers: admin, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.[field], JSON.stringify(res.body)).toBeDefined();
    }
  });
});

describe("coupon arithmetic and refusals", () => {
  it("previews Stripe's arithmetic: percentages round to the cent, amounts never exceed the price", async () => {
    const c = await course(4999);
    const { headers } = await buyer();
    const pct = await makeCoupon({ percentOff: 25 });
    const amount = await makeCoupon({ amountOffCents: 1000 });
    const huge = await makeCoupon({ amountOffCents: 10_000 });
    const cases: [Coupon, number, number][] = [
      [pct, 1250, 3749], // 4999 × 25 % = 1249.75 → 1250
      [amount, 1000, 3999],
      [huge, 4999, 0],
    ];
    for (const [coupon, discount, total] of cases) {
      const res = await preview(headers, c.id, coupon.code.toLowerCase());
      expect(res.status).toBe(200);
      expect(res.body.data).toMatchObject({ subtotalCents: 4999, discountCents: discount, totalCents: total, currency: "USD" });
    }
    const bought = await checkout(headers, c.id, pct.code.toLowerCase());
    expect(bought.status).toBe(201);
    expect(bought.order).toMatchObject({ subtotalCents: 4999, discountCents: 1250, totalCents: 3749, couponCode: pct.code });
  });

  it("says why a code cannot be used, as errors.couponCode on a 422", async () => {
    const c = await course(2000);
    const other = await course(2000);
    const { headers } = await buyer();
    const day = 86_400_000;
    const expired = await makeCoupon({ percentOff: 10, expiresAt: new Date(Date.now() - day).toISOString() });
    const future = await makeCoupon({ percentOff: 10, startsAt: new Date(Date.now() + day).toISOString() });
    const elsewhere = await makeCoupon({ percentOff: 10, courseIds: [other.id] });
    const cases: [string, string][] = [
      ["NOSUCHCODE", "This coupon code is not valid"],
      [expired.code, "This coupon has expired"],
      [future.code, "This coupon is not active yet"],
      [elsewhere.code, "This coupon does not apply to this course"],
    ];
    for (const [code, message] of cases) {
      const res = await preview(headers, c.id, code);
      expect(res.status).toBe(422);
      expect(res.body.errors?.couponCode).toEqual([message]);
      const order = await checkout(headers, c.id, code);
      expect(order.status).toBe(422);
      expect(order.body.errors?.couponCode).toEqual([message]);
    }
    expect((await preview(headers, other.id, elsewhere.code)).status).toBe(200);
  });

  it("counts a redemption only when the order is paid; once per learner holds", async () => {
    const c1 = await course(3000);
    const c2 = await course(3000);
    const coupon = await makeCoupon({ percentOff: 50, oncePerLearner: true });
    const { headers } = await buyer();
    const declined = await checkout(headers, c1.id, coupon.code);
    await pay(headers, declined.order!.id, "4000000000000002");
    const pending = await checkout(headers, c1.id, coupon.code);
    expect(pending.status).toBe(201);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).redemptionCount).toBe(0);
    await pay(headers, pending.order!.id);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).redemptionCount).toBe(1);
    const again = await checkout(headers, c2.id, coupon.code);
    expect(again.status).toBe(422);
    expect(again.body.errors?.couponCode).toEqual(["You have already used this coupon"]);
  });

  it("twenty checkouts of a coupon limited to five: five hold a use, fifteen are refused, the five payments count five", async () => {
    const c = await course(5000);
    const coupon = await makeCoupon({ percentOff: 20, maxRedemptions: 5 });
    const learners = await Promise.all(Array.from({ length: 20 }, () => buyer()));
    const orders = [];
    for (const l of learners) {
      const res = await checkout(l.headers, c.id, coupon.code);
      if (orders.length < 5) {
        expect(res.status).toBe(201);
        orders.push({ headers: l.headers, id: res.order!.id });
      } else {
        expect(res.status).toBe(422);
        expect(res.body.errors?.couponCode).toEqual(["This coupon has been used up"]);
      }
    }
    const paid = await Promise.all(orders.map((o) => pay(o.headers, o.id)));
    expect(paid.every((p) => p.status === 200)).toBe(true);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).redemptionCount).toBe(5);
    expect(await prisma.couponRedemption.count({ where: { couponId: coupon.id } })).toBe(5);
    // Now used up: the preview and new checkouts say so.
    const late = await buyer();
    expect((await preview(late.headers, c.id, coupon.code)).body.errors?.couponCode).toEqual(["This coupon has been used up"]);
  }, 120_000);

  it("twenty simultaneous free checkouts with a 100 % coupon limited to five enroll five and refuse fifteen", async () => {
    const c = await course(5000);
    const coupon = await makeCoupon({ percentOff: 100, maxRedemptions: 5 });
    const learners = await Promise.all(Array.from({ length: 20 }, () => buyer()));
    const results = await Promise.all(learners.map((l) => checkout(l.headers, c.id, coupon.code)));
    const ok = results.filter((x) => x.status === 201);
    expect(ok.length).toBe(5);
    expect(ok.every((x) => x.checkoutUrl === null && x.order!.totalCents === 0)).toBe(true);
    expect(results.filter((x) => x.status === 422).every((x) => x.body.errors?.couponCode?.[0] === "This coupon has been used up")).toBe(true);
    expect(results.filter((x) => x.status === 422).length).toBe(15);
    expect(await prisma.enrollment.count({ where: { courseId: c.id } })).toBe(5);
    expect((await prisma.coupon.findUniqueOrThrow({ where: { id: coupon.id } })).redemptionCount).toBe(5);
  }, 120_000);
});
