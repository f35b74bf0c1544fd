// Each security setting changes what the real auth handlers do: saved through PUT
// /api/admin/settings/security, then observed through /api/auth/login, /register, /reset-password
// and /api/profile/password.
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { PUT } from "@/app/api/admin/settings/[group]/route";
import { POST as LOGIN } from "@/app/api/auth/login/route";
import { POST as REGISTER } from "@/app/api/auth/register/route";
import { POST as RESET } from "@/app/api/auth/reset-password/route";
import { POST as CHANGE_PASSWORD } from "@/app/api/profile/password/route";
import { issueAuthToken } from "@/features/auth/server/flows";
import { currentTotp, encryptSecret, hashRecoveryCode } from "@/features/auth/server/two-factor";
import { prisma } from "@/lib/db";
import { SETTINGS_DEFAULTS, type SecuritySettings } from "@/lib/settings/defaults";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

let admin: TestUser;
let adminHeaders: Record<string, string>;
let ipCounter = 0;

async function setSecurity(patch: Partial<SecuritySettings>) {
  const res = await call(PUT as RouteFn, { method: "PUT", params: { group: "security" }, body: { ...SETTINGS_DEFAULTS.security, ...patch }, headers: adminHeaders });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
}

/** A sign-in from a fresh client address, or from `ip` (failures lock per account and address). */
function login(email: string, password: string, code?: string, ip?: string) {
  ipCounter += 1;
  return call(LOGIN as RouteFn, { body: { email, password, ...(code === undefined ? {} : { code }) }, headers: { "x-real-ip": ip ?? `10.0.0.${ipCounter}` } });
}

function register(password: string) {
  ipCounter += 1;
  return call(REGISTER as RouteFn, {
    body: { name: "New Learner", email: `new-${Date.now()}-${ipCounter}@example.test`, password },
    headers: { "x-real-ip": `10.1.0.${ipCounter}` },
  });
}

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  // An admin who can require two-factor sign-in has it: while it is required, the unenrolled can only enrol.
  await prisma.user.update({ where: { id: admin.id }, data: { twoFactorEnabled: true } });
  adminHeaders = await sessionHeaders(admin);
});

beforeEach(async () => {
  await setSecurity({});
});

describe("minPasswordLength", () => {
  it("register: 9 characters pass at the default 8 and are refused once the minimum is 12", async () => {
    expect((await register("ninechars")).status).toBe(201);
    await setSecurity({ minPasswordLength: 12 });
    const refused = await register("ninechars");
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ password: ["Password must be at least 12 characters"] });
    expect((await register("twelve-chars")).status).toBe(201);
  });

  it("reset-password obeys the raised minimum", async () => {
    const user = await createUser({ role: "user" });
    await setSecurity({ minPasswordLength: 14 });
    const token = await issueAuthToken("password_reset", user.id);
    const refused = await call(RESET as RouteFn, { body: { token, password: "only-13-chars" } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ password: ["Password must be at least 14 characters"] });
    expect((await call(RESET as RouteFn, { body: { token, password: "fourteen-chars" } })).status).toBe(200);
  });

  it("the profile's password change obeys it too, and a lowered minimum lets a short one through", async () => {
    const user = await createUser({ role: "staff", password: "original-pass" });
    const headers = await sessionHeaders(user);
    await setSecurity({ minPasswordLength: 16 });
    const refused = await call(CHANGE_PASSWORD as RouteFn, { body: { currentPassword: "original-pass", newPassword: "fifteen-chars!!", confirmPassword: "fifteen-chars!!" }, headers });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual({ newPassword: ["Password must be at least 16 characters"] });
    await setSecurity({ minPasswordLength: 6 });
    const ok = await call(CHANGE_PASSWORD as RouteFn, { body: { currentPassword: "original-pass", newPassword: "short6", confirmPassword: "short6" }, headers });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await login(user.email, "short6")).status).toBe(200);
  });
});

describe("sessionTimeout", () => {
  it("sets the lifetime of the session a sign-in opens", async () => {
    const user = await createUser({ role: "user" });
    for (const minutes of [15, 1440]) {
      await setSecurity({ sessionTimeout: minutes });
      const before = Date.now();
      expect((await login(user.email, user.password)).status).toBe(200);
      const session = await prisma.session.findFirstOrThrow({ where: { userId: user.id }, orderBy: { createdAt: "desc" } });
      const lifetime = session.expiresAt.getTime() - before;
      expect(lifetime).toBeGreaterThanOrEqual(minutes * 60_000 - 1000);
      expect(lifetime).toBeLessThanOrEqual(minutes * 60_000 + 5000);
    }
  });
});

describe("maxLoginAttempts", () => {
  it("at the default 5, three wrong passwords do not lock; lowered to 3, the third locks", async () => {
    const relaxed = await createUser({ role: "user" });
    for (let i = 0; i < 3; i += 1) expect((await login(relaxed.email, "wrong-password", undefined, "10.9.0.1")).status).toBe(401);
    expect((await login(relaxed.email, relaxed.password, undefined, "10.9.0.1")).status).toBe(200);

    await setSecurity({ maxLoginAttempts: 3 });
    const strict = await createUser({ role: "user" });
    expect((await login(strict.email, "wrong-password", undefined, "10.9.0.2")).status).toBe(401);
    expect((await login(strict.email, "wrong-password", undefined, "10.9.0.2")).status).toBe(401);
    const third = await login(strict.email, "wrong-password", undefined, "10.9.0.2");
    expect(third.status).toBe(429);
    expect(third.body.code).toBe("ACCOUNT_LOCKED");
    // Locked now: even the right password is refused.
    const after = await login(strict.email, strict.password, undefined, "10.9.0.2");
    expect(after.status).toBe(429);
    expect(after.body.code).toBe("ACCOUNT_LOCKED");
  });
});

