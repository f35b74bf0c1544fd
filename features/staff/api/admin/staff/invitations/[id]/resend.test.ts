import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/admin/staff/invitations/[id]/resend/route";
import { prisma } from "@/lib/db";
import { hashToken } from "@/lib/auth/tokens";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { emailedToken, expectAdminOnly, mailsTo } from "../../_testing";

let admin: TestUser;
let headers: Record<string, string>;

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  headers = await sessionHeaders(admin);
});

async function invitation(email: string, extra: { acceptedAt?: Date; revokedAt?: Date; expiresAt?: Date } = {}) {
  return prisma.staffInvitation.create({
    data: { email, fullName: "Invited Person", tokenHash: `old-${email}`, expiresAt: new Date(Date.now() + 60_000), invitedById: admin.id, ...extra },
  });
}

describe("POST /api/admin/staff/invitations/{id}/resend", () => {
  it("answers 401/403 to everyone but admins, and sends nothing", async () => {
    const row = await invitation("nobody-sends@example.test");
    await expectAdminOnly(POST as RouteFn, { params: { id: row.id } });
    expect(await mailsTo("nobody-sends@example.test")).toEqual([]);
  });

  it("issues a new token with a fresh 7 days (the old link stops working), emails it and logs it", async () => {
    const row = await invitation("expired@example.test", { expiresAt: new Date(Date.now() - 1000) });
    const res = await call(POST as RouteFn, { params: { id: row.id }, headers });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Invitation resent to Invited Person at expired@example.test", data: { invitation: { status: "pending" } } });
    const token = await emailedToken("expired@example.test", "/accept-invite");
    const updated = await prisma.staffInvitation.findUniqueOrThrow({ where: { id: row.id } });
    expect(updated.tokenHash).toBe(hashToken(token));
    expect(updated.tokenHash).not.toBe(row.tokenHash);
    expect(updated.expiresAt.getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 60 * 60 * 1000);
    expect(await prisma.activityLog.count({ where: { type: "invitation_resent", targetId: row.id, actorId: admin.id } })).toBe(1);
  });

  it("refuses with 409 an accepted or revoked invitation, or one whose address now has an account", async () => {
    const accepted = await invitation("accepted@example.test", { acceptedAt: new Date() });
    const a = await call(POST as RouteFn, { params: { id: accepted.id }, headers });
    expect(a.status).toBe(409);
    expect(a.body.code).toBe("INVITATION_ACCEPTED");
    const revoked = await invitation("revoked@example.test", { revokedAt: new Date() });
    const r = await call(POST as RouteFn, { params: { id: revoked.id }, headers });
    expect(r.status).toBe(409);
    expect(r.body.code).toBe("INVITATION_REVOKED");
    const registered = await invitation("registered@example.test");
    await createUser({ email: "registered@example.test" });
    const e = await call(POST as RouteFn, { params: { id: registered.id }, headers });
    expect(e.status).toBe(409);
    expect(e.body.code).toBe("EMAIL_TAKEN");
    expect(await mailsTo("accepted@example.test")).toEqual([]);
  });

  it("answers 404 for an unknown invitation", async () => {
    expect((await call(POST as RouteFn, { params: { id: "unknown" }, headers })).status).toBe(404);
  });
});
