import { beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/admin/staff/route";
import { prisma } from "@/lib/db";
import { toStaffMember } from "../../server/staff";
import { call, createUser, findSecrets, sessionHeaders, bearerHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import type { StaffListResponse } from "../../schema";
import { expectAdminOnly, mailsTo, nonAdmins } from "./staff/_testing";

let admin: TestUser;
let headers: Record<string, string>;

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin", department: "Operations", phoneNumber: "+1 555 0100" });
  headers = await sessionHeaders(admin);
  await nonAdmins(); // "Outsider Staff" is one of the 17 staff accounts below
  await createUser({ role: "staff", name: "Grace Okoye", email: "grace@example.test", department: "Content" });
  await createUser({ role: "staff", name: "Tomas Novak", email: "tomas@example.test", department: "Engineering", isActive: false });
  await createUser({ role: "staff", name: "Mei Tanaka", email: "mei@example.test", department: "Operations", isEmailVerified: false });
  await createUser({ role: "admin", name: "Marcus Whitfield", email: "marcus@example.test", department: "Engineering" });
  for (let i = 0; i < 11; i += 1) await createUser({ role: "staff", name: `Filler Person ${i}`, email: `filler${i}@example.test`, department: null });
  // Learners are never staff, however they match a search.
  await createUser({ role: "user", name: "Grace Learner", email: "grace.learner@example.test", department: "Content" });
});

describe("GET /api/admin/staff default page", () => {
  it("answers the page the screen opens with (plain SQL) exactly as the Prisma query did, on every page", async () => {
    for (const page of [1, 2]) {
      const res = await call<StaffListResponse>(GET as RouteFn, { headers, query: { page: String(page), limit: "10" } });
      expect(res.status).toBe(200);
      const rows = await prisma.user.findMany({
        where: { role: { in: ["admin", "staff"] } },
        select: { id: true, name: true, email: true, role: true, department: true, phoneNumber: true, isActive: true, isEmailVerified: true, avatar: true },
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        skip: (page - 1) * 10,
        take: 10,
      });
      expect(JSON.stringify(res.body.data.staff)).toBe(JSON.stringify(rows.map(toStaffMember)));
    }
    const tomas = (await call<StaffListResponse>(GET as RouteFn, { headers, query: { page: "1", limit: "50" } })).body.data.staff.find((m) => m.name === "Tomas Novak");
    expect(tomas).toMatchObject({ isActive: false, isEmailVerified: true, department: "Engineering", role: "staff" });
  });
});

