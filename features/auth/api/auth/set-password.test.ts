// An admin-created learner's welcome link sets a first password; it lasts 7 days,
// works once, is stored hashed, and is its own purpose (not a one-hour password reset; docs/security.md §2).
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/auth/set-password/route";
import { POST as RESET } from "@/app/api/auth/reset-password/route";
import { POST as CREATE_STUDENT } from "@/app/api/admin/students/route";
import { emailedToken, mailsTo } from "@/features/staff/api/admin/staff/_testing";
import { hashToken } from "@/lib/auth/tokens";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";

let adminH: Record<string, string>;
beforeAll(async () => {
  adminH = await sessionHeaders(await createUser({ role: "admin" }));
});

const setPassword = (token: string, password = "first-password-1") => call<{ message: string; code?: string }>(POST as RouteFn, { method: "POST", body: { token, password, confirmPassword: password } });

describe("POST /api/auth/set-password", () => {
  it("the welcome email of an admin-created learner links to /set-password, valid 7 days, single use, hashed", async () => {
    const created = await call(CREATE_STUDENT as RouteFn, { method: "POST", headers: adminH, body: { name: "Wendy Welcome", email: "wendy@example.test", sendWelcome: true } });
    expect(created.status).toBe(201);
    const [mail] = await mailsTo("wendy@example.test");
    expect(mail.text).toContain("This link expires in 7 days");
    expect(mail.links.some((l) => new URL(l).pathname === "/reset-password")).toBe(false);
    const token = await emailedToken("wendy@example.test", "/set-password");
    const row = await prisma.authToken.findUniqueOrThrow({ where: { tokenHash: hashToken(token) } });
    expect(row.type).toBe("set_password");
    expect(await prisma.authToken.count({ where: { tokenHash: token } })).toBe(0);
    const days = (row.expiresAt.getTime() - row.createdAt.getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 1);

    // Not a reset token: /reset-password refuses it and leaves it usable.
    expect((await call<{ code: string }>(RESET as RouteFn, { method: "POST", body: { token, password: "first-password-1", confirmPassword: "first-password-1" } })).body.code).toBe("INVALID_TOKEN");
    const ok = await setPassword(token);
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Your password is set. You can now sign in with your email and new password.");
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "wendy@example.test" } });
    expect(user.passwordHash).toBeTruthy();
    expect(user.isEmailVerified).toBe(true);
    const again = await setPassword(token, "second-password-2");
    expect([again.status, again.body.code]).toEqual([400, "TOKEN_USED"]);
  });

  it("refuses a reset token, an expired link and a short password", async () => {
    const user = await createUser({ role: "user" });
    const { issueAuthToken } = await import("../../server/flows");
    const reset = await issueAuthToken("password_reset", user.id);
    expect((await setPassword(reset)).body.code).toBe("INVALID_TOKEN");
    const token = await issueAuthToken("set_password", user.id);
    await prisma.authToken.updateMany({ where: { tokenHash: hashToken(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await setPassword(token)).body.code).toBe("TOKEN_EXPIRED");
    expect((await setPassword("x".repeat(43), "short")).status).toBe(422);
  });
});
