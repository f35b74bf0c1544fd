// Revenue is orders, worked by hand: bought through checkout (a coupon, a decline, an abandoned
// checkout), refunded in full and in part, and read back through the course, course analytics and
// Analytics routes.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as courseRoute } from "@/app/api/courses/[id]/route";
import { GET as courseAnalytics } from "@/app/api/courses/[id]/analytics/route";
import { GET as analytics } from "@/app/api/admin/analytics/route";
import { POST as createCoupon } from "@/app/api/admin/coupons/route";
import { POST as refundRoute } from "@/app/api/admin/orders/[id]/refund/route";
import { buyer, checkout, course, pay, r, type Json } from "../api/checkout/_test-helpers";
import { call, createUser, sessionHeaders } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

let admin: Record<string, string>;
beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin" }));
});

async function bought(courseId: string, couponCode?: string, card = "4242424242424242") {
  const { headers } = await buyer();
  const res = await checkout(headers, courseId, couponCode);
  expect(res.status).toBe(201);
  await pay(headers, res.order!.id, card);
  return res.order!.id;
}

describe("revenue figures are the sum of paid orders minus refunds", () => {
  it("matches a hand-worked example in the course, its analytics and the Analytics report", async () => {
    const c = await course(10_000);
    expect((await call(r(createCoupon), { method: "POST", headers: admin, body: { code: "QUARTER", percentOff: 25 } })).status).toBe(201);
    await bought(c.id); // + 100.00
    await bought(c.id, "quarter"); // + 75.00
    const refunded = await bought(c.id); // + 100.00, then − 100.00
    const partial = await bought(c.id); // + 100.00, then − 30.00
    await bought(c.id, undefined, "4000000000000002"); // declined: nothing
    await checkout((await buyer()).headers, c.id); // abandoned: nothing
    expect((await call(r(refundRoute), { method: "POST", headers: admin, params: { id: refunded } })).status).toBe(200);
    expect((await call(r(refundRoute), { method: "POST", headers: admin, params: { id: partial }, body: { amountCents: 3000 } })).status).toBe(200);
    // 100 + 75 + (100 − 100) + (100 − 30) = 245.00
    const one = await call<Json>(r(courseRoute), { headers: admin, params: { id: c.id } });
    expect((one.body.data.course as { revenue: number }).revenue).toBe(245);
    const series = await call<Json>(r(courseAnalytics), { headers: admin, params: { id: c.id }, query: { range: "7d" } });
    expect((series.body.data as { totals: { revenue: number } }).totals.revenue).toBe(245);
    const report = await call<Json>(r(analytics), { headers: admin, query: { range: "7d" } });
    const data = report.body.data as { overview: { revenue: { value: number } }; revenueTrend: { points: { revenueCents: number }[] }; topCourses?: unknown };
    expect(data.overview.revenue.value).toBe(24_500);
    expect(data.revenueTrend.points.at(-1)!.revenueCents).toBe(24_500);
  });
});