describe("GET /api/admin/staff sorting", () => {
  it("sorts by name in either direction and pages over the sorted list; an unknown sort is a 422", async () => {
    const names = async (query: Record<string, string | number>) =>
      (await call<StaffListResponse>(GET as RouteFn, { path: "/api/admin/staff", headers, query: { limit: 100, ...query } })).body.data.staff.map((s) => s.name);
    const asc = await names({ sort: "name", order: "asc" });
    expect(asc).toHaveLength(17);
    expect(asc).toEqual([...asc].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(await names({ sort: "name", order: "desc" })).toEqual([...asc].reverse());
    expect(await names({ sort: "name", order: "asc", limit: 5, page: 2 })).toEqual(asc.slice(5, 10));
    const bad = await call(GET as RouteFn, { path: "/api/admin/staff", headers, query: { sort: "password" } });
    expect(bad.status).toBe(422);
  });
});

describe("GET /api/admin/staff", () => {
  it("answers 401 to anonymous callers and 403 to staff and learners", async () => {
    await expectAdminOnly(GET as RouteFn, { path: "/api/admin/staff" });
  });

  it("lists staff and admins in the list envelope, first page of 10 by default, with stats over all staff", async () => {
    const res = await call<StaffListResponse>(GET as RouteFn, { path: "/api/admin/staff", headers });
    expect(res.status).toBe(200);
    expect(res.body.results).toBe(17);
    expect(res.body.page).toBe(1);
    expect(res.body.limit).toBe(10);
    expect(res.body.totalPages).toBe(2);
    expect(res.body.data.staff).toHaveLength(10);
    expect(res.body.stats).toEqual({ total: 17, active: 16, admins: 2, pendingVerification: 1 });
    expect(res.body.data.staff.every((s) => s.role === "admin" || s.role === "staff")).toBe(true);
    expect(findSecrets(res.text)).toEqual([]);
  });

  it("answers the staff member fields and nothing else", async () => {
    const res = await call<StaffListResponse>(GET as RouteFn, { path: "/api/admin/staff", headers, query: { search: "ada admin" } });
    expect(res.body.data.staff).toEqual([
      {
        _id: admin.id,
        name: "Ada Admin",
        email: admin.email,
        role: "admin",
        department: "Operations",
        phoneNumber: "+1 555 0100",
        isActive: true,
        isEmailVerified: true,
        avatar: null,
        initials: "AA",
      },
    ]);
  });

  it("pages on the server", async () => {
    const second = await call<StaffListResponse>(GET as RouteFn, { path: "/api/admin/staff", headers, query: { page: 2, limit: 10 } });
    expect(second.body.data.staff).toHaveLength(7);
    const first = await call<StaffListResponse>(GET as RouteFn, { path: "/api/admin/staff", headers, query: { page: 1, limit: 10 } });
    const ids = new Set([...first.body.data.staff, ...second.body.data.staff].map((s) => s._id));
    expect(ids.size).toBe(17);
  });

  it("searches name, email and department, ignoring case; stats stay over all staff", async () => {
    const byName = await call<StaffListResponse>(GET as RouteFn, { path: "/api/admin/staff", headers, query: { search: "GRACE" } });
    expect(byName.body.data.staff.map((s) => s.name)).toEqual(["Grace Okoye"]);
    expect(byName.body.results).toBe(1);
    expect(byName.body.stats.total).toBe(17);

    const byEmail = await call<StaffListResponse>(GET as RouteFn, { path: "/api/admin/staff", headers, query: { search: "tomas@" } });
    expect(byEmail.body.data.staff.map((s) => s.name)).toEqual(["Tomas Novak"]);

    const byDepartment = await call<StaffListResponse>(GET as RouteFn, { path: "/api/admin/staff", headers, query: { search: "engineering" } });
    expect(byDepartment.body.data.staff.map((s) => s.name).sort()).toEqual(["Marcus Whitfield", "Tomas Novak"]);

    const none = await call<StaffListResponse>(GET as RouteFn, { path: "/api/admin/staff", headers, query: { search: "zzz-nobody" } });
    expect(none.body).toMatchObject({ results: 0, data: { staff: [] }, totalPages: 1 });
  });

  it("accepts a bearer token too", async () => {
    const res = await call(GET as RouteFn, { path: "/api/admin/staff", headers: await bearerHeaders(admin) });
    expect(res.status).toBe(200);
  });

  it("rejects bad paging with 422", async () => {
    const res = await call(GET as RouteFn, { path: "/api/admin/staff", headers, query: { limit: 1000 } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ limit: ["Limit must be at most 100"] });
  });
});

describe("POST /api/admin/staff", () => {
  const body = { name: "Nadia Brooks", email: "Nadia.Brooks@Example.test", role: "staff", department: "Support", phoneNumber: "+44 20 7946 0000" };

  it("answers 401 to anonymous callers and 403 to staff and learners", async () => {
    await expectAdminOnly(POST as RouteFn, { path: "/api/admin/staff", body });
  });

  it("creates the staff account, emails a set-password link and logs it", async () => {
    const res = await call<{ data: { staff: Record<string, unknown> } }>(POST as RouteFn, { path: "/api/admin/staff", headers, body });
    expect(res.status).toBe(201);
    expect(res.body.data.staff).toMatchObject({ name: "Nadia Brooks", email: "nadia.brooks@example.test", role: "staff", department: "Support", isActive: true, isEmailVerified: false });
    const mails = await mailsTo("nadia.brooks@example.test");
    expect(mails).toHaveLength(1);
    expect(mails[0].links.some((l) => new URL(l).pathname === "/reset-password")).toBe(true);
    const log = await prisma.activityLog.findFirst({ where: { targetId: res.body.data.staff._id as string, type: "staff_updated" } });
    expect(log?.actorId).toBe(admin.id);
  });

  it("answers 409 for an email that already has an account and 422 for an invalid one", async () => {
    const taken = await call(POST as RouteFn, { path: "/api/admin/staff", headers, body: { ...body, email: "grace@example.test" } });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("An account with this email already exists");
    const invalid = await call(POST as RouteFn, { path: "/api/admin/staff", headers, body: { ...body, email: "not-an-email", role: "owner" } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toMatchObject({ email: ["Please enter a valid email address"], role: ["Role must be admin or staff"] });
  });
});
