import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/admin/staff/[id]/reset-password/route";
import { prisma } from "@/lib/db";
import { hashToken } from "@/lib/auth/tokens";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { emailedToken, expectAdminOnly, mailsTo } from "../_testing";

let admin: TestUser;
let headers: Record<string, string>;

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  headers = await sessionHeaders(admin);
});

describe("POST /api/admin/staff/{id}/reset-password", () => {
  it("answers 401/403 to everyone but admins, and sends nothing", async () => {
    const member = await createUser({ role: "staff" });
    await expectAdminOnly(POST as RouteFn, { params: { id: member.id } });
    expect(await mailsTo(member.email)).toEqual([]);
  });

  it("emails the staff member a reset link and logs it", async () => {
    const member = await createUser({ role: "staff", name: "Jordan Lee" });
    const res = await call(POST as RouteFn, { params: { id: member.id }, headers });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(`A password reset email was sent to ${member.email}.`);
    const token = await emailedToken(member.email, "/reset-password");
    const row = await prisma.authToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(row).toMatchObject({ type: "password_reset", userId: member.id, usedAt: null });
    const log = await prisma.activityLog.findFirstOrThrow({ where: { type: "password_reset_requested", targetId: member.id } });
    expect(log.actorId).toBe(admin.id);
  });

  it("answers 404 for a learner or an unknown id", async () => {
    const learner = await createUser({ role: "user" });
    expect((await call(POST as RouteFn, { params: { id: learner.id }, headers })).status).toBe(404);
    expect(await mailsTo(learner.email)).toEqual([]);
    expect((await call(POST as RouteFn, { params: { id: "unknown" }, headers })).status).toBe(404);
  });
});
