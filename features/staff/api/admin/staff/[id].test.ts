import { beforeEach, describe, expect, it } from "vitest";
import { DELETE, GET, PUT } from "@/app/api/admin/staff/[id]/route";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { expectAdminOnly } from "./_testing";

type StaffBody = { message: string; code: string; data: { staff: Record<string, unknown> } };

let admin: TestUser;
let headers: Record<string, string>;
let member: TestUser;

beforeEach(async () => {
  // Each test starts from a clean set of accounts in this file's database.
  await prisma.activityLog.deleteMany();
  await prisma.user.deleteMany();
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  headers = await sessionHeaders(admin);
  member = await createUser({ role: "staff", name: "Grace Okoye", department: "Content", phoneNumber: "+1 555 0101" });
});

describe("GET /api/admin/staff/{id}", () => {
  it("answers 401/403 to everyone but admins", async () => {
    await expectAdminOnly(GET as RouteFn, { params: { id: member.id } });
  });

  it("returns one staff member", async () => {
    const res = await call<StaffBody>(GET as RouteFn, { params: { id: member.id }, headers });
    expect(res.status).toBe(200);
    expect(res.body.data.staff).toMatchObject({ _id: member.id, name: "Grace Okoye", role: "staff", department: "Content", initials: "GO" });
  });

  it("answers 404 for an unknown id and for a learner's id, 400 for a malformed id", async () => {
    const learner = await createUser({ role: "user" });
    expect((await call(GET as RouteFn, { params: { id: "doesnotexist" }, headers })).status).toBe(404);
    const asLearner = await call(GET as RouteFn, { params: { id: learner.id }, headers });
    expect(asLearner.status).toBe(404);
    expect(asLearner.body.message).toBe("Staff member not found");
    expect((await call(GET as RouteFn, { params: { id: "../etc" }, headers })).status).toBe(400);
  });
});

