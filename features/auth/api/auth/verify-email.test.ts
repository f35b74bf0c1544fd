import { describe, expect, it } from "vitest";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { POST as resendVerification } from "@/app/api/auth/resend-verification/route";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { prisma } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { issueAuthToken } from "../../server/flows";
import { hashToken } from "@/lib/auth/tokens";
import { createUser } from "@/test/helpers";
import { authClient, latestMail, mailsTo, tokenFrom } from "./test-helpers";

const { send } = authClient("10.7.0");

async function latestVerificationToken(to: string): Promise<string> {
  const mail = await latestMail(to);
  expect(mail.subject).toBe("Verify your email for Masterly");
  return tokenFrom(mail.text, "/verify-email");
}

const VERIFIED = { message: "Your email has been verified. You can now sign in.", data: { courseId: null } };
const RESENT = { message: "If that account still needs verifying, we have sent a new verification email." };

async function registerLearner(email: string) {
  const res = await send(register, { name: "Vera Verify", email, password: "long-enough-1" });
  expect(res.status).toBe(201);
  // The answer names no account id while the address is unverified; the database knows it.
  const { id } = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  return { id, email, password: "long-enough-1" };
}

describe("POST /api/auth/verify-email", () => {
  it("verifies the address with the emailed token, once", async () => {
    const learner = await registerLearner("vera@example.test");
    const token = await latestVerificationToken(learner.email);
    expect((await send(login, { email: learner.email, password: learner.password })).status).toBe(403);

    const res = await send(verifyEmail, { token });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(VERIFIED);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: learner.id } })).isEmailVerified).toBe(true);
    expect((await send(login, { email: learner.email, password: learner.password })).status).toBe(200);

    const again = await send(verifyEmail, { token });
    expect(again.status).toBe(400);
    expect(again.body.code).toBe("TOKEN_USED");
    expect(again.body.message).toBe("This verification link has already been used. Please request a new one.");
  });

  it("refuses an expired token (TOKEN_EXPIRED), an unknown one (INVALID_TOKEN) and a reset token", async () => {
    const learner = await registerLearner("late@example.test");
    const token = await latestVerificationToken(learner.email);
    await prisma.authToken.updateMany({ where: { tokenHash: hashToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await send(verifyEmail, { token });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ message: "This verification link has expired. Please request a new one.", code: "TOKEN_EXPIRED" });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: learner.id } })).isEmailVerified).toBe(false);

    const unknown = await send(verifyEmail, { token: "q".repeat(43) });
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: "This verification link is invalid. Please request a new one.", code: "INVALID_TOKEN" });

    const resetToken = await issueAuthToken("password_reset", learner.id);
    const wrongKind = await send(verifyEmail, { token: resetToken });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.body.code).toBe("INVALID_TOKEN");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: learner.id } })).isEmailVerified).toBe(false);
  });

  it("validates the token field", async () => {
    const missing = await send(verifyEmail, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ token: ["The link is invalid"] });
    const short = await send(verifyEmail, { token: "abc" });
    expect(short.status).toBe(422);
  });
});

describe("POST /api/auth/resend-verification", () => {
  it("sends a fresh link to an unverified account; the older link stops working", async () => {
    const learner = await registerLearner("again@example.test");
    const first = await latestVerificationToken(learner.email);
    const res = await send(resendVerification, { email: learner.email });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(RESENT);
    expect(mailsTo(learner.email)).toHaveLength(2);
    const second = await latestVerificationToken(learner.email);
    expect(second).not.toBe(first);
    expect((await send(verifyEmail, { token: first })).status).toBe(400);
    expect((await send(verifyEmail, { token: second })).status).toBe(200);
  });

  it("answers alike for unknown, already verified and deactivated accounts, and sends them nothing", async () => {
    const verified = await createUser({ email: "done@example.test", isEmailVerified: true });
    const inactive = await createUser({ email: "gone@example.test", isEmailVerified: false, isActive: false });
    for (const email of [verified.email, inactive.email, "ghost@example.test"]) {
      const res = await send(resendVerification, { email });
      expect(res.status).toBe(200);
      expect(res.body).toEqual(RESENT);
      expect(mailsTo(email)).toHaveLength(0);
    }
  });

  it("validates the email and rate-limits per client address", async () => {
    const bad = await send(resendVerification, { email: "bad" });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ email: ["Please enter a valid email address"] });

    const limit = getEnv().RATE_LIMIT_EMAIL_PER_HOUR;
    const ip = { "x-real-ip": "192.0.2.99" };
    for (let i = 0; i < limit; i++) expect((await send(resendVerification, { email: `ghost-${i}@example.test` }, ip)).status).toBe(200);
    const blocked = await send(resendVerification, { email: "ghost@example.test" }, ip);
    expect(blocked.status).toBe(429);
    expect(blocked.body.code).toBe("TOO_MANY_REQUESTS");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
