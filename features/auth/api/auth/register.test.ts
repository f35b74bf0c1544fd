import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { POST as register } from "@/app/api/auth/register/route";
import { POST as login } from "@/app/api/auth/login/route";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { bcryptCost } from "@/lib/auth/password";
import { prisma } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { registerResponseSchema } from "../../schema";
import { listJobs } from "@/lib/jobs";
import { call, createUser, type RouteFn } from "@/test/helpers";
import { refuseAuditEntries } from "@/test/refuse-writes";
import { authClient, latestMail, mailsTo, tokenFrom, withSecurity } from "./test-helpers";

const { send } = authClient("10.2.0");

const valid = (email: string) => ({ name: "Nora Newcomer", email, password: "long-enough-1", confirmPassword: "long-enough-1" });

describe("POST /api/auth/register", () => {
  it("creates a learner, sends a verification email, and after verifying the learner can sign in", async () => {
    const res = await send(register, valid("nora@example.test"));
    expect(res.status).toBe(201);
    expect(registerResponseSchema.strict().safeParse(res.body).success).toBe(true);
    expect(res.body).toEqual({
      message: expect.any(String),
      accessToken: null,
      refreshToken: null,
      requiresVerification: true,
      user: { _id: null, email: "nora@example.test", name: "Nora Newcomer", role: "user", isEmailVerified: false, avatar: null },
    });
    expect(res.headers.getSetCookie()).toEqual([]);

    const row = await prisma.user.findUniqueOrThrow({ where: { email: "nora@example.test" } });
    expect(row.role).toBe("user");
    expect(row.isActive).toBe(true);
    expect(row.isEmailVerified).toBe(false);
    expect(row.passwordHash).toMatch(/^\$2[aby]\$/);
    // At the cost lib/auth/password.ts hashes every password at (its tests hold that to 10 or more).
    expect(bcrypt.getRounds(row.passwordHash as string)).toBe(bcryptCost());
    expect(await bcrypt.compare("long-enough-1", row.passwordHash as string)).toBe(true);
    expect(await prisma.session.count({ where: { userId: row.id } })).toBe(0);
    expect(await prisma.activityLog.count({ where: { type: "student_registered", targetId: row.id } })).toBe(1);

    // The verification email: branded, HTML and text, with a 24-hour single-use token stored hashed.
    const mail = await latestMail("nora@example.test");
    expect(mail.subject).toBe("Verify your email for Masterly");
    expect(mail.html).toContain("Masterly");
    expect(mail.text).toContain("Masterly");
    const token = tokenFrom(mail.text, "/verify-email");
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(mail.html).toContain(token);
    const stored = await prisma.authToken.findFirstOrThrow({ where: { userId: row.id, type: "email_verification" } });
    expect(stored.tokenHash).not.toContain(token);
    const hours = (stored.expiresAt.getTime() - stored.createdAt.getTime()) / 3_600_000;
    expect(hours).toBeGreaterThan(23.9);
    expect(hours).toBeLessThan(24.1);

    const early = await send(login, { email: "nora@example.test", password: "long-enough-1" });
    expect(early.status).toBe(403);
    expect(early.body.code).toBe("EMAIL_NOT_VERIFIED");

    const verified = await send(verifyEmail, { token });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ message: "Your email has been verified. You can now sign in.", data: { courseId: null } });

    const signedIn = await send(login, { email: "nora@example.test", password: "long-enough-1" });
    expect(signedIn.status).toBe(200);
    expect((signedIn.body.data as { user: { isEmailVerified: boolean; role: string } }).user).toMatchObject({ isEmailVerified: true, role: "user" });
  });

  it("enrolls a learner who registered from a free published course once they verify (not a paid one)", async () => {
    const make = (priceCents: number) =>
      prisma.course.create({ data: { title: `Signup course ${priceCents}`, description: "A course to register from, long enough.", category: "Design", level: "beginner", priceCents, duration: "1 hour", instructor: "I", status: "published" } });
    const [free, paid] = await Promise.all([make(0), make(4999)]);
    for (const [email, course, enrolled] of [["from-free@example.test", free, true], ["from-paid@example.test", paid, false]] as const) {
      expect((await send(register, { ...valid(email), courseId: course.id })).status).toBe(201);
      const user = await prisma.user.findUniqueOrThrow({ where: { email } });
      expect(user.signupCourseId).toBe(course.id);
      expect(await prisma.enrollment.count({ where: { userId: user.id } })).toBe(0);
      const verified = await send(verifyEmail, { token: tokenFrom((await latestMail(email)).text, "/verify-email") });
      expect(verified.status).toBe(200);
      expect(verified.body.data).toEqual({ courseId: enrolled ? course.id : null });
      expect(await prisma.enrollment.count({ where: { userId: user.id, courseId: course.id, unenrolledAt: null } })).toBe(enrolled ? 1 : 0);
      expect((await prisma.user.findUniqueOrThrow({ where: { email } })).signupCourseId).toBeNull();
    }
  });

  it("ignores a role in the body: registration only ever makes a learner", async () => {
    const res = await send(register, { ...valid("sneaky@example.test"), role: "admin", isEmailVerified: true, isActive: true });
    expect(res.status).toBe(201);
    const row = await prisma.user.findUniqueOrThrow({ where: { email: "sneaky@example.test" } });
    expect(row.role).toBe("user");
    expect(row.isEmailVerified).toBe(false);
  });

  it("answers a taken email (in any case) as a new registration, makes no second account, and tells the owner instead", async () => {
    const existing = await createUser({ email: "taken@example.test" });
    const before = mailsTo(existing.email).length;
    const dup = await send(register, valid("taken@example.test"));
    expect(dup.status).toBe(201);
    expect(dup.body).toMatchObject({ accessToken: null, refreshToken: null, requiresVerification: true });
    expect(dup.text).not.toMatch(/already exists/i);
    const upper = await send(register, valid("  TAKEN@Example.test "));
    expect(upper.status).toBe(201);
    expect(await prisma.user.count({ where: { email: "taken@example.test" } })).toBe(1);
    // One notice per attempt to the owner, and no verification link for the address.
    expect(mailsTo(existing.email).length).toBe(before + 2);
  });

  it("answers an existing email exactly as a new one while verification is pending: same status, headers, fields and no account id in either", async () => {
    await createUser({ email: "shape-taken@example.test", name: "Olive Owner" });
    const fresh = await send(register, valid("shape-fresh@example.test"));
    const taken = await send(register, valid("shape-taken@example.test"));
    expect(fresh.status).toBe(201);
    expect(taken.status).toBe(fresh.status);
    for (const res of [fresh, taken]) expect(registerResponseSchema.strict().safeParse(res.body).success).toBe(true);
    // The same body but for the address each one typed: no id (a decoy's format told them apart).
    const user = (res: typeof fresh) => res.body.user as Record<string, unknown>;
    expect(user(fresh)._id).toBeNull();
    expect({ ...taken.body, user: { ...user(taken), email: "shape-fresh@example.test" } }).toEqual(fresh.body);
    // The same headers, values included, but the length of that address.
    const headers = (res: typeof fresh) => [...res.headers.entries()].filter(([name]) => name !== "content-length");
    expect(headers(taken)).toEqual(headers(fresh));
    expect(fresh.headers.getSetCookie()).toEqual([]);
  });

  it("validates every field, with the new-password policy from minPasswordLength", async () => {
    const res = await send(register, { name: "N", email: "nope", password: "short", confirmPassword: "other" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({
      name: ["Name must be at least 2 characters"],
      email: ["Please enter a valid email address"],
      password: ["Password must be at least 8 characters"],
    });
    const mismatch = await send(register, { ...valid("mismatch@example.test"), confirmPassword: "long-enough-2" });
    expect(mismatch.status).toBe(422);
    expect(mismatch.body.errors).toEqual({ confirmPassword: ["Passwords do not match"] });
    expect(await prisma.user.count({ where: { email: { in: ["nope", "mismatch@example.test"] } } })).toBe(0);

    await withSecurity({ minPasswordLength: 14 }, async () => {
      const tooShort = await send(register, valid("policy@example.test")); // 13 characters
      expect(tooShort.status).toBe(422);
      expect(tooShort.body.errors).toEqual({ password: ["Password must be at least 14 characters"] });
      const ok = await send(register, { ...valid("policy@example.test"), password: "fourteen-chars", confirmPassword: "fourteen-chars" });
      expect(ok.status).toBe(201);
    });
  });

  it("opens a session straight away when email verification is not required", async () => {
    await withSecurity({ requireEmailVerification: false }, async () => {
      const res = await send(register, valid("open@example.test"));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ accessToken: expect.any(String), refreshToken: expect.any(String), requiresVerification: false, user: { email: "open@example.test", role: "user" } });
      const cookie = res.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);
      const viaCookie = await call(me as RouteFn, { headers: { cookie: (cookie as string).split(";")[0] } });
      expect(viaCookie.status).toBe(200);
      const viaBearer = await call(me as RouteFn, { headers: { authorization: `Bearer ${res.body.accessToken as string}` } });
      expect(viaBearer.status).toBe(200);
      // The verification email still goes out, so the address can be confirmed later.
      expect(mailsTo("open@example.test")).toHaveLength(1);
    });
  });

  it("records the verification email as a job, done by the time the request has been answered", async () => {
    const res = await send(register, valid("queued@example.test"));
    expect(res.status).toBe(201);
    const jobs = (await listJobs()).filter((job) => job.summary.includes("queued@example.test"));
    expect(jobs).toEqual([expect.objectContaining({ name: "email", state: "completed", attempts: 1, lastError: null, summary: "To queued@example.test: Verify your email for Masterly" })]);
    // The job's summary is what the admin's Jobs screen shows: never the link the email carries.
    expect(jobs[0].summary).not.toMatch(/token=/);
    expect(mailsTo("queued@example.test")).toHaveLength(1);
  });

  it("sends nothing when the registration fails after its email was queued: the account, its link and its email go together", async () => {
    // The audit entry is the registration's last write, after the verification email is queued.
    const allow = await refuseAuditEntries("student_registered");
    try {
      const failed = await send(register, valid("rolled-back@example.test"));
      expect(failed.status).toBe(500);
    } finally {
      await allow();
    }
    expect(await prisma.user.count({ where: { email: "rolled-back@example.test" } })).toBe(0);
    expect(await prisma.authToken.count({ where: { user: { email: "rolled-back@example.test" } } })).toBe(0);
    expect((await listJobs()).filter((job) => job.summary.includes("rolled-back@example.test"))).toEqual([]);
    expect(mailsTo("rolled-back@example.test")).toEqual([]);

    // Trying again once the database accepts it: one account, one email, whose link works.
    expect((await send(register, valid("rolled-back@example.test"))).status).toBe(201);
    const mail = await latestMail("rolled-back@example.test");
    expect(mailsTo("rolled-back@example.test")).toHaveLength(1);
    expect((await send(verifyEmail, { token: tokenFrom(mail.text, "/verify-email") })).status).toBe(200);
  });

  it("rate-limits registrations per client address (RATE_LIMIT_EMAIL_PER_HOUR)", async () => {
    const limit = getEnv().RATE_LIMIT_EMAIL_PER_HOUR;
    const ip = "198.51.100.9";
    for (let i = 0; i < limit; i++) {
      // Invalid bodies still spend the budget, which keeps this loop fast (no hashing, no email).
      expect((await send(register, { name: "X", email: `bad-${i}` }, { "x-real-ip": ip })).status).toBe(422);
    }
    const blocked = await send(register, valid("late@example.test"), { "x-real-ip": ip });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await prisma.user.count({ where: { email: "late@example.test" } })).toBe(0);
    expect((await send(register, valid("late@example.test"), { "x-real-ip": "198.51.100.10" })).status).toBe(201);
  });
});
