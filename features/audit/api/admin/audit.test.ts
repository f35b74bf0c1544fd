import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/audit/route";
import { GET as EXPORT } from "@/app/api/admin/audit/export/route";
import { prisma } from "@/lib/db";
import { toAuditEntry } from "../../server/audit";
import type { AuditListResponse } from "../../schema";
import { call, createUser, findSecrets, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

let admin: TestUser;
let grace: TestUser;
let headers: Record<string, string>;

const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin", email: "ada@example.test" });
  grace = await createUser({ role: "staff", name: "Grace Okoye", email: "grace@example.test" });
  headers = await sessionHeaders(admin);
  await prisma.activityLog.createMany({
    data: [
      { type: "question_added", message: "Grace Okoye added “Closures”", actorId: grace.id, actorName: grace.name, targetType: "question", targetId: "q1", createdAt: at("2026-03-01T10:00:00Z") },
      { type: "course_created", message: "Grace Okoye created “React 101”", actorId: grace.id, actorName: grace.name, targetType: "course", targetId: "c1", createdAt: at("2026-03-02T23:59:00Z") },
      {
        type: "settings_updated",
        message: "Ada Admin updated security settings: minPasswordLength 8 → 12",
        actorId: admin.id,
        actorName: admin.name,
        targetType: "settings",
        targetId: "security",
        before: JSON.stringify({ minPasswordLength: 8 }),
        after: JSON.stringify({ minPasswordLength: 12 }),
        createdAt: at("2026-03-03T08:00:00Z"),
      },
      { type: "account_locked", message: "=HYPERLINK(\"http://evil\") was locked", targetType: "user", targetId: "u9", createdAt: at("2026-03-04T12:00:00Z") },
      { type: "two_factor_enabled", message: "Ada Admin turned on two-factor sign-in", actorId: admin.id, actorName: admin.name, createdAt: at("2026-03-05T12:00:00Z") },
    ],
  });
});

const list = (query: Record<string, string | number> = {}, h = headers) => call<AuditListResponse>(GET as RouteFn, { query, headers: h });

