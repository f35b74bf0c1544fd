// Caller resolution reads the session and its user with one SQL statement on every request
// (docs/decisions/008-session-cache.md). These prove it kept every property of the Prisma query it replaced: typed fields on both
// databases, and a revoked, expired, deactivated or demoted account losing access on its next request.
import { beforeEach, describe, expect, it } from "vitest";
import { GET as listStaff } from "@/app/api/admin/staff/route";
import { GET as readSettings } from "@/app/api/admin/settings/route";
import { prisma } from "@/lib/db";
import { authCacheSize, settleAuthCache } from "@/lib/db/auth-cache";
import { decodeToken, decodedTokenCacheSize, encodeToken, loadSession, resolveCaller } from "./session";
import { revokeAllSessions, revokeSession } from "@/features/auth/server/service";
import { bearerHeaders, call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

let admin: TestUser;

beforeEach(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
});

async function onlySession(userId: string) {
  const sessions = await prisma.session.findMany({ where: { userId }, select: { id: true } });
  expect(sessions).toHaveLength(1);
  return sessions[0].id;
}

describe("resolveCaller", () => {
  it("returns the user's fields with their types, by cookie and by bearer", async () => {
    await prisma.user.update({ where: { id: admin.id }, data: { avatar: "/api/uploads/avatars/a.png", twoFactorEnabled: true } });
    const cookie = await resolveCaller(new Headers(await sessionHeaders(admin)));
    expect(cookie).toEqual({
      via: "cookie",
      sessionId: expect.any(String),
      user: { id: admin.id, email: admin.email, name: "Ada Admin", role: "admin", isEmailVerified: true, avatar: "/api/uploads/avatars/a.png", twoFactorEnabled: true },
    });
    const learner = await createUser({ isEmailVerified: false });
    const bearer = await resolveCaller(new Headers(await bearerHeaders(learner)));
    expect(bearer?.via).toBe("bearer");
    expect(bearer?.user).toEqual({ id: learner.id, email: learner.email, name: learner.name, role: "user", isEmailVerified: false, avatar: null, twoFactorEnabled: false });
  });

  it("refuses a session that belongs to someone else", async () => {
    await sessionHeaders(admin);
    const other = await createUser();
    expect(await loadSession(await onlySession(admin.id), other.id)).toBeNull();
    expect(await loadSession("no-such-session", admin.id)).toBeNull();
  });
});

describe("access ends on the very next request", () => {
  for (const kind of ["cookie", "bearer"] as const) {
    const headersFor = kind === "cookie" ? sessionHeaders : bearerHeaders;

    it(`when the session is revoked (${kind})`, async () => {
      const headers = await headersFor(admin);
      expect((await call(listStaff as RouteFn, { headers })).status).toBe(200);
      await prisma.session.update({ where: { id: await onlySession(admin.id) }, data: { revokedAt: new Date() } });
      expect((await call(listStaff as RouteFn, { headers })).status).toBe(401);
    });

    it(`when the session has expired (${kind})`, async () => {
      const headers = await headersFor(admin);
      expect((await call(listStaff as RouteFn, { headers })).status).toBe(200);
      await prisma.session.update({ where: { id: await onlySession(admin.id) }, data: { expiresAt: new Date(Date.now() - 1000) } });
      expect((await call(listStaff as RouteFn, { headers })).status).toBe(401);
    });

    it(`when the account is deactivated (${kind})`, async () => {
      const headers = await headersFor(admin);
      expect((await call(listStaff as RouteFn, { headers })).status).toBe(200);
      await prisma.user.update({ where: { id: admin.id }, data: { isActive: false } });
      expect((await call(listStaff as RouteFn, { headers })).status).toBe(401);
    });

    it(`when an admin is demoted to staff, for admin-only routes (${kind})`, async () => {
      const headers = await headersFor(admin);
      expect((await call(readSettings as RouteFn, { headers })).status).toBe(200);
      await prisma.user.update({ where: { id: admin.id }, data: { role: "staff", twoFactorEnabled: true } });
      expect((await call(readSettings as RouteFn, { headers })).status).toBe(403);
    });
  }
});

