import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/admin/staff/bulk-delete/route";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { expectAdminOnly } from "./_testing";

let admin: TestUser;
let headers: Record<string, string>;

beforeEach(async () => {
  await prisma.activityLog.deleteMany();
  await prisma.user.deleteMany();
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  headers = await sessionHeaders(admin);
});

describe("POST /api/admin/staff/bulk-delete", () => {
  it("answers 401/403 to everyone but admins, removing no one", async () => {
    const member = await createUser({ role: "staff" });
    await expectAdminOnly(POST as RouteFn, { body: { ids: [member.id] } });
    expect(await prisma.user.count({ where: { id: member.id } })).toBe(1);
  });

  it("removes the staff accounts among the ids, skips learners, and logs each removal", async () => {
    const a = await createUser({ role: "staff", name: "Jordan Lee" });
    const b = await createUser({ role: "admin", name: "Priya Nair" });
    const learner = await createUser({ role: "user" });
    const res = await call<{ message: string; data: { deleted: number; ids: string[] } }>(POST as RouteFn, { headers, body: { ids: [a.id, b.id, learner.id, a.id] } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("2 staff members were removed.");
    expect(res.body.data.deleted).toBe(2);
    expect(res.body.data.ids.sort()).toEqual([a.id, b.id].sort());
    expect(await prisma.user.count({ where: { id: { in: [a.id, b.id] } } })).toBe(0);
    expect(await prisma.user.count({ where: { id: learner.id } })).toBe(1);
    expect(await prisma.activityLog.count({ where: { type: "staff_removed", actorId: admin.id } })).toBe(2);
  });

  it("refuses the whole batch with 409 when it includes yourself", async () => {
    await createUser({ role: "admin" });
    const member = await createUser({ role: "staff" });
    const res = await call(POST as RouteFn, { headers, body: { ids: [member.id, admin.id] } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("SELF_REMOVE");
    expect(await prisma.user.count({ where: { id: { in: [member.id, admin.id] } } })).toBe(2);
  });

  it("refuses with 409 when the batch would remove every active admin", async () => {
    const res = await call(POST as RouteFn, { headers, body: { ids: [admin.id] } });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("LAST_ADMIN");
  });

  it("answers 404 when no id is a staff member and 422 for an empty list", async () => {
    expect((await call(POST as RouteFn, { headers, body: { ids: ["nobody1", "nobody2"] } })).status).toBe(404);
    const empty = await call(POST as RouteFn, { headers, body: { ids: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ ids: ["Select at least one item"] });
  });
});
