// The orders CSV: admins and staff (orders.read) only; the page's filters apply; every matching row
// is there, across the export's internal batches; cells are formula-escaped; nothing secret.
import Papa from "papaparse";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { GET as exportRoute } from "@/app/api/admin/orders/export/route";
import { buyer, checkout, course, pay, r } from "../../checkout/_test-helpers";
import { prisma } from "@/lib/db";
import { call, createUser, findSecrets, sessionHeaders } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

let admin: Record<string, string>;
let staff: Record<string, string>;
beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin" }));
  staff = await sessionHeaders(await createUser({ role: "staff" }));
});

const rowsOf = (text: string) => Papa.parse<string[]>(text.replace(/^\uFEFF/, ""), { skipEmptyLines: true }).data;

describe("GET /api/admin/orders/export", () => {
  it("is for orders.read only: learners and signed-out callers are refused", async () => {
    const { headers } = await buyer();
    expect((await call(r(exportRoute), { headers })).status).toBe(403);
    expect((await call(r(exportRoute))).status).toBe(401);
    const res = await call(r(exportRoute), { headers: staff, query: { status: "paid", from: "2999-01-01" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toMatch(/attachment; filename="masterly-orders-\d{4}-\d{2}-\d{2}\.csv"/);
    expect(rowsOf(res.text)).toEqual([expect.arrayContaining(["Order", "Status", "Learner email", "Total", "Net"])]);
    expect((await call(r(exportRoute), { headers: admin, query: { status: "lost" } })).status).toBe(422);
  });

  it("applies the status, course and search filters, escapes formulas, and carries the provider's ids", async () => {
    const c = await course(3000);
    const a = await buyer();
    const b = await buyer();
    await prisma.user.update({ where: { id: b.user.id }, data: { name: "=HYPERLINK(\"http://evil\")" } });
    const paid = await checkout(a.headers, c.id);
    await pay(a.headers, paid.order!.id);
    const pending = await checkout(b.headers, c.id);

    const all = await call(r(exportRoute), { headers: admin, query: { courseId: c.id } });
    expect(all.status).toBe(200);
    expect(findSecrets(all.text)).toEqual([]);
    const [header, ...rows] = rowsOf(all.text);
    expect(rows.map((row) => row[header.indexOf("Order")]).sort()).toEqual([paid.order!.id, pending.order!.id].sort());
    const paidRow = rows.find((row) => row[0] === paid.order!.id)!;
    expect(paidRow[header.indexOf("Total")]).toBe("30.00");
    expect(paidRow[header.indexOf("Net")]).toBe("30.00");
    expect(paidRow[header.indexOf("Payment id")]).toMatch(/^pi_test_/);
    const pendingRow = rows.find((row) => row[0] === pending.order!.id)!;
    expect(pendingRow[header.indexOf("Learner")]).toBe("'=HYPERLINK(\"http://evil\")");
    expect(pendingRow[header.indexOf("Net")]).toBe("0.00");

    const paidOnly = rowsOf((await call(r(exportRoute), { headers: admin, query: { courseId: c.id, status: "paid" } })).text);
    expect(paidOnly.slice(1).map((row) => row[0])).toEqual([paid.order!.id]);
    const bySearch = rowsOf((await call(r(exportRoute), { headers: staff, query: { search: a.user.email.toUpperCase() } })).text);
    expect(bySearch.slice(1).map((row) => row[0])).toEqual([paid.order!.id]);
  });

  it("streams every matching order across its batches of 500", async () => {
    const c = await course(100);
    const { user } = await buyer();
    await prisma.order.createMany({
      data: Array.from({ length: 1203 }, (_, i) => ({ userId: user.id, courseId: c.id, currency: "USD", subtotalCents: 100, discountCents: 0, totalCents: 100, provider: "test", status: "expired", createdAt: new Date(Date.UTC(2020, 0, 1, 0, 0, i)) })),
    });
    const res = await call(r(exportRoute), { headers: admin, query: { courseId: c.id } });
    const ids = rowsOf(res.text).slice(1).map((row) => row[0]);
    expect(ids).toHaveLength(1203);
    expect(new Set(ids).size).toBe(1203);
  });
});
