import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/invitations/accept/route";
import { GET as me } from "@/app/api/auth/me/route";
import { prisma } from "@/lib/db";
import { newToken } from "@/lib/auth/tokens";
import { verifyPassword } from "@/lib/auth/password";
import { saveSettings, getSettings } from "@/lib/settings/store";
import { call, createUser, findSecrets, type RouteFn, type TestUser } from "@/test/helpers";

let admin: TestUser;
const PASSWORD = "a-long-secret-9";

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
});

async function invitation(email: string, extra: { acceptedAt?: Date; revokedAt?: Date; expiresAt?: Date; role?: string } = {}) {
  const { token, hash } = newToken();
  const row = await prisma.staffInvitation.create({
    data: { email, fullName: "Chloe Martin", tokenHash: hash, expiresAt: new Date(Date.now() + 60_000), invitedById: admin.id, ...extra },
  });
  return { token, row };
}

const accept = (body: Record<string, unknown>) => call(POST as RouteFn, { body });

describe("POST /api/invitations/accept", () => {
  it("creates the verified staff account, accepts the invitation, logs it and signs the invitee in", async () => {
    const { token, row } = await invitation("chloe@example.test");
    const res = await accept({ token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      message: "Welcome to Masterly, Chloe Martin! Your account is ready.",
      data: { user: { email: "chloe@example.test", name: "Chloe Martin", role: "staff", isEmailVerified: true } },
    });
    expect(findSecrets(res.text)).toEqual([]);

    const user = await prisma.user.findUniqueOrThrow({ where: { email: "chloe@example.test" } });
    expect(user).toMatchObject({ role: "staff", isActive: true, isEmailVerified: true });
    expect(await verifyPassword(PASSWORD, user.passwordHash)).toBe(true);
    expect((await prisma.staffInvitation.findUniqueOrThrow({ where: { id: row.id } })).acceptedAt).toBeInstanceOf(Date);
    expect(await prisma.activityLog.count({ where: { type: "invitation_accepted", actorId: user.id } })).toBe(1);

    // The Set-Cookie is a working session: /api/auth/me answers as the new staff member.
    const cookie = res.headers.get("set-cookie") ?? "";
    expect(cookie).toMatch(/HttpOnly/i);
    const session = await call(me as RouteFn, { headers: { cookie: cookie.split(";")[0] } });
    expect(session.status).toBe(200);
    expect(session.body).toMatchObject({ data: { user: { email: "chloe@example.test", role: "staff" } } });
  });

  it("gives the invitation's role", async () => {
    const { token } = await invitation("new-admin@example.test", { role: "admin" });
    const res = await accept({ token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(res.status).toBe(201);
    expect((await prisma.user.findUniqueOrThrow({ where: { email: "new-admin@example.test" } })).role).toBe("admin");
  });

  it("lets the invitee correct their name (trimmed, checked like any name); without one the invited name stays", async () => {
    const { token } = await invitation("renamed@example.test");
    const blank = await accept({ token, fullName: " ", password: PASSWORD, confirmPassword: PASSWORD });
    expect(blank.status).toBe(422);
    expect(Object.keys(blank.body.errors ?? {})).toEqual(["fullName"]);
    const res = await accept({ token, fullName: "  Chloé Martin-Dubois ", password: PASSWORD, confirmPassword: PASSWORD });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Welcome to Masterly, Chloé Martin-Dubois! Your account is ready.");
    expect((await prisma.user.findUniqueOrThrow({ where: { email: "renamed@example.test" } })).name).toBe("Chloé Martin-Dubois");
  });

  it("is single use: a second accept answers 410 INVITATION_USED", async () => {
    const { token } = await invitation("once@example.test");
    expect((await accept({ token, password: PASSWORD, confirmPassword: PASSWORD })).status).toBe(201);
    const again = await accept({ token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(again.status).toBe(410);
    expect(again.body.code).toBe("INVITATION_USED");
  });

  it("lets only one of two simultaneous accepts through", async () => {
    const { token } = await invitation("race@example.test");
    const results = await Promise.all([1, 2].map(() => accept({ token, password: PASSWORD, confirmPassword: PASSWORD })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 410]);
    expect(await prisma.user.count({ where: { email: "race@example.test" } })).toBe(1);
  });

  it("answers 410 for an expired or revoked invitation and 404 for an unknown token, creating no account", async () => {
    const expired = await invitation("expired@example.test", { expiresAt: new Date(Date.now() - 1000) });
    const e = await accept({ token: expired.token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(e.status).toBe(410);
    expect(e.body).toMatchObject({ code: "INVITATION_EXPIRED", message: expect.stringContaining("expired") });
    const revoked = await invitation("revoked@example.test", { revokedAt: new Date() });
    const r = await accept({ token: revoked.token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(r.status).toBe(410);
    expect(r.body.code).toBe("INVITATION_REVOKED");
    const u = await accept({ token: newToken().token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(u.status).toBe(404);
    expect(u.body.code).toBe("INVITATION_NOT_FOUND");
    expect(await prisma.user.count({ where: { email: { in: ["expired@example.test", "revoked@example.test"] } } })).toBe(0);
    expect(u.headers.get("set-cookie")).toBeNull();
  });

  it("answers 409 when the address already has an account, leaving the invitation open", async () => {
    await createUser({ email: "registered@example.test" });
    const { token, row } = await invitation("registered@example.test");
    const res = await accept({ token, password: PASSWORD, confirmPassword: PASSWORD });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("EMAIL_TAKEN");
    expect((await prisma.staffInvitation.findUniqueOrThrow({ where: { id: row.id } })).acceptedAt).toBeNull();
  });

  it("holds the password to the security setting minPasswordLength and to its confirmation (422)", async () => {
    const { token } = await invitation("policy@example.test");
    const before = await getSettings("security");
    await saveSettings("security", { ...before, minPasswordLength: 12 });
    try {
      const short = await accept({ token, password: "elevenchars", confirmPassword: "elevenchars" });
      expect(short.status).toBe(422);
      expect(short.body.errors).toMatchObject({ password: ["Password must be at least 12 characters"] });
      const mismatch = await accept({ token, password: "twelve-chars", confirmPassword: "twelve-chars!" });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors).toMatchObject({ confirmPassword: ["Passwords do not match"] });
      const missing = await accept({ token, password: "twelve-chars" });
      expect(missing.status).toBe(422);
      expect(await prisma.user.count({ where: { email: "policy@example.test" } })).toBe(0);
      expect((await accept({ token, password: "twelve-chars", confirmPassword: "twelve-chars" })).status).toBe(201);
    } finally {
      await saveSettings("security", before);
    }
  });
});
