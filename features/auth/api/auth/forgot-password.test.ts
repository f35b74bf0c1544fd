import { describe, expect, it } from "vitest";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as login } from "@/app/api/auth/login/route";
import { POST as refresh } from "@/app/api/auth/refresh-token/route";
import { GET as me } from "@/app/api/auth/me/route";
import { prisma } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { saveSettings } from "@/lib/settings/store";
import { issueAuthToken } from "../../server/flows";
import { hashToken } from "@/lib/auth/tokens";
import { SETTINGS_DEFAULTS } from "@/lib/settings/defaults";
import { call, createUser, type RouteFn, type TestUser } from "@/test/helpers";
import { authClient, latestMail, mailsTo, tokenFrom } from "./test-helpers";

const { send } = authClient("10.6.0");

/** Asks for a reset link for the user and returns the token from the emailed link. */
async function requestReset(user: { email: string }): Promise<string> {
  const res = await send(forgotPassword, { email: user.email });
  expect(res.status).toBe(200);
  const mail = await latestMail(user.email);
  expect(mail.subject).toBe("Reset your Masterly password");
  return tokenFrom(mail.text, "/reset-password");
}

async function signIn(user: { email: string }, password: string) {
  return send(login, { email: user.email, password });
}

describe("POST /api/auth/forgot-password", () => {
  it("gives the same answer for a known and an unknown email; only the known one gets an email", async () => {
    const user = await createUser({ email: "known@example.test" });
    const known = await send(forgotPassword, { email: user.email });
    const unknown = await send(forgotPassword, { email: "unknown@example.test" });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(known.body).toEqual({ message: "If an account exists for that email, we have sent a link to reset the password." });
    expect(unknown.body).toEqual(known.body);
    expect(known.text).toBe(unknown.text);
    expect(mailsTo("known@example.test")).toHaveLength(1);
    expect(mailsTo("unknown@example.test")).toHaveLength(0);

    // A deactivated account gets the same answer and no email.
    const inactive = await createUser({ email: "inactive@example.test", isActive: false });
    const res = await send(forgotPassword, { email: inactive.email });
    expect(res.body).toEqual(known.body);
    expect(mailsTo(inactive.email)).toHaveLength(0);
  });

  it("emails a branded HTML and text message with a 1-hour, single-use link whose token is stored hashed", async () => {
    const user = await createUser();
    const token = await requestReset(user);
    const mail = await latestMail(user.email);
    expect(mail.html).toContain("Masterly");
    expect(mail.html).toContain(token);
    expect(mail.text).toContain("Masterly");
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    const row = await prisma.authToken.findFirstOrThrow({ where: { userId: user.id, type: "password_reset" } });
    expect(row.tokenHash).toBe(hashToken(token));
    expect(row.tokenHash).not.toContain(token);
    const minutes = (row.expiresAt.getTime() - row.createdAt.getTime()) / 60_000;
    expect(minutes).toBeGreaterThan(59.9);
    expect(minutes).toBeLessThan(60.1);
  });

  it("validates the email", async () => {
    const res = await send(forgotPassword, { email: "nope" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ email: ["Please enter a valid email address"] });
  });

  it("rate-limits requests per client address", async () => {
    const limit = getEnv().RATE_LIMIT_EMAIL_PER_HOUR;
    const ip = { "x-real-ip": "192.0.2.50" };
    for (let i = 0; i < limit; i++) expect((await send(forgotPassword, { email: `nobody-${i}@example.test` }, ip)).status).toBe(200);
    const user = await createUser();
    const blocked = await send(forgotPassword, { email: user.email }, ip);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(mailsTo(user.email)).toHaveLength(0);
    expect((await send(forgotPassword, { email: user.email }, { "x-real-ip": "192.0.2.51" })).status).toBe(200);
  });
});

