import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/admin/staff/invite/route";
import { prisma } from "@/lib/db";
import { hashToken } from "@/lib/auth/tokens";
import { INVITE_TOKEN_TTL_MS } from "@/lib/auth/constants";
import { listJobs } from "@/lib/jobs";
import { call, createUser, findSecrets, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { refuseAuditEntries } from "@/test/refuse-writes";
import { emailedToken, expectAdminOnly, mailsTo } from "./_testing";

type InviteBody = { message: string; code: string; errors?: Record<string, string[]>; data: { resent: boolean; invitation: Record<string, unknown> } };

let admin: TestUser;
let headers: Record<string, string>;

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  headers = await sessionHeaders(admin);
});

describe("POST /api/admin/staff/invite", () => {
  it("answers 401/403 to everyone but admins, and sends nothing", async () => {
    await expectAdminOnly(POST as RouteFn, { body: { email: "someone@example.test", fullName: "Some One" } });
    expect(await prisma.staffInvitation.count()).toBe(0);
    expect(await mailsTo("someone@example.test")).toEqual([]);
  });

  it("creates an invitation with a hashed single-use token that expires in 7 days, emails the link and logs it", async () => {
    const before = Date.now();
    const res = await call<InviteBody>(POST as RouteFn, { headers, body: { email: "Chloe.Martin@Example.test", fullName: "  Chloe Martin " } });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Invitation sent to Chloe Martin at chloe.martin@example.test");
    expect(res.body.data).toMatchObject({ resent: false, invitation: { email: "chloe.martin@example.test", fullName: "Chloe Martin", role: "staff", status: "pending", invitedBy: { _id: admin.id, name: "Ada Admin" } } });
    expect(findSecrets(res.text)).toEqual([]);

    const [mail] = await mailsTo("chloe.martin@example.test");
    expect(mail.subject).toBe("Ada Admin invited you to join Masterly");
    const token = await emailedToken("chloe.martin@example.test", "/accept-invite");
    expect(Buffer.from(token, "base64url")).toHaveLength(32);

    const row = await prisma.staffInvitation.findFirstOrThrow({ where: { email: "chloe.martin@example.test" } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - before).toBeGreaterThanOrEqual(INVITE_TOKEN_TTL_MS - 1000);
    expect(row.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(INVITE_TOKEN_TTL_MS);
    expect(res.text).not.toContain(token);

    const log = await prisma.activityLog.findFirstOrThrow({ where: { type: "staff_invited", targetId: row.id } });
    expect(log).toMatchObject({ actorId: admin.id, message: "Ada Admin invited Chloe Martin (chloe.martin@example.test) as staff" });
  });

  it("invites an admin when asked, and the email says so", async () => {
    const res = await call<InviteBody>(POST as RouteFn, { headers, body: { email: "new.admin@example.test", fullName: "Nia Admin", role: "admin" } });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ invitation: { role: "admin" } });
    const [mail] = await mailsTo("new.admin@example.test");
    expect(mail.text).toContain("join the Masterly team as an admin.");
  });

  it("re-inviting an address with an open invitation refreshes it: one row, a new token, the old link dead", async () => {
    await call(POST as RouteFn, { headers, body: { email: "victor@example.test", fullName: "Victor Huang" } });
    const first = await emailedToken("victor@example.test", "/accept-invite");
    const again = await call<InviteBody>(POST as RouteFn, { headers, body: { email: "victor@example.test", fullName: "Victor H. Huang" } });
    expect(again.status).toBe(200);
    expect(again.body.data.resent).toBe(true);
    const second = await emailedToken("victor@example.test", "/accept-invite");
    expect(second).not.toBe(first);
    const rows = await prisma.staffInvitation.findMany({ where: { email: "victor@example.test" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ fullName: "Victor H. Huang", tokenHash: hashToken(second) });
    expect(await prisma.staffInvitation.count({ where: { tokenHash: hashToken(first) } })).toBe(0);
    expect(await prisma.activityLog.count({ where: { type: "invitation_resent", targetId: rows[0].id } })).toBe(1);
  });

  it("records the invitation email as a job, done by the time the request has been answered", async () => {
    const res = await call<InviteBody>(POST as RouteFn, { headers, body: { email: "queued@example.test", fullName: "Quinn Queued" } });
    expect(res.status).toBe(201);
    const jobs = (await listJobs()).filter((job) => job.summary.includes("queued@example.test"));
    expect(jobs).toEqual([expect.objectContaining({ name: "email", state: "completed", attempts: 1, lastError: null, summary: "To queued@example.test: Ada Admin invited you to join Masterly" })]);
    expect(await mailsTo("queued@example.test")).toHaveLength(1);
  });

  it("sends nothing when the invitation fails after its email was queued: the invitation and its email go together", async () => {
    // The audit entry is the invitation's last write, after its email is queued.
    const allow = await refuseAuditEntries("staff_invited");
    try {
      const failed = await call<InviteBody>(POST as RouteFn, { headers, body: { email: "rolled-back@example.test", fullName: "Rory Back" } });
      expect(failed.status).toBe(500);
    } finally {
      await allow();
    }
    expect(await prisma.staffInvitation.count({ where: { email: "rolled-back@example.test" } })).toBe(0);
    expect((await listJobs()).filter((job) => job.summary.includes("rolled-back@example.test"))).toEqual([]);
    expect(await mailsTo("rolled-back@example.test")).toEqual([]);

    // Inviting again once the database accepts it: one invitation, one email, with its link.
    const again = await call<InviteBody>(POST as RouteFn, { headers, body: { email: "rolled-back@example.test", fullName: "Rory Back" } });
    expect(again.status).toBe(201);
    expect(again.body.data.resent).toBe(false);
    const token = await emailedToken("rolled-back@example.test", "/accept-invite");
    expect(await mailsTo("rolled-back@example.test")).toHaveLength(1);
    expect(await prisma.staffInvitation.count({ where: { email: "rolled-back@example.test", tokenHash: hashToken(token) } })).toBe(1);
  });

  it("answers 409 for an email that already has an account", async () => {
    const existing = await createUser({ role: "user", email: "taken@example.test" });
    const res = await call<InviteBody>(POST as RouteFn, { headers, body: { email: existing.email.toUpperCase(), fullName: "Taken Person" } });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "EMAIL_TAKEN", message: "An account with this email already exists" });
    expect(await prisma.staffInvitation.count({ where: { email: existing.email } })).toBe(0);
  });

  it("answers 422 with per-field messages for an invalid address or a missing name", async () => {
    const res = await call<InviteBody>(POST as RouteFn, { headers, body: { email: "not-an-email", fullName: "   " } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ["Please enter a valid email address"], fullName: ["Full name is required"] });
    const missing = await call<InviteBody>(POST as RouteFn, { headers, body: {} });
    expect(missing.status).toBe(422);
  });
});
