// Changing a learner's sign-in email from the Students screen. Whoever can reach a sign-in address
// can reset the password there and become the learner, so a change that staff ask for is
// authorised by the account's owner: the confirmation goes to the CURRENT address, with a link that
// cancels it; the new address receives nothing. The one exception is an admin correcting the
// address of an account that has never been used (no password, no sign-in): that applies at once,
// is audited, and the welcome link goes again to the corrected address (docs/security.md).
import { beforeAll, describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/admin/students/[id]/route";
import { POST as createStudent } from "@/app/api/admin/students/route";
import { POST as forgotPassword } from "@/app/api/auth/forgot-password/route";
import { POST as setPassword } from "@/app/api/auth/set-password/route";
import { POST as verifyEmail } from "@/app/api/auth/verify-email/route";
import { POST as confirmChange } from "@/app/api/auth/email-change/confirm/route";
import { POST as cancelChange } from "@/app/api/auth/email-change/cancel/route";
import { GET as me } from "@/app/api/auth/me/route";
import { hashToken } from "@/lib/auth/tokens";
import { prisma } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { mailsTo, type OutboxMail } from "@/test/mail";

type Pending = { email: string; requestedAt: string; expiresAt: string } | null;
type Detail = { _id: string; email: string; isEmailVerified: boolean; pendingEmailChange: Pending };

let admin: TestUser;
let staff: TestUser;
let adminH: Record<string, string>;
let staffH: Record<string, string>;
let ip = 0;

const post = (fn: unknown, body: unknown) => call(fn as RouteFn, { method: "POST", body, headers: { "x-real-ip": `10.17.4.${++ip}` } });
const put = (id: string, headers: Record<string, string>, body: unknown) =>
  call<{ message: string; data: { student: Detail } }>(PUT as RouteFn, { method: "PUT", params: { id }, body, headers });
const detail = async (id: string) => (await call<{ data: { student: Detail } }>(GET as RouteFn, { params: { id }, headers: staffH })).body.data.student;
const unique = (label: string, domain = "example.test") => `${label}-${Date.now()}-${++ip}@${domain}`;

/** The token of the mail's link to `pathname` (the link points at APP_URL). */
function linkToken(mail: OutboxMail | undefined, pathname: string): string {
  const url = (mail?.links ?? []).map((l) => new URL(l)).find((u) => u.pathname === pathname);
  expect(url, `a ${pathname} link`).toBeTruthy();
  expect(url!.origin).toBe(getEnv().APP_URL);
  return url!.searchParams.get("token") as string;
}

/** The staff member's request, and the one email it sent (to the learner's current address). */
async function requestChange(learner: TestUser, newEmail: string, headers = staffH) {
  const res = await put(learner.id, headers, { email: newEmail });
  expect(res.status, res.text).toBe(200);
  const mail = (await mailsTo(learner.email)).findLast((m) => m.subject === "Confirm the new sign-in email of your Masterly account");
  return { res, mail, confirm: linkToken(mail, "/confirm-email-change"), cancel: linkToken(mail, "/cancel-email-change") };
}

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  staff = await createUser({ role: "staff", name: "Sam Staff" });
  adminH = await sessionHeaders(admin);
  staffH = await sessionHeaders(staff);
});