describe("requireEmailVerification", () => {
  it("on, an unverified learner is refused; off, the same learner signs in", async () => {
    const learner = await createUser({ role: "user", isEmailVerified: false });
    const refused = await login(learner.email, learner.password);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe("EMAIL_NOT_VERIFIED");
    await setSecurity({ requireEmailVerification: false });
    const ok = await login(learner.email, learner.password);
    expect(ok.status).toBe(200);
    expect((ok.body.data as { user: { isEmailVerified: boolean } }).user.isEmailVerified).toBe(false);
  });

  it("off, registration opens a session straight away", async () => {
    const gated = await register("long-enough-1");
    expect(gated.body).toMatchObject({ accessToken: null, requiresVerification: true });
    await setSecurity({ requireEmailVerification: false });
    const open = await register("long-enough-2");
    expect(open.status).toBe(201);
    expect(typeof open.body.accessToken).toBe("string");
    expect(open.headers.get("set-cookie")).toContain("next-auth.session-token=");
  });
});

describe("enableTwoFactor", () => {
  const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
  let enrolled: TestUser;

  beforeAll(async () => {
    enrolled = await createUser({ role: "admin", name: "Enrolled Admin" });
    await prisma.user.update({ where: { id: enrolled.id }, data: { twoFactorEnabled: true, twoFactorSecret: encryptSecret(secret) } });
    await prisma.recoveryCode.create({ data: { userId: enrolled.id, codeHash: hashRecoveryCode("abcde-fghjk") } });
  });

  it("an enrolled account is asked for the code whether the setting is on or off (it only decides who must enrol)", async () => {
    await setSecurity({ enableTwoFactor: false });
    const off = await login(enrolled.email, enrolled.password);
    expect(off.status).toBe(401);
    expect(off.body.code).toBe("TWO_FACTOR_REQUIRED");
    await setSecurity({ enableTwoFactor: true });
    const asked = await login(enrolled.email, enrolled.password);
    expect(asked.status).toBe(401);
    expect(asked.body).toEqual({ code: "TWO_FACTOR_REQUIRED", message: "Enter the 6-digit code from your authenticator app" });
    expect(asked.headers.get("set-cookie")).toBeNull();
    // Asking for the code is not a failed attempt.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: enrolled.id } })).failedLoginCount).toBe(0);
  });

  it("on, a wrong password still answers invalid credentials, before any code is asked", async () => {
    await setSecurity({ enableTwoFactor: true });
    const res = await login(enrolled.email, "wrong-password");
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("INVALID_CREDENTIALS");
  });

  it("on, a valid TOTP code signs in; a wrong one is refused and counts as a failed attempt", async () => {
    await setSecurity({ enableTwoFactor: true });
    const failuresBefore = (await prisma.user.findUniqueOrThrow({ where: { id: enrolled.id } })).failedLoginCount;
    const wrong = await login(enrolled.email, enrolled.password, currentTotp(secret) === "000000" ? "111111" : "000000");
    expect(wrong.status).toBe(401);
    expect(wrong.body.code).toBe("TWO_FACTOR_INVALID");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: enrolled.id } })).failedLoginCount).toBe(failuresBefore + 1);
    const ok = await login(enrolled.email, enrolled.password, currentTotp(secret));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: enrolled.id } })).failedLoginCount).toBe(0);
  });

  it("on, a code from the previous 30-second step is still accepted; one from two steps back is not", async () => {
    await setSecurity({ enableTwoFactor: true });
    await prisma.user.update({ where: { id: enrolled.id }, data: { twoFactorLastStep: null } });
    expect((await login(enrolled.email, enrolled.password, currentTotp(secret, Date.now() - 30_000))).status).toBe(200);
    expect((await login(enrolled.email, enrolled.password, currentTotp(secret, Date.now() - 95_000))).status).toBe(401);
  });

  it("on, a code that signed in once is refused after, and so is any older one (no replay)", async () => {
    await setSecurity({ enableTwoFactor: true });
    await prisma.user.update({ where: { id: enrolled.id }, data: { twoFactorLastStep: null } });
    const previous = currentTotp(secret, Date.now() - 30_000);
    expect((await login(enrolled.email, enrolled.password, previous)).status).toBe(200);
    const replayed = await login(enrolled.email, enrolled.password, previous);
    expect(replayed.status).toBe(401);
    expect(replayed.body.code).toBe("TWO_FACTOR_INVALID");
    const current = currentTotp(secret);
    expect((await login(enrolled.email, enrolled.password, current)).status).toBe(200);
    expect((await login(enrolled.email, enrolled.password, current)).status).toBe(401);
    expect((await login(enrolled.email, enrolled.password, previous)).status).toBe(401);
  });

  it("on, a recovery code signs in once", async () => {
    await setSecurity({ enableTwoFactor: true });
    expect((await login(enrolled.email, enrolled.password, "ABCDE-FGHJK")).status).toBe(200);
    const again = await login(enrolled.email, enrolled.password, "abcde-fghjk");
    expect(again.status).toBe(401);
    expect(again.body.code).toBe("TWO_FACTOR_INVALID");
  });

  it("on, an admin who has not enrolled yet still signs in (then can only enrol: two-factor/required.test.ts)", async () => {
    await setSecurity({ enableTwoFactor: true });
    const unenrolled = await createUser({ role: "admin" });
    expect((await login(unenrolled.email, unenrolled.password)).status).toBe(200);
  });
});