describe("GET /api/admin/audit", () => {
  it("answers unfiltered pages (plain SQL) exactly as the Prisma query did, in each order, from either end", async () => {
    const select = { id: true, type: true, message: true, actorId: true, actorName: true, targetType: true, targetId: true, before: true, after: true, createdAt: true, actor: { select: { email: true, name: true } } } as const;
    for (const [sort, order] of [["createdAt", undefined], ["type", "asc"], ["createdAt", "asc"]] as const) {
      const expected = (
        await prisma.activityLog.findMany({ select, orderBy: sort === "type" ? [{ type: order ?? "asc" }, { id: order ?? "asc" }] : [{ createdAt: order ?? "desc" }, { id: order ?? "desc" }] })
      ).map(toAuditEntry);
      for (const page of [1, 2, 3]) {
        const res = await list({ page, limit: 2, sort, ...(order ? { order } : {}) });
        expect(res.status).toBe(200);
        expect(JSON.stringify(res.body.data.entries)).toBe(JSON.stringify(expected.slice((page - 1) * 2, page * 2)));
      }
    }
    const settings = (await list({ limit: 50 })).body.data.entries.find((e) => e.type === "settings_updated");
    expect(settings).toMatchObject({ actor: { _id: admin.id, name: "Ada Admin", email: "ada@example.test" }, before: { minPasswordLength: 8 }, createdAt: "2026-03-03T08:00:00.000Z" });
    expect((await list({ limit: 50 })).body.data.entries.find((e) => e.type === "account_locked")?.actor).toBeNull();
  });

  it("is admin only (audit.read)", async () => {
    expect((await list({}, {})).status).toBe(401);
    for (const role of ["staff", "user"] as const) {
      const res = await list({}, await sessionHeaders(await createUser({ role })));
      expect(res.status).toBe(403);
    }
  });

  it("lists every event newest first, with who, what, when and before/after values", async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(res.body.results).toBe(5);
    expect(res.body.data.entries.map((e) => e.type)).toEqual(["two_factor_enabled", "account_locked", "settings_updated", "course_created", "question_added"]);
    const settings = res.body.data.entries[2];
    expect(settings).toEqual({
      _id: expect.any(String),
      type: "settings_updated",
      label: "Settings updated",
      message: "Ada Admin updated security settings: minPasswordLength 8 → 12",
      actor: { _id: admin.id, name: "Ada Admin", email: "ada@example.test" },
      target: { type: "settings", id: "security" },
      before: { minPasswordLength: 8 },
      after: { minPasswordLength: 12 },
      createdAt: "2026-03-03T08:00:00.000Z",
    });
    expect(res.body.data.entries[0].label).toBe("Two-factor sign-in enabled");
    expect(res.body.data.entries[1].actor).toBeNull();
    expect(findSecrets(res.text)).toEqual([]);
  });

  it("filters by action", async () => {
    const res = await list({ type: "course_created" });
    expect(res.body.data.entries.map((e) => e.message)).toEqual(["Grace Okoye created “React 101”"]);
    expect((await list({ type: "all" })).body.results).toBe(5);
    expect((await list({ type: "DROP TABLE" })).status).toBe(422);
  });

  it("filters by actor name or email, ignoring case, or by actor id", async () => {
    expect((await list({ actor: "GRACE" })).body.results).toBe(2);
    expect((await list({ actor: "ada@example" })).body.results).toBe(2);
    expect((await list({ actorId: grace.id })).body.data.entries.every((e) => e.actor?._id === grace.id)).toBe(true);
    expect((await list({ actor: "nobody-at-all" })).body.results).toBe(0);
  });

  it("filters by an inclusive date range (bare dates are whole UTC days, or exact instants)", async () => {
    const range = await list({ from: "2026-03-02", to: "2026-03-03" });
    expect(range.body.data.entries.map((e) => e.type)).toEqual(["settings_updated", "course_created"]);
    expect((await list({ from: "2026-03-04" })).body.results).toBe(2);
    expect((await list({ to: "2026-03-01" })).body.results).toBe(1);
    expect((await list({ from: "2026-03-02T23:00:00.000Z", to: "2026-03-03T07:59:59.000Z" })).body.results).toBe(1);
    const backwards = await list({ from: "2026-03-05", to: "2026-03-01" });
    expect(backwards.status).toBe(422);
    expect(backwards.body).toMatchObject({ errors: { to: ["The end date must be on or after the start date"] } });
    expect((await list({ from: "yesterday" })).status).toBe(422);
  });

  it("combines filters and pages on the server", async () => {
    expect((await list({ actor: "grace", type: "question_added", from: "2026-03-01", to: "2026-03-01" })).body.results).toBe(1);
    const page = await list({ limit: 2, page: 3 });
    expect(page.body).toMatchObject({ results: 5, page: 3, limit: 2, totalPages: 3 });
    expect(page.body.data.entries.map((e) => e.type)).toEqual(["question_added"]);
  });
});

describe("GET /api/admin/audit/export", () => {
  it("is admin only", async () => {
    expect((await call(EXPORT as RouteFn, {})).status).toBe(401);
    expect((await call(EXPORT as RouteFn, { headers: await sessionHeaders(grace) })).status).toBe(403);
  });

  it("downloads the filtered log as CSV, with spreadsheet formulas neutralised", async () => {
    const res = await call(EXPORT as RouteFn, { headers, query: { from: "2026-03-03" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="masterly-audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const parsed = Papa.parse<string[]>(res.text.replace(/^\uFEFF/, ""), { skipEmptyLines: true });
    expect(parsed.data[0]).toEqual(["Date (UTC)", "Actor", "Actor email", "Action", "Type", "Details", "Target type", "Target id", "Before", "After"]);
    expect(parsed.data).toHaveLength(4);
    expect(parsed.data[1]).toEqual(["2026-03-05T12:00:00.000Z", "Ada Admin", "ada@example.test", "Two-factor sign-in enabled", "two_factor_enabled", "Ada Admin turned on two-factor sign-in", "", "", "", ""]);
    expect(parsed.data[2][1]).toBe("System");
    expect(parsed.data[2][5]).toBe("'=HYPERLINK(\"http://evil\") was locked");
    expect(parsed.data[3].slice(8)).toEqual(['{"minPasswordLength":8}', '{"minPasswordLength":12}']);
  });
});
