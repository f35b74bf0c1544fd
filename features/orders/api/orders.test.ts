// Orders: a learner reads only their own, admins and staff read all with filters and totals; the
// timeline shows created, paid and refunded with the provider's ids; a test-provider refund revokes
// access; only admins refund.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as list } from "@/app/api/orders/route";
import { GET as getOne } from "@/app/api/orders/[id]/route";
import { POST as refundRoute } from "@/app/api/admin/orders/[id]/refund/route";
import { buyer, checkout, course, outbox, pay, r, type Json } from "./checkout/_test-helpers";
import { prisma } from "@/lib/db";
import { VIEW_SELECT, toOrderView } from "../server/read";
import { call, createUser, findSecrets, sessionHeaders } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

type OrderRow = { id: string; courseId: string; status: string; totalCents: number; couponCode: string | null; provider: string; providerRef: string | null };
let admin: Record<string, string>;
let staff: Record<string, string>;
beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin" }));
  staff = await sessionHeaders(await createUser({ role: "staff" }));
});

describe("GET /api/orders and /api/orders/[id]", () => {
  it("learners see their own orders; admins and staff see all, filtered by status, search and date, with totals", async () => {
    const c = await course(4000);
    const a = await buyer();
    const b = await buyer();
    const paidA = await checkout(a.headers, c.id);
    await pay(a.headers, paidA.order!.id);
    const pendingB = await checkout(b.headers, c.id);

    const mine = await call<Json>(r(list), { headers: a.headers });
    expect(mine.status).toBe(200);
    const rows = mine.body.data.orders as OrderRow[];
    expect(rows.map((o) => o.id)).toEqual([paidA.order!.id]);
    expect(rows[0]).toMatchObject({ courseId: c.id, status: "paid", totalCents: 4000, couponCode: null, provider: "test" });
    expect(rows[0].providerRef).toMatch(/^cs_test_/);
    expect(findSecrets(mine.text)).toEqual([]);

    for (const headers of [admin, staff]) {
      const all = await call<Json & { totals: Record<string, number> }>(r(list), { headers, query: { courseId: c.id } });
      expect((all.body.data.orders as OrderRow[]).map((o) => o.id).sort()).toEqual([paidA.order!.id, pendingB.order!.id].sort());
      expect(all.body.totals).toEqual({ paidOrders: 1, grossCents: 4000, refundedCents: 0, netCents: 4000 });
    }
    // The page is plain SQL for these filters (docs/decisions/010-hot-pages-in-one-statement.md): the very JSON the Prisma query gave.
    const page = await call<Json>(r(list), { headers: admin, query: { courseId: c.id } });
    const expected = await prisma.order.findMany({ where: { courseId: c.id }, select: VIEW_SELECT, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 10 });
    expect(JSON.stringify(page.body.data.orders)).toBe(JSON.stringify(expected.map(toOrderView)));
    expect((page.body.data.orders as OrderRow[])[1]).toMatchObject({ userName: a.user.name, courseTitle: c.title });
    const pendingOnly = await call<Json>(r(list), { headers: admin, query: { courseId: c.id, status: "pending" } });
    expect((pendingOnly.body.data.orders as OrderRow[]).map((o) => o.id)).toEqual([pendingB.order!.id]);
    const byEmail = await call<Json>(r(list), { headers: admin, query: { search: b.user.email } });
    expect((byEmail.body.data.orders as OrderRow[]).map((o) => o.id)).toEqual([pendingB.order!.id]);
    const future = await call<Json>(r(list), { headers: admin, query: { courseId: c.id, from: "2999-01-01" } });
    expect(future.body.data.orders).toEqual([]);
    expect((await call<Json>(r(list), { headers: admin, query: { status: "lost" } })).status).toBe(422);

    expect((await call(r(getOne), { headers: b.headers, params: { id: paidA.order!.id } })).status).toBe(404);
    expect((await call(r(getOne), { params: { id: paidA.order!.id } })).status).toBe(401);
  });

  it("an admin refunds a test-provider order: access revoked with reason 'refunded', the learner emailed, the timeline complete", async () => {
    const c = await course(2500);
    const { user, headers } = await buyer();
    const res = await checkout(headers, c.id);
    await pay(headers, res.order!.id);
    expect((await call(r(refundRoute), { method: "POST", headers: staff, params: { id: res.order!.id } })).status).toBe(403);
    expect((await call(r(refundRoute), { method: "POST", headers, params: { id: res.order!.id } })).status).toBe(403);
    const tooMuch = await call<Json>(r(refundRoute), { method: "POST", headers: admin, params: { id: res.order!.id }, body: { amountCents: 9999 } });
    expect(tooMuch.status).toBe(422);
    const refund = await call<Json>(r(refundRoute), { method: "POST", headers: admin, params: { id: res.order!.id } });
    expect(refund.status).toBe(200);
    const enrollment = await prisma.enrollment.findUniqueOrThrow({ where: { userId_courseId: { userId: user.id, courseId: c.id } } });
    expect(enrollment.unenrollReason).toBe("refunded");
    expect(enrollment.unenrolledAt).not.toBeNull();
    expect(outbox(user.email).filter((m) => m.includes("Your refund for")).length).toBe(1);

    const detail = await call<Json>(r(getOne), { headers, params: { id: res.order!.id } });
    expect(detail.status).toBe(200);
    const order = detail.body.data.order as { status: string; refundedCents: number; timeline: { type: string; providerRef: string | null }[] };
    expect(order).toMatchObject({ status: "refunded", refundedCents: 2500 });
    expect(order.timeline.map((e) => e.type)).toEqual(["created", "checkout_started", "paid", "refunded"]);
    expect(order.timeline[3].providerRef).toMatch(/^re_test_/);
    // A refunded learner may buy the course again.
    expect((await checkout(headers, c.id)).status).toBe(201);
  });
});
