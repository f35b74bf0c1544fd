import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/admin/staff/invitations/[id]/revoke/route";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { expectAdminOnly } from "../../_testing";

let admin: TestUser;
let headers: Record<string, string>;

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  headers = await sessionHeaders(admin);
});

async function invitation(email: string, extra: { acceptedAt?: Date; revokedAt?: Date } = {}) {
  return prisma.staffInvitation.create({
    data: { email, fullName: "Invited Person", tokenHash: `hash-${email}`, expiresAt: new Date(Date.now() + 60_000), invitedById: admin.id, ...extra },
  });
}

describe("POST /api/admin/staff/invitations/{id}/revoke", () => {
  it("answers 401/403 to everyone but admins, leaving the invitation open", async () => {
    const row = await invitation("keep@example.test");
    await expectAdminOnly(POST as RouteFn, { params: { id: row.id } });
    expect((await prisma.staffInvitation.findUniqueOrThrow({ where: { id: row.id } })).revokedAt).toBeNull();
  });

  it("revokes an open invitation and logs it", async () => {
    const row = await invitation("revoke-me@example.test");
    const res = await call(POST as RouteFn, { params: { id: row.id }, headers });
    expect(res.status).toBe(200);
    expect((await prisma.staffInvitation.findUniqueOrThrow({ where: { id: row.id } })).revokedAt).toBeInstanceOf(Date);
    expect(await prisma.activityLog.count({ where: { type: "invitation_revoked", targetId: row.id, actorId: admin.id } })).toBe(1);
  });

  it("refuses with 409 an invitation already accepted or revoked; 404 for an unknown one", async () => {
    const accepted = await invitation("accepted@example.test", { acceptedAt: new Date() });
    expect((await call(POST as RouteFn, { params: { id: accepted.id }, headers })).body.code).toBe("INVITATION_ACCEPTED");
    const revoked = await invitation("revoked@example.test", { revokedAt: new Date() });
    const again = await call(POST as RouteFn, { params: { id: revoked.id }, headers });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("INVITATION_REVOKED");
    expect((await call(POST as RouteFn, { params: { id: "unknown" }, headers })).status).toBe(404);
  });
});
