// Every date a request carries goes through one type (lib/validation/dates.ts): a day that does not
// exist is a 422 naming its field on each route that takes one, never a 500 from an Invalid Date
// further on (a learner's own orders, the orders CSV that used to drop the connection midway, the
// audit log and its export, coupons), and real days still filter as before.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as ordersRoute } from "@/app/api/orders/route";
import { GET as ordersExport } from "@/app/api/admin/orders/export/route";
import { GET as auditRoute } from "@/app/api/admin/audit/route";
import { GET as auditExport } from "@/app/api/admin/audit/export/route";
import { POST as createCoupon } from "@/app/api/admin/coupons/route";
import { PUT as updateCoupon } from "@/app/api/admin/coupons/[id]/route";
import { isCalendarDay, isDateTime } from "@/lib/validation/dates";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

type Json = { message?: string; code?: string; errors?: Record<string, string[]>; data?: Record<string, unknown> };
const r = (fn: unknown) => fn as RouteFn;
const IMPOSSIBLE_DAYS = ["0000-00-00", "2026-13-01", "2026-02-30", "2026-04-31", "2025-02-29", "0000-01-01", "2026-00-10", "99999-01-01", "2026-1-1"];

let admin: Record<string, string>;
let learner: Record<string, string>;
beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin" }));
  learner = await sessionHeaders(await createUser({ role: "user" }));
});

function expectFieldError(res: { status: number; body: Json }, field: string, where: string) {
  expect(res.status, where).toBe(422);
  expect(res.body.code, where).toBe("VALIDATION_FAILED");
  expect(Object.keys(res.body.errors ?? {}), where).toEqual([field]);
  expect(res.body.errors?.[field]?.[0], where).toMatch(/real date/);
}

describe("the shared date type", () => {
  it("knows which days exist", () => {
    for (const day of ["2026-01-31", "2024-02-29", "2000-02-29", "1000-01-01", "9999-12-31"]) expect(isCalendarDay(day), day).toBe(true);
    for (const day of [...IMPOSSIBLE_DAYS, "1900-02-29", "0999-12-31", "2026-01-31T00:00:00Z", " 2026-01-31", ""]) expect(isCalendarDay(day), day).toBe(false);
    expect(isDateTime("2026-01-31T09:30:00Z")).toBe(true);
    expect(isDateTime("2026-01-31T09:30:00.123+01:00", { offset: true })).toBe(true);
    expect(isDateTime("2026-01-31T09:30", { offset: true })).toBe(false);
    for (const value of ["2026-02-30T00:00:00Z", "2026-01-31T24:00:00Z", "2026-01-31T10:60:00Z", "2026-01-31T10:00:00+25:00", "0000-00-00T00:00:00Z"]) expect(isDateTime(value), value).toBe(false);
  });
});

describe("impossible dates answer 422 naming the field", () => {
  it("GET /api/orders, for any learner", async () => {
    for (const day of IMPOSSIBLE_DAYS) {
      for (const field of ["from", "to"]) expectFieldError(await call<Json>(r(ordersRoute), { headers: learner, query: { [field]: day } }), field, `${field}=${day}`);
    }
    expect((await call<Json>(r(ordersRoute), { headers: learner, query: { from: "2024-02-29", to: "2026-01-31" } })).status).toBe(200);
  });

  it("GET /api/admin/orders/export answers 422 before any CSV starts", async () => {
    for (const day of ["0000-00-00", "2026-02-30"]) {
      const res = await call<Json>(r(ordersExport), { headers: admin, query: { to: day } });
      expectFieldError(res, "to", day);
      expect(res.headers.get("content-type")).toContain("application/json");
    }
    expect((await call(r(ordersExport), { headers: admin, query: { from: "2026-01-01" } })).status).toBe(200);
  });

  it("GET /api/admin/audit and its export, for days and date-times", async () => {
    for (const route of [auditRoute, auditExport]) {
      for (const value of ["2026-13-01", "2026-02-30", "0000-00-00", "2026-02-30T10:00:00.000Z", "2026-01-01T25:00:00Z"]) {
        expectFieldError(await call<Json>(r(route), { headers: admin, query: { from: value } }), "from", value);
      }
      expect((await call(r(route), { headers: admin, query: { from: "2026-01-01", to: "2026-01-31T23:59:59.999Z" } })).status).toBe(200);
    }
  });

  it("coupon start and expiry, on create and update", async () => {
    for (const value of ["0000-01-01", "2026-02-30", "2026-02-30T10:00:00Z", "2026-01-31T10:00:00"]) {
      expectFieldError(await call<Json>(r(createCoupon), { method: "POST", headers: admin, body: { code: `DAY${Math.random().toString(36).slice(2, 8)}`, percentOff: 10, startsAt: value } }), "startsAt", value);
    }
    const created = await call<Json>(r(createCoupon), { method: "POST", headers: admin, body: { code: "REALDAYS", percentOff: 10, startsAt: "2024-02-29", expiresAt: "2030-01-31T10:00:00Z" } });
    expect(created.status).toBe(201);
    const id = (created.body.data?.coupon as { id: string }).id;
    expectFieldError(await call<Json>(r(updateCoupon), { method: "PUT", headers: admin, params: { id }, body: { code: "REALDAYS", percentOff: 10, expiresAt: "2030-02-31" } }), "expiresAt", "update");
  });
});