describe("a sign-in email change asked for by staff", () => {
  it("mails the confirmation to the learner's current address; the new address receives nothing and gains nothing", async () => {
    const learner = await createUser({ role: "user", name: "Lena Target" });
    const learnerH = await sessionHeaders(learner);
    const attacker = unique("staff-owned");
    const { res, mail } = await requestChange(learner, attacker);
    expect(res.body.message).toBe(`Lena Target was updated. A confirmation link was sent to ${learner.email}; the sign-in email changes to ${attacker} once the learner confirms it.`);
    expect(res.body.data.student).toMatchObject({ email: learner.email, pendingEmailChange: { email: attacker } });

    // The owner's email says who asked, what the new address would be, and how to cancel.
    expect(mail!.text).toContain("Sam Staff asked to change the sign-in email of your Masterly account to");
    expect(mail!.text).toContain(attacker);
    // Nothing went to the new address, so whoever holds it has no link to follow.
    expect(await mailsTo(attacker)).toEqual([]);
    // A password reset asked for there finds no account (the handler's mail runs before it answers in tests).
    await post(forgotPassword, { email: attacker });
    expect(await mailsTo(attacker)).toEqual([]);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: learner.id } })).email).toBe(learner.email);
    expect((await call(me as RouteFn, { headers: learnerH })).status).toBe(200);
  });

  it("keeps both links hashed at rest and shows the pending change to staff until it is settled", async () => {
    const learner = await createUser({ role: "user" });
    const newEmail = unique("pending");
    const before = Date.now();
    const { confirm, cancel } = await requestChange(learner, newEmail);
    const rows = await prisma.authToken.findMany({ where: { userId: learner.id, usedAt: null }, select: { type: true, tokenHash: true, email: true } });
    expect(rows.map((r) => r.type).sort()).toEqual(["email_change_cancel", "email_change_confirm"]);
    expect(rows.map((r) => r.tokenHash).sort()).toEqual([hashToken(cancel), hashToken(confirm)].sort());
    for (const row of rows) expect(row.tokenHash).not.toContain(confirm);

    const pending = (await detail(learner.id)).pendingEmailChange!;
    expect(pending.email).toBe(newEmail);
    expect(Date.parse(pending.requestedAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(pending.expiresAt) - Date.parse(pending.requestedAt)).toBe(24 * 3_600_000);
    // A second request replaces the first: its links stop working.
    const second = await requestChange(learner, unique("second"));
    expect((await post(confirmChange, { token: confirm })).status).toBe(400);
    expect((await detail(learner.id)).pendingEmailChange!.email).not.toBe(newEmail);
    expect((await post(cancelChange, { token: second.cancel })).status).toBe(200);
    expect((await detail(learner.id)).pendingEmailChange).toBeNull();
  });

  it("changes the email once the owner confirms from the current address, and revokes every session and emailed link", async () => {
    const learner = await createUser({ role: "user", name: "Moe Mover" });
    const learnerH = await sessionHeaders(learner);
    await post(forgotPassword, { email: learner.email });
    const newEmail = unique("moe-new");
    const { confirm } = await requestChange(learner, newEmail);

    // The verification route no longer applies email changes: only the owner's confirmation does.
    expect((await post(verifyEmail, { token: confirm })).status).toBe(400);
    const confirmed = await post(confirmChange, { token: confirm });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.body.message).toBe(`Your sign-in email is now ${newEmail}. Every session was signed out: sign in with the new address.`);
    const row = await prisma.user.findUniqueOrThrow({ where: { id: learner.id } });
    expect(row.email).toBe(newEmail);
    expect(row.isEmailVerified).toBe(true);
    expect((await call(me as RouteFn, { headers: learnerH })).status).toBe(401);
    expect(await prisma.session.count({ where: { userId: learner.id, revokedAt: null } })).toBe(0);
    expect(await prisma.authToken.count({ where: { userId: learner.id, usedAt: null } })).toBe(0);
    expect((await detail(learner.id)).pendingEmailChange).toBeNull();
    // The link works once; the new address still got nothing.
    expect((await post(confirmChange, { token: confirm })).status).toBe(400);
    expect(await mailsTo(newEmail)).toEqual([]);
    const audit = await prisma.activityLog.findFirstOrThrow({ where: { targetId: learner.id, message: { contains: "confirmed" } } });
    expect(JSON.parse(audit.before as string)).toEqual({ email: learner.email });
  });

  it("lets the learner cancel from the link in the same email: once, and the confirmation link dies with it", async () => {
    const learner = await createUser({ role: "user", name: "Cara Cancel" });
    const newEmail = unique("unwanted");
    const { confirm, cancel } = await requestChange(learner, newEmail);
    const cancelled = await post(cancelChange, { token: cancel });
    expect(cancelled.status, cancelled.text).toBe(200);
    expect(cancelled.body.message).toBe(`The change was cancelled. Your sign-in email stays ${learner.email}.`);
    expect((await post(cancelChange, { token: cancel })).body.code).toBe("TOKEN_USED");
    expect((await post(confirmChange, { token: confirm })).status).toBe(400);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: learner.id } })).email).toBe(learner.email);
    expect((await detail(learner.id)).pendingEmailChange).toBeNull();
    // Staff see that the learner refused it.
    expect(await prisma.activityLog.count({ where: { targetId: learner.id, message: `Cara Cancel cancelled the change of their sign-in email to ${newEmail}` } })).toBe(1);
    // Neither link is accepted in the other's place.
    const again = await requestChange(learner, unique("again"));
    expect((await post(cancelChange, { token: again.confirm })).body.code).toBe("INVALID_TOKEN");
    expect((await post(confirmChange, { token: again.cancel })).body.code).toBe("INVALID_TOKEN");
  });

  it("refuses the confirmation when the address was taken in the meantime", async () => {
    const learner = await createUser({ role: "user" });
    const newEmail = unique("race");
    const { confirm } = await requestChange(learner, newEmail);
    await createUser({ email: newEmail });
    const res = await post(confirmChange, { token: confirm });
    expect(res.status).toBe(409);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: learner.id } })).email).toBe(learner.email);
  });
});