describe("PUT /api/admin/staff/{id}", () => {
  it("answers 401/403 to everyone but admins", async () => {
    await expectAdminOnly(PUT as RouteFn, { method: "PUT", params: { id: member.id }, body: { department: "Support" } });
  });

  it("edits name, phone, department, role and active, and logs before/after", async () => {
    const res = await call<StaffBody>(PUT as RouteFn, {
      method: "PUT",
      params: { id: member.id },
      headers,
      body: { name: "Grace O. Okoye", phoneNumber: "", department: "  Support ", role: "admin", isActive: false },
    });
    expect(res.status).toBe(200);
    expect(res.body.data.staff).toMatchObject({ name: "Grace O. Okoye", phoneNumber: null, department: "Support", role: "admin", isActive: false });
    const log = await prisma.activityLog.findFirstOrThrow({ where: { type: "staff_updated", targetId: member.id } });
    expect(log.actorId).toBe(admin.id);
    expect(JSON.parse(log.before ?? "{}")).toMatchObject({ role: "staff", isActive: true, department: "Content" });
    expect(JSON.parse(log.after ?? "{}")).toMatchObject({ role: "admin", isActive: false, department: "Support" });
  });

  it("leaves fields that are not sent alone", async () => {
    const res = await call<StaffBody>(PUT as RouteFn, { method: "PUT", params: { id: member.id }, headers, body: { department: "Support" } });
    expect(res.body.data.staff).toMatchObject({ name: "Grace Okoye", phoneNumber: "+1 555 0101", department: "Support", role: "staff", isActive: true });
  });

  it("signs a deactivated member out everywhere", async () => {
    await sessionHeaders(member);
    await call(PUT as RouteFn, { method: "PUT", params: { id: member.id }, headers, body: { isActive: false } });
    expect(await prisma.session.count({ where: { userId: member.id, revokedAt: null } })).toBe(0);
  });

  it("validates with 422 and answers 404 for a learner", async () => {
    const invalid = await call(PUT as RouteFn, { method: "PUT", params: { id: member.id }, headers, body: { name: "G", role: "user", phoneNumber: "call me" } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toMatchObject({
      name: ["Name must be at least 2 characters"],
      role: ["Role must be admin or staff"],
      phoneNumber: ["Please enter a valid phone number"],
    });
    const empty = await call(PUT as RouteFn, { method: "PUT", params: { id: member.id }, headers, body: {} });
    expect(empty.status).toBe(422);
    const learner = await createUser({ role: "user" });
    expect((await call(PUT as RouteFn, { method: "PUT", params: { id: learner.id }, headers, body: { role: "admin" } })).status).toBe(404);
  });

  it("refuses with 409 when the last active admin would be demoted or deactivated", async () => {
    const demote = await call(PUT as RouteFn, { method: "PUT", params: { id: admin.id }, headers, body: { role: "staff" } });
    expect(demote.status).toBe(409);
    expect(demote.body).toMatchObject({ code: "LAST_ADMIN", message: expect.stringContaining("last active admin cannot be demoted") });
    const deactivate = await call(PUT as RouteFn, { method: "PUT", params: { id: admin.id }, headers, body: { isActive: false } });
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.code).toBe("LAST_ADMIN");
    expect(await prisma.user.findUniqueOrThrow({ where: { id: admin.id } })).toMatchObject({ role: "admin", isActive: true });
  });

  it("refuses with 409 when an admin demotes or deactivates themselves, even with other admins", async () => {
    await createUser({ role: "admin", name: "Marcus Whitfield" });
    const demote = await call(PUT as RouteFn, { method: "PUT", params: { id: admin.id }, headers, body: { role: "staff" } });
    expect(demote.status).toBe(409);
    expect(demote.body.code).toBe("SELF_DEMOTE");
    const deactivate = await call(PUT as RouteFn, { method: "PUT", params: { id: admin.id }, headers, body: { isActive: false } });
    expect(deactivate.status).toBe(409);
    expect(deactivate.body.code).toBe("SELF_DEACTIVATE");
    // Their own name and department are fine.
    const rename = await call<StaffBody>(PUT as RouteFn, { method: "PUT", params: { id: admin.id }, headers, body: { name: "Ada Lovelace", role: "admin", isActive: true } });
    expect(rename.status).toBe(200);
    expect(rename.body.data.staff.name).toBe("Ada Lovelace");
  });

  it("lets an admin demote another admin", async () => {
    const other = await createUser({ role: "admin", name: "Marcus Whitfield" });
    const res = await call<StaffBody>(PUT as RouteFn, { method: "PUT", params: { id: other.id }, headers, body: { role: "staff" } });
    expect(res.status).toBe(200);
    expect(res.body.data.staff.role).toBe("staff");
  });
});

describe("DELETE /api/admin/staff/{id}", () => {
  it("answers 401/403 to everyone but admins", async () => {
    await expectAdminOnly(DELETE as RouteFn, { method: "DELETE", params: { id: member.id } });
    expect(await prisma.user.count({ where: { id: member.id } })).toBe(1);
  });

  it("removes the member, logs it, and keeps the content they authored credited by name", async () => {
    const question = await prisma.question.create({
      data: { title: "What is a closure?", description: "Explain closures in JavaScript.", type: "essay", difficulty: "medium", category: "JavaScript", createdById: member.id, authorName: member.name },
    });
    const course = await prisma.course.create({
      data: { title: "JavaScript Deep Dive", description: "Everything about the language.", category: "Programming", level: "advanced", priceCents: 9999, duration: "40 hours", instructor: member.name, createdById: member.id },
    });
    const res = await call<StaffBody>(DELETE as RouteFn, { method: "DELETE", params: { id: member.id }, headers });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Grace Okoye was removed.");
    expect(await prisma.user.count({ where: { id: member.id } })).toBe(0);
    expect(await prisma.question.findUniqueOrThrow({ where: { id: question.id } })).toMatchObject({ authorName: "Grace Okoye", createdById: null });
    expect(await prisma.course.findUniqueOrThrow({ where: { id: course.id } })).toMatchObject({ instructor: "Grace Okoye", createdById: null });
    const log = await prisma.activityLog.findFirstOrThrow({ where: { type: "staff_removed", targetId: member.id } });
    expect(log).toMatchObject({ actorId: admin.id, actorName: "Ada Admin" });
  });

  it("refuses with 409 to remove yourself, and for the last active admin", async () => {
    const self = await call(DELETE as RouteFn, { method: "DELETE", params: { id: admin.id }, headers });
    expect(self.status).toBe(409);
    expect(self.body.code).toBe("LAST_ADMIN");
    await createUser({ role: "admin" });
    const selfWithOthers = await call(DELETE as RouteFn, { method: "DELETE", params: { id: admin.id }, headers });
    expect(selfWithOthers.status).toBe(409);
    expect(selfWithOthers.body).toMatchObject({ code: "SELF_REMOVE", message: "You cannot remove your own account. Ask another admin to do it." });
    expect(await prisma.user.count({ where: { id: admin.id } })).toBe(1);
  });

  it("answers 404 for a learner or an unknown id", async () => {
    const learner = await createUser({ role: "user" });
    expect((await call(DELETE as RouteFn, { method: "DELETE", params: { id: learner.id }, headers })).status).toBe(404);
    expect(await prisma.user.count({ where: { id: learner.id } })).toBe(1);
    expect((await call(DELETE as RouteFn, { method: "DELETE", params: { id: "nobody" }, headers })).status).toBe(404);
  });
});
