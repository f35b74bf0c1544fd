import { describe, expect, it } from "vitest";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { prisma } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { loginResponseSchema } from "../../schema";
import { call, createUser, findSecrets, type CallResult, type RouteFn } from "@/test/helpers";
import { sessionCookie, withSecurity } from "./test-helpers";

// Every request gets its own client address unless a test says otherwise, so the per-address
// login budget (RATE_LIMIT_LOGIN_PER_15_MIN) is only spent where a test means to spend it.
let ipCounter = 0;
const freshIp = () => `10.1.0.${++ipCounter}`;

async function post(body: unknown, ip = freshIp()): Promise<CallResult> {
  const res = await call(login as RouteFn, { method: "POST", body, headers: { "x-real-ip": ip } });
  expect(findSecrets(res.text), "secrets in the login response").toEqual([]);
  return res;
}

async function meWith(headers: Record<string, string>) {
  const res = await call(me as RouteFn, { headers });
  expect(findSecrets(res.text)).toEqual([]);
  return res;
}

describe("POST /api/auth/login", () => {
  it("greets only the first sign-in as one", async () => {
    const user = await createUser({ role: "user", name: "Fay First" });
    const first = await post({ email: user.email, password: user.password });
    expect(first.body).toMatchObject({ message: "Hello Fay First, your account is ready.", data: { firstSignIn: true } });
    const again = await post({ email: user.email, password: user.password });
    expect(again.body).toMatchObject({ message: "Hello Fay First, you've been successfully logged in.", data: { firstSignIn: false } });
  });

  it("signs in: the documented body, a live session and tokens that work for cookie and bearer", async () => {
    const user = await createUser({ role: "staff", name: "Sam Sign-In" });
    const res = await post({ email: user.email, password: user.password });
    expect(res.status).toBe(200);
    // The type the sign-in form reads is the one the server answers.
    expect(loginResponseSchema.strict().safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({
      message: "Hello Sam Sign-In, your account is ready.",
      data: {
        token: expect.any(String),
        refreshToken: expect.any(String),
        user: { _id: user.id, email: user.email, name: "Sam Sign-In", role: "staff", isEmailVerified: true, avatar: null },
        firstSignIn: true,
      },
    });
    const data = res.body.data as { token: string; refreshToken: string };
    expect(data.token).not.toBe(data.refreshToken);

    const sessions = await prisma.session.findMany({ where: { userId: user.id } });
    expect(sessions).toHaveLength(1);
    expect(sessions[0].revokedAt).toBeNull();
    // Only the hash of the refresh token is stored.
    const stored = await prisma.refreshToken.findMany({ where: { sessionId: sessions[0].id } });
    expect(stored).toHaveLength(1);
    expect(stored[0].tokenHash).not.toBe(data.refreshToken);

    const cookie = sessionCookie(res).split(";")[0];
    const viaCookie = await meWith({ cookie });
    expect(viaCookie.status).toBe(200);
    expect((viaCookie.body.data as { user: { _id: string } }).user._id).toBe(user.id);
    const viaBearer = await meWith({ authorization: `Bearer ${data.token}` });
    expect(viaBearer.status).toBe(200);
    expect((viaBearer.body.data as { user: { email: string } }).user.email).toBe(user.email);

    const log = await prisma.activityLog.findFirst({ where: { type: "login", targetId: user.id } });
    expect(log).not.toBeNull();
  });

  it("accepts the email in any case and with surrounding spaces", async () => {
    const user = await createUser({ email: "casey@example.test" });
    const res = await post({ email: "  Casey@EXAMPLE.test ", password: user.password });
    expect(res.status).toBe(200);
  });

  it("sets an HttpOnly, SameSite=Lax session cookie: a browser-session cookie without Remember me, persistent with it", async () => {
    const user = await createUser();
    const plain = sessionCookie(await post({ email: user.email, password: user.password }));
    expect(plain).toMatch(/;\s*HttpOnly/i);
    expect(plain).toMatch(/;\s*SameSite=Lax/i);
    expect(plain).toMatch(/;\s*Path=\//i);
    expect(plain).not.toMatch(/Max-Age/i);
    expect(plain).not.toMatch(/Expires/i);

    const remembered = sessionCookie(await post({ email: user.email, password: user.password, remember: true }));
    expect(remembered).toMatch(/;\s*HttpOnly/i);
    expect(remembered).toMatch(/;\s*SameSite=Lax/i);
    const maxAge = Number(remembered.match(/Max-Age=(\d+)/i)?.[1]);
    expect(maxAge).toBeGreaterThan(24 * 60 * 60);
    const sessions = await prisma.session.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    expect(sessions.map((s) => s.remember)).toEqual([false, true]);
  });

  it("ends the session after the security setting sessionTimeout", async () => {
    await withSecurity({ sessionTimeout: 30 }, async () => {
      const user = await createUser();
      const before = Date.now();
      expect((await post({ email: user.email, password: user.password })).status).toBe(200);
      const session = await prisma.session.findFirstOrThrow({ where: { userId: user.id } });
      const minutes = (session.expiresAt.getTime() - before) / 60_000;
      expect(minutes).toBeGreaterThan(29.9);
      expect(minutes).toBeLessThan(30.5);
    });
  });

  it("answers invalid input with 422 and the sign-in messages per field", async () => {
    const badEmail = await post({ email: "not-an-email", password: "secret1" });
    expect(badEmail.status).toBe(422);
    expect(badEmail.body).toMatchObject({ code: "VALIDATION_FAILED", errors: { email: ["Please enter a valid email address"] } });
    expect(badEmail.body.errors).not.toHaveProperty("password");

    const shortPassword = await post({ email: "someone@example.test", password: "12345" });
    expect(shortPassword.status).toBe(422);
    expect(shortPassword.body.errors).toEqual({ password: ["Password must be at least 6 characters"] });

    const empty = await post({ email: "", password: "" });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ email: ["Please enter a valid email address"], password: ["Password must be at least 6 characters"] });

    const missing = await post({});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ email: ["Please enter a valid email address"], password: ["Password must be at least 6 characters"] });

    const noBody = await call(login as RouteFn, { method: "POST", headers: { "x-real-ip": freshIp() } });
    expect(noBody.status).toBe(400);
    const malformed = await call(login as RouteFn, { method: "POST", rawBody: "{email:", headers: { "x-real-ip": freshIp() } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.code).toBe("MALFORMED_JSON");
  });

  it("gives a wrong password and an unknown email the same 401 answer", async () => {
    const user = await createUser();
    const wrong = await post({ email: user.email, password: "not-the-password" });
    const unknown = await post({ email: "nobody-here@example.test", password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(wrong.body).toEqual({ message: "Invalid email or password", code: "INVALID_CREDENTIALS" });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers.getSetCookie()).toEqual([]);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses a deactivated account with 403, but only once the password is right", async () => {
    const user = await createUser({ isActive: false });
    const wrong = await post({ email: user.email, password: "not-the-password" });
    expect(wrong.status).toBe(401);
    const right = await post({ email: user.email, password: user.password });
    expect(right.status).toBe(403);
    expect(right.body).toEqual({ message: "This account has been deactivated. Please contact an administrator.", code: "ACCOUNT_INACTIVE" });
    expect(right.headers.getSetCookie()).toEqual([]);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });

  it("refuses an unverified email while requireEmailVerification is on, and lets it in when it is off", async () => {
    const user = await createUser({ isEmailVerified: false });
    const refused = await post({ email: user.email, password: user.password });
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("EMAIL_NOT_VERIFIED");
    expect(refused.body.message).toMatch(/verify your email/i);
    expect(refused.body.message).toMatch(/resend/i);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);

    await withSecurity({ requireEmailVerification: false }, async () => {
      const allowed = await post({ email: user.email, password: user.password });
      expect(allowed.status).toBe(200);
      expect((allowed.body.data as { user: { isEmailVerified: boolean } }).user.isEmailVerified).toBe(false);
    });
  });

  it("locks the account for 15 minutes after maxLoginAttempts consecutive failures (429, Retry-After, ACCOUNT_LOCKED)", async () => {
    const user = await createUser();
    const ip = "10.1.9.1"; // one attacker: failures count per account and client address
    for (let i = 1; i <= 4; i++) {
      const res = await post({ email: user.email, password: `wrong-password-${i}` }, ip);
      expect(res.status, `attempt ${i}`).toBe(401);
    }
    const before = Date.now();
    const fifth = await post({ email: user.email, password: "wrong-password-5" }, ip);
    expect(fifth.status).toBe(429);
    expect(fifth.body.code).toBe("ACCOUNT_LOCKED");
    expect(fifth.body.message).toBe("This account is locked after too many failed sign-in attempts. Try again in 15 minutes.");
    const retryAfter = Number(fifth.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThanOrEqual(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(row.lockedUntil!.getTime() - before).toBeGreaterThan(14.9 * 60_000);
    expect(row.lockedUntil!.getTime() - before).toBeLessThan(15.1 * 60_000);
    expect(await prisma.activityLog.count({ where: { type: "account_locked", targetId: user.id } })).toBe(1);

    // Still locked with the right password, and no session is opened.
    const right = await post({ email: user.email, password: user.password }, ip);
    expect(right.status).toBe(429);
    expect(right.body.code).toBe("ACCOUNT_LOCKED");
    expect(Number(right.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);

    // Once the 15 minutes have passed, the right password works and the counters are cleared.
    await prisma.rateLimit.updateMany({ where: { key: { startsWith: `lockout:${user.email}|` } }, data: { expire: new Date(Date.now() - 1000) } });
    const after = await post({ email: user.email, password: user.password }, ip);
    expect(after.status).toBe(200);
    const cleared = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(cleared.failedLoginCount).toBe(0);
    expect(cleared.lockedUntil).toBeNull();
  });

  it("counts only consecutive failures: a successful sign-in resets the count", async () => {
    const user = await createUser();
    const ip = "10.1.9.2";
    for (let i = 0; i < 4; i++) expect((await post({ email: user.email, password: "wrong-password" }, ip)).status).toBe(401);
    expect((await post({ email: user.email, password: user.password }, ip)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await post({ email: user.email, password: "wrong-password" }, ip)).status).toBe(401);
    expect((await post({ email: user.email, password: user.password }, ip)).status).toBe(200);
  });

  it("follows the security setting maxLoginAttempts", async () => {
    await withSecurity({ maxLoginAttempts: 3 }, async () => {
      const user = await createUser();
      const ip = "10.1.9.3";
      expect((await post({ email: user.email, password: "wrong-password" }, ip)).status).toBe(401);
      expect((await post({ email: user.email, password: "wrong-password" }, ip)).status).toBe(401);
      const third = await post({ email: user.email, password: "wrong-password" }, ip);
      expect(third.status).toBe(429);
      expect(third.body.code).toBe("ACCOUNT_LOCKED");
    });
  });

  it("rate-limits sign-in attempts per client address (RATE_LIMIT_LOGIN_PER_15_MIN)", async () => {
    const limit = getEnv().RATE_LIMIT_LOGIN_PER_15_MIN;
    const ip = "203.0.113.77";
    for (let i = 0; i < limit; i++) {
      const res = await post({ email: `probe-${i}@example.test`, password: "guessing-123" }, ip);
      expect(res.status, `attempt ${i + 1} of ${limit}`).toBe(401);
    }
    const blocked = await post({ email: `probe-${limit}@example.test`, password: "guessing-123" }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("TOO_MANY_REQUESTS");
    expect(blocked.body.message).toMatch(/Too many attempts/);
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);

    // Even the right password is refused from that address; another address is unaffected.
    const user = await createUser();
    expect((await post({ email: user.email, password: user.password }, ip)).status).toBe(429);
    expect((await post({ email: user.email, password: user.password }, "203.0.113.78")).status).toBe(200);
  });
});
