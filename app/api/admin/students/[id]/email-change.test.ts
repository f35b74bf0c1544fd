// Issue 17 finding 4: staff could change a learner's sign-in email to an address they own, ask for a
// password reset there and sign in as the learner, while the old address was never told and the
// learner's sessions survived. A new sign-in email now takes effect only once its owner confirms it
// from the new address; the old address is told at once; confirming revokes every session, refresh
// token and outstanding emailed link.
import { beforeAll, describe, expect, it } from "vitest";
import { PUT } from "./route";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { GET as me } from "@/app/api/auth/me/route";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { mailsTo } from "@/test/mail";

let staff: TestUser;
let staffH: Record<string, string>;
let ip = 0;

const tokenIn = (text: string) => decodeURIComponent(/verify-email\?token=([^\s\]>)]+)/.exec(text)?.[1] ?? "");
const post = (fn: unknown, body: unknown) => call(fn as RouteFn, { method: "POST", body, headers: { "x-real-ip": `10.17.4.${++ip}` } });

beforeAll(async () => {
  staff = await createUser({ role: "staff", name: "Sam Staff" });
  staffH = await sessionHeaders(staff);
});

describe("changing a learner's sign-in email", () => {
  it("does not hand the account to whoever owns the new address until that address confirms", async () => {
    const learner = await createUser({ role: "user", name: "Lena Target" });
    const learnerH = await sessionHeaders(learner);
    const attacker = `staff-owned-${Date.now()}@example.test`;
    const res = await call(PUT as RouteFn, { method: "PUT", params: { id: learner.id }, body: { email: attacker }, headers: staffH });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain(attacker);

    // Nothing changed yet: the forgot-password route finds no account at the new address.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: learner.id } })).email).toBe(learner.email);
    await post(forgotPassword, { email: attacker });
    const toAttacker = await mailsTo(attacker);
    expect(toAttacker.map((m) => m.subject)).toEqual(["Confirm your new Masterly email"]);
    // The old address is told, with the new one.
    const toOld = await mailsTo(learner.email);
    expect(toOld.map((m) => m.subject)).toContain("Your Masterly sign-in email is being changed");
    expect(toOld.find((m) => m.subject.includes("being changed"))!.text).toContain(attacker);
    // The learner is still signed in.
    expect((await call(me as RouteFn, { headers: learnerH })).status).toBe(200);
  });

  it("once confirmed from the new address: the email changes, and every session, refresh token and emailed link is revoked", async () => {
    const learner = await createUser({ role: "user", name: "Moe Mover" });
    const learnerH = await sessionHeaders(learner);
    await post(forgotPassword, { email: learner.email });
    const newEmail = `moe-new-${Date.now()}@example.test`;
    expect((await call(PUT as RouteFn, { method: "PUT", params: { id: learner.id }, body: { email: newEmail }, headers: staffH })).status).toBe(200);
    const token = tokenIn((await mailsTo(newEmail))[0].text);
    expect(token.length).toBeGreaterThan(20);

    const confirmed = await post(verifyEmail, { token });
    expect(confirmed.status, confirmed.text).toBe(200);
    const row = await prisma.user.findUniqueOrThrow({ where: { id: learner.id } });
    expect(row.email).toBe(newEmail);
    expect(row.isEmailVerified).toBe(true);
    expect((await call(me as RouteFn, { headers: learnerH })).status).toBe(401);
    expect(await prisma.session.count({ where: { userId: learner.id, revokedAt: null } })).toBe(0);
    expect(await prisma.authToken.count({ where: { userId: learner.id, usedAt: null } })).toBe(0);
    // The link works once.
    expect((await post(verifyEmail, { token })).status).toBe(400);
  });

  it("refuses the confirmation when the address was taken in the meantime", async () => {
    const learner = await createUser({ role: "user" });
    const newEmail = `race-${Date.now()}@example.test`;
    expect((await call(PUT as RouteFn, { method: "PUT", params: { id: learner.id }, body: { email: newEmail }, headers: staffH })).status).toBe(200);
    const token = tokenIn((await mailsTo(newEmail))[0].text);
    await createUser({ email: newEmail });
    const res = await post(verifyEmail, { token });
    expect(res.status).toBe(409);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: learner.id } })).email).toBe(learner.email);
  });
});