describe("POST /api/auth/reset-password", () => {
  it("sets the new password with the emailed token, once", async () => {
    const user = await createUser();
    const token = await requestReset(user);
    const res = await send(resetPassword, { token, password: "brand-new-pass", confirmPassword: "brand-new-pass" });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "Your password has been reset. You can now sign in with your new password." });

    expect((await signIn(user, user.password)).status).toBe(401);
    expect((await signIn(user, "brand-new-pass")).status).toBe(200);

    const again = await send(resetPassword, { token, password: "another-pass-1" });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("TOKEN_USED");
    expect(again.body.message).toMatch(/already been used/);
    expect((await signIn(user, "another-pass-1")).status).toBe(401);
    expect(await prisma.activityLog.count({ where: { type: "password_changed", targetId: user.id } })).toBe(1);
  });

  it("refuses an expired token with TOKEN_EXPIRED and an unknown one with INVALID_TOKEN", async () => {
    const user = await createUser();
    const token = await requestReset(user);
    await prisma.authToken.updateMany({ where: { tokenHash: hashToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await send(resetPassword, { token, password: "brand-new-pass" });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe("TOKEN_EXPIRED");
    expect(expired.body.message).toMatch(/expired/);
    expect((await signIn(user, user.password)).status).toBe(200);

    const unknown = await send(resetPassword, { token: "z".repeat(43), password: "brand-new-pass" });
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe("INVALID_TOKEN");
  });

  it("does not take a verification token as a reset token", async () => {
    const user = await createUser({ isEmailVerified: false });
    const verificationToken = await issueAuthToken("email_verification", user.id);
    const res = await send(resetPassword, { token: verificationToken, password: "brand-new-pass" });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe("INVALID_TOKEN");
  });

  it("makes an older link stop working once a newer one is sent", async () => {
    const user = await createUser();
    const older = await requestReset(user);
    const newer = await requestReset(user);
    expect(newer).not.toBe(older);
    expect((await send(resetPassword, { token: older, password: "brand-new-pass" })).status).toBe(400);
    expect((await send(resetPassword, { token: newer, password: "brand-new-pass" })).status).toBe(200);
  });

  it("signs the account out everywhere: every session and refresh token is revoked", async () => {
    const user: TestUser = await createUser();
    const sessions = [];
    for (let i = 0; i < 2; i++) {
      const res = await signIn(user, user.password);
      const data = res.body.data as { token: string; refreshToken: string };
      sessions.push({ ...data, cookie: res.headers.getSetCookie()[0].split(";")[0] });
    }
    const token = await requestReset(user);
    expect((await send(resetPassword, { token, password: "brand-new-pass" })).status).toBe(200);

    for (const s of sessions) {
      expect((await call(me as RouteFn, { headers: { cookie: s.cookie } })).status).toBe(401);
      expect((await call(me as RouteFn, { headers: { authorization: `Bearer ${s.token}` } })).status).toBe(401);
      expect((await send(refresh, { refreshToken: s.refreshToken })).status).toBe(401);
    }
    expect(await prisma.session.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
    expect(await prisma.refreshToken.count({ where: { userId: user.id, revokedAt: null } })).toBe(0);
  });

  it("applies minPasswordLength to the new password and keeps the token usable after a refusal", async () => {
    const user = await createUser();
    const token = await requestReset(user);
    const short = await send(resetPassword, { token, password: "seven77" });
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual({ password: ["Password must be at least 8 characters"] });
    const mismatch = await send(resetPassword, { token, password: "brand-new-pass", confirmPassword: "brand-new-pasS" });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ confirmPassword: ["Passwords do not match"] });

    await saveSettings("security", { ...SETTINGS_DEFAULTS.security, minPasswordLength: 14 });
    try {
      const policy = await send(resetPassword, { token, password: "thirteen-char" });
      expect(policy.status).toBe(422);
      expect(policy.body.errors).toEqual({ password: ["Password must be at least 14 characters"] });
      expect((await send(resetPassword, { token, password: "fourteen-chars" })).status).toBe(200);
    } finally {
      await prisma.setting.deleteMany({ where: { group: "security" } });
    }
    expect((await signIn(user, "fourteen-chars")).status).toBe(200);
  });

  it("clears a lockout and marks the address verified (the link proved it)", async () => {
    const user = await createUser({ isEmailVerified: false });
    const ip = { "x-real-ip": "10.6.9.1" };
    for (let i = 1; i <= 5; i += 1) await send(login, { email: user.email, password: `wrong-password-${i}` }, ip);
    expect((await send(login, { email: user.email, password: user.password }, ip)).status).toBe(429);
    const token = await requestReset(user);
    expect((await send(resetPassword, { token, password: "brand-new-pass" })).status).toBe(200);
    const res = await send(login, { email: user.email, password: "brand-new-pass" }, ip);
    expect(res.status).toBe(200);
    expect((res.body.data as { user: { isEmailVerified: boolean } }).user.isEmailVerified).toBe(true);
  });

  it("validates the token field", async () => {
    const missing = await send(resetPassword, { password: "brand-new-pass" });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty("token");
  });
});