// The session row is kept a moment per instance (lib/db/auth-cache.ts). These settle the cache
// first (the test's own writes would otherwise keep it from keeping anything for 5 s), so the
// requests before each change are answered from it, and the change must still end access at once.
describe("access ends on the very next request, with the session row kept", () => {
  for (const kind of ["cookie", "bearer"] as const) {
    const headersFor = kind === "cookie" ? sessionHeaders : bearerHeaders;

    async function kept(headers: Record<string, string>) {
      settleAuthCache();
      expect((await call(listStaff as RouteFn, { headers })).status).toBe(200);
      const size = authCacheSize();
      expect(size).toBeGreaterThan(0);
      // Answered from the cache: nothing new is kept.
      expect((await call(listStaff as RouteFn, { headers })).status).toBe(200);
      expect(authCacheSize()).toBe(size);
    }

    it(`when the session is signed out (${kind})`, async () => {
      const headers = await headersFor(admin);
      await kept(headers);
      await revokeSession(await onlySession(admin.id));
      expect((await call(listStaff as RouteFn, { headers })).status).toBe(401);
    });

    it(`when every session is revoked (${kind})`, async () => {
      const headers = await headersFor(admin);
      await kept(headers);
      await revokeAllSessions(admin.id);
      expect((await call(listStaff as RouteFn, { headers })).status).toBe(401);
    });

    it(`when the session is revoked or expires by a direct write (${kind})`, async () => {
      const headers = await headersFor(admin);
      await kept(headers);
      await prisma.session.updateMany({ where: { userId: admin.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
      expect((await call(listStaff as RouteFn, { headers })).status).toBe(401);
    });

    it(`when the account is deactivated (${kind})`, async () => {
      const headers = await headersFor(admin);
      await kept(headers);
      await prisma.user.update({ where: { id: admin.id }, data: { isActive: false } });
      expect((await call(listStaff as RouteFn, { headers })).status).toBe(401);
    });

    it(`when an admin is demoted to staff (${kind})`, async () => {
      const headers = await headersFor(admin);
      await kept(headers);
      expect((await call(readSettings as RouteFn, { headers })).status).toBe(200);
      await prisma.user.update({ where: { id: admin.id }, data: { role: "staff", twoFactorEnabled: true } });
      expect((await call(readSettings as RouteFn, { headers })).status).toBe(403);
    });

    it(`when two-factor sign-in becomes required (${kind})`, async () => {
      const headers = await headersFor(admin);
      await kept(headers);
      const security = (value: boolean) => JSON.stringify({ enableTwoFactor: value });
      await prisma.setting.upsert({ where: { group: "security" }, create: { group: "security", value: security(true) }, update: { value: security(true) } });
      try {
        const refused = await call(listStaff as RouteFn, { headers });
        expect(refused.status).toBe(403);
        expect(refused.body.code).toBe("TWO_FACTOR_ENROLMENT_REQUIRED");
      } finally {
        await prisma.setting.update({ where: { group: "security" }, data: { value: security(false) } });
      }
    });
  }

  it("keeps nothing read just after a write to a session or user (a transaction may not have committed)", async () => {
    const headers = await bearerHeaders(admin);
    settleAuthCache();
    await prisma.user.update({ where: { id: admin.id }, data: { name: "Ada Renamed" } });
    const size = authCacheSize();
    expect((await resolveCaller(new Headers(headers)))?.user.name).toBe("Ada Renamed");
    expect(authCacheSize()).toBe(size);
  });
});

describe("decodeToken's cache of decrypted tokens", () => {
  const payload = { sub: "u1", sid: "s1", role: "user", name: "N", email: "n@example.test" };

  it("answers a token again without changing what it accepts", async () => {
    const access = await encodeToken({ ...payload, typ: "access" }, 900);
    expect(await decodeToken(access, "access")).toMatchObject({ sub: "u1", sid: "s1", typ: "access" });
    const size = decodedTokenCacheSize();
    expect(await decodeToken(access, "access")).toMatchObject({ sub: "u1", sid: "s1", typ: "access" });
    expect(decodedTokenCacheSize()).toBe(size);
    // An access token is still no session cookie, cached or not.
    expect(await decodeToken(access, "session")).toBeNull();
    // One character of the ciphertext changed is another token, and it does not decrypt. (The
    // last characters would not do: the final base64url digit of the tag carries padding bits a
    // decoder ignores, so changing it can leave the bytes as they were.)
    const parts = access.split(".");
    parts[3] = (parts[3][0] === "A" ? "B" : "A") + parts[3].slice(1);
    const tampered = parts.join(".");
    expect(await decodeToken(tampered, "access")).toBeNull();
  });

  it("never accepts an expired token", async () => {
    const expired = await encodeToken({ ...payload, typ: "access" }, -120);
    expect(await decodeToken(expired, "access")).toBeNull();
    expect(await decodeToken(expired, "access")).toBeNull();
  });
});