describe("an admin correcting the address of an account that has never been used", () => {
  async function typoAccount(email: string) {
    const res = await call<{ data: { student: Detail } }>(createStudent as RouteFn, { method: "POST", headers: adminH, body: { name: "Tyra Typo", email, courseIds: [], sendWelcome: true } });
    expect(res.status, res.text).toBe(201);
    const welcome = (await mailsTo(email)).find((m) => m.subject === "Welcome to Masterly");
    return { id: res.body.data.student._id, oldLink: linkToken(welcome, "/set-password") };
  }

  it("applies at once, audited, sends the welcome link again to the corrected address, and the old link dies", async () => {
    const typo = unique("tyra", "exmaple.test");
    const fixed = unique("tyra");
    const { id, oldLink } = await typoAccount(typo);
    const res = await put(id, adminH, { email: fixed });
    expect(res.status, res.text).toBe(200);
    expect(res.body.message).toBe(`Tyra Typo was updated. The account has never been used, so its email is now ${fixed}; the welcome email was sent again to that address.`);
    expect(res.body.data.student).toMatchObject({ email: fixed, isEmailVerified: false, pendingEmailChange: null });

    const welcome = (await mailsTo(fixed)).find((m) => m.subject === "Welcome to Masterly");
    const newLink = linkToken(welcome, "/set-password");
    expect((await post(setPassword, { token: oldLink, password: "tyra-password-1", confirmPassword: "tyra-password-1" })).status).toBe(400);
    expect((await post(setPassword, { token: newLink, password: "tyra-password-1", confirmPassword: "tyra-password-1" })).status).toBe(200);
    // The old address is told its link no longer works, without learning the new one.
    const notice = (await mailsTo(typo)).find((m) => m.subject === "The email of a Masterly account was corrected");
    expect(notice?.text).not.toContain(fixed);
    const audit = await prisma.activityLog.findFirstOrThrow({ where: { targetId: id, message: { contains: "corrected" } } });
    expect(audit).toMatchObject({ actorId: admin.id, message: "Ada Admin corrected the email of Tyra Typo, an account never signed in to" });
    expect(JSON.parse(audit.before as string)).toEqual({ email: typo });
    expect(JSON.parse(audit.after as string)).toEqual({ email: fixed });
  });

  it("is an admin's alone: staff ask the owner, like for any account", async () => {
    const typo = unique("staff-typo");
    const { id } = await typoAccount(typo);
    const res = await put(id, staffH, { email: unique("staff-fixed") });
    expect(res.status).toBe(200);
    expect(res.body.data.student.email).toBe(typo);
    expect(res.body.data.student.pendingEmailChange).not.toBeNull();
  });

  it("does not apply to an account with a password: the owner confirms, even for an admin", async () => {
    const learner = await createUser({ role: "user" });
    const newEmail = unique("admin-asks");
    const { res } = await requestChange(learner, newEmail, adminH);
    expect(res.body.data.student).toMatchObject({ email: learner.email, pendingEmailChange: { email: newEmail } });
    expect(await mailsTo(newEmail)).toEqual([]);
  });
});
