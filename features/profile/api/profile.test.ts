import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GET, PUT } from "@/app/api/profile/route";
import { POST as UPLOAD, DELETE as REMOVE_AVATAR } from "@/app/api/profile/avatar/route";
import { POST as CHANGE_PASSWORD } from "@/app/api/profile/password/route";
import { POST as SETUP } from "@/app/api/profile/two-factor/setup/route";
import { POST as ENABLE } from "@/app/api/profile/two-factor/enable/route";
import { POST as DISABLE } from "@/app/api/profile/two-factor/disable/route";
import { GET as SESSIONS } from "@/app/api/profile/sessions/route";
import { POST as REVOKE_OTHERS } from "@/app/api/profile/sessions/revoke-others/route";
import { GET as SERVE_AVATAR } from "@/app/api/uploads/avatars/[file]/route";
import { POST as LOGIN } from "@/app/api/auth/login/route";
import { PUT as PUT_SETTINGS } from "@/app/api/admin/settings/[group]/route";
import { currentTotp } from "@/features/auth/server/two-factor";
import { AVATAR_DIR } from "../server/profile";
import { prisma } from "@/lib/db";
import { SETTINGS_DEFAULTS } from "@/lib/settings/defaults";
import type { Profile, ProfileSession, TwoFactorSetup } from "../schema";
import { BASE_URL, call, createUser, findSecrets, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

type ProfileBody = { data: { profile: Profile } };

let admin: TestUser;
let adminHeaders: Record<string, string>;
const uploaded: string[] = [];
let ip = 0;

const PNG = Buffer.from("89504e470d0a1a0a0000000d4948445200000001000000010806000000", "hex");
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
const WEBP = Buffer.concat([Buffer.from("RIFF"), Buffer.from([0x24, 0, 0, 0]), Buffer.from("WEBPVP8 ")]);
const GIF = Buffer.from("GIF89a\x01\x00\x01\x00", "latin1");
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function upload(bytes: Buffer, name: string, type: string, headers: Record<string, string>) {
  const form = new FormData();
  form.set("file", new Blob([new Uint8Array(bytes)], { type }), name);
  const req = new Request(`${BASE_URL}/api/profile/avatar`, { method: "POST", body: form, headers: { host: "localhost:3000", ...headers } });
  const res = await UPLOAD(req);
  const body = (await res.json()) as ProfileBody & { message: string; code?: string; errors?: Record<string, string[]> };
  if (res.status === 200) uploaded.push(body.data.profile.avatar as string);
  return { status: res.status, body };
}

function login(email: string, password: string, code?: string) {
  ip += 1;
  return call(LOGIN as RouteFn, { body: { email, password, code }, headers: { "x-real-ip": `10.3.0.${ip}` } });
}

async function setTwoFactorSetting(on: boolean) {
  const res = await call(PUT_SETTINGS as RouteFn, { method: "PUT", params: { group: "security" }, body: { ...SETTINGS_DEFAULTS.security, enableTwoFactor: on }, headers: adminHeaders });
  expect(res.status).toBe(200);
}

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  // An admin who can require two-factor sign-in has it: while it is required, the unenrolled can only enrol.
  await prisma.user.update({ where: { id: admin.id }, data: { twoFactorEnabled: true } });
  adminHeaders = await sessionHeaders(admin);
});

afterAll(() => {
  for (const url of uploaded) fs.rmSync(path.join(AVATAR_DIR, url.split("/").pop() as string), { force: true });
});

describe("GET/PUT /api/profile", () => {
  it("needs a session; every role has a profile", async () => {
    expect((await call(GET as RouteFn, {})).status).toBe(401);
    for (const role of ["admin", "staff", "user"] as const) {
      const user = await createUser({ role, phoneNumber: "+1 555 0100" });
      const res = await call<ProfileBody>(GET as RouteFn, { headers: await sessionHeaders(user) });
      expect(res.status).toBe(200);
      expect(res.body.data.profile).toMatchObject({ _id: user.id, email: user.email, role, phoneNumber: "+1 555 0100", avatar: null, minPasswordLength: 8 });
      expect(res.body.data.profile.twoFactor).toEqual({ available: true, required: false, enabled: false, recoveryCodesLeft: 0 });
      expect(findSecrets(res.text)).toEqual([]);
    }
  });

  it("updates name and phone, logs what changed, and validates", async () => {
    const user = await createUser({ role: "staff", name: "Sam Staff" });
    const headers = await sessionHeaders(user);
    const res = await call<ProfileBody>(PUT as RouteFn, { method: "PUT", headers, body: { name: "  Samuel Staff ", phoneNumber: "+44 20 7946 0958" } });
    expect(res.status).toBe(200);
    expect(res.body.data.profile).toMatchObject({ name: "Samuel Staff", phoneNumber: "+44 20 7946 0958" });
    const log = await prisma.activityLog.findFirstOrThrow({ where: { actorId: user.id, type: "profile_updated" } });
    expect(JSON.parse(log.before as string)).toEqual({ name: "Sam Staff", phoneNumber: null });
    expect(JSON.parse(log.after as string)).toEqual({ name: "Samuel Staff", phoneNumber: "+44 20 7946 0958" });

    const cleared = await call<ProfileBody>(PUT as RouteFn, { method: "PUT", headers, body: { name: "Samuel Staff", phoneNumber: "" } });
    expect(cleared.body.data.profile.phoneNumber).toBeNull();

    const bad = await call(PUT as RouteFn, { method: "PUT", headers, body: { name: "S", phoneNumber: "call me" } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({ name: ["Name must be at least 2 characters"], phoneNumber: ["Please enter a valid phone number"] });

    const foreignAvatar = await call(PUT as RouteFn, { method: "PUT", headers, body: { name: "Samuel Staff", avatar: "https://evil.test/a.png" } });
    expect(foreignAvatar.status).toBe(422);
  });
});

describe("avatar upload", () => {
  it("accepts PNG, JPEG and WebP by their bytes, serves them back, and replaces the old file", async () => {
    const user = await createUser({ role: "user" });
    const headers = await sessionHeaders(user);
    let previous: string | null = null;
    for (const [bytes, ext, type] of [[PNG, "png", "image/png"], [JPEG, "jpg", "image/jpeg"], [WEBP, "webp", "image/webp"]] as const) {
      const res = await upload(bytes, `me.${ext}`, "application/octet-stream", headers);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const avatar = res.body.data.profile.avatar as string;
      expect(avatar).toMatch(new RegExp(`^/api/uploads/avatars/[a-f0-9]{32}\\.${ext}$`));
      const file = avatar.split("/").pop() as string;
      const served = await SERVE_AVATAR(new Request(`${BASE_URL}${avatar}`), { params: Promise.resolve({ file }) });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(type);
      expect(served.headers.get("x-content-type-options")).toBe("nosniff");
      expect(Buffer.from(await served.arrayBuffer()).equals(bytes)).toBe(true);
      if (previous) expect(fs.existsSync(path.join(AVATAR_DIR, previous.split("/").pop() as string))).toBe(false);
      previous = avatar;
    }
    const removed = await call<ProfileBody>(REMOVE_AVATAR as RouteFn, { method: "DELETE", headers });
    expect(removed.body.data.profile.avatar).toBeNull();
    expect(fs.existsSync(path.join(AVATAR_DIR, (previous as string).split("/").pop() as string))).toBe(false);
  });

  it("refuses other types whatever their name says, and anything over 1 MB", async () => {
    const headers = await sessionHeaders(await createUser({ role: "user" }));
    for (const [bytes, name] of [[GIF, "a.gif"], [SVG, "a.png"], [Buffer.from("hello"), "a.jpg"]] as const) {
      const res = await upload(bytes, name, "image/png", headers);
      expect(res.status).toBe(415);
      expect(res.body.message).toBe("Please choose a PNG, JPEG or WebP image");
    }
    const big = Buffer.concat([PNG, Buffer.alloc(1024 * 1024)]);
    const tooBig = await upload(big, "big.png", "image/png", headers);
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe("The picture must be 1 MB or smaller");
    const exactly = Buffer.concat([PNG, Buffer.alloc(1024 * 1024 - PNG.length)]);
    expect((await upload(exactly, "max.png", "image/png", headers)).status).toBe(200);
  });

  it("needs a session, and the file route only serves our own random names", async () => {
    const form = new FormData();
    form.set("file", new Blob([PNG]), "a.png");
    expect((await UPLOAD(new Request(`${BASE_URL}/api/profile/avatar`, { method: "POST", body: form }))).status).toBe(401);
    for (const file of ["../../package.json", "..%2F..%2Fpackage.json", "abc.svg", "missing00000.png"]) {
      const res = await SERVE_AVATAR(new Request(`${BASE_URL}/api/uploads/avatars/x`), { params: Promise.resolve({ file }) });
      expect([400, 404]).toContain(res.status);
    }
  });
});

describe("POST /api/profile/password", () => {
  it("needs the current password, obeys the rules, and signs out the other sessions only", async () => {
    const user = await createUser({ role: "staff", password: "original-pass" });
    const headers = await sessionHeaders(user);
    const other = await sessionHeaders(user);
    const post = (body: object) => call(CHANGE_PASSWORD as RouteFn, { body, headers });

    const wrong = await post({ currentPassword: "not-it-at-all", newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ currentPassword: ["Current password is incorrect"] });
    const mismatch = await post({ currentPassword: "original-pass", newPassword: "brand-new-pass", confirmPassword: "brand-new-pas" });
    expect(mismatch.body.errors).toEqual({ confirmPassword: ["Passwords do not match"] });
    const same = await post({ currentPassword: "original-pass", newPassword: "original-pass", confirmPassword: "original-pass" });
    expect(same.body.errors).toEqual({ newPassword: ["The new password must be different from the current one"] });
    const short = await post({ currentPassword: "original-pass", newPassword: "short", confirmPassword: "short" });
    expect(short.body.errors).toEqual({ newPassword: ["Password must be at least 8 characters"] });

    const ok = await post({ currentPassword: "original-pass", newPassword: "brand-new-pass", confirmPassword: "brand-new-pass" });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe("Password changed. Your other sessions were signed out.");
    expect((await call(GET as RouteFn, { headers })).status).toBe(200);
    expect((await call(GET as RouteFn, { headers: other })).status).toBe(401);
    expect((await login(user.email, "original-pass")).status).toBe(401);
    expect((await login(user.email, "brand-new-pass")).status).toBe(200);
    expect(await prisma.activityLog.count({ where: { actorId: user.id, type: "password_changed" } })).toBe(1);
  });
});

describe("two-factor sign-in", () => {
  it("a learner can set it up for their own account while the security setting is off", async () => {
    await setTwoFactorSetting(false);
    const learner = await createUser({ role: "user", name: "Lee Learner" });
    const headers = await sessionHeaders(learner);
    const before = await call<ProfileBody>(GET as RouteFn, { headers });
    expect(before.body.data.profile.twoFactor).toEqual({ available: true, required: false, enabled: false, recoveryCodesLeft: 0 });
    const setup = await call<{ data: TwoFactorSetup }>(SETUP as RouteFn, { method: "POST", headers });
    expect(setup.status).toBe(200);
    const enabled = await call<{ data: { recoveryCodes: string[] } }>(ENABLE as RouteFn, {
      method: "POST",
      headers,
      body: { code: currentTotp(setup.body.data.secret), password: learner.password },
    });
    expect(enabled.status).toBe(200);
    // The setting off does not switch an enrolled account's code off.
    const noCode = await login(learner.email, learner.password);
    expect(noCode.status).toBe(401);
    expect(noCode.body.code).toBe("TWO_FACTOR_REQUIRED");
  });

  it("setup → enable with a code → recovery codes once → sign-in asks for it → disable", async () => {
    await setTwoFactorSetting(true);
    const user = await createUser({ role: "staff", name: "Sam Staff" });
    const headers = await sessionHeaders(user);
    const before = await call<ProfileBody>(GET as RouteFn, { headers });
    expect(before.body.data.profile.twoFactor).toEqual({ available: true, required: true, enabled: false, recoveryCodesLeft: 0 });

    const setup = await call<{ data: TwoFactorSetup }>(SETUP as RouteFn, { method: "POST", headers });
    expect(setup.status).toBe(200);
    const { secret, otpauthUri, qrCode } = setup.body.data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(new RegExp(`^otpauth://totp/Masterly:${encodeURIComponent(user.email)}\\?`));
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(qrCode).toMatch(/^data:image\/png;base64,/);
    // Stored encrypted, not as the plain secret.
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.twoFactorSecret).not.toContain(secret);
    expect(stored.twoFactorEnabled).toBe(false);
    // Not enrolled yet: sign-in does not ask for a code.
    expect((await login(user.email, user.password)).status).toBe(200);

    const wrong = await call(ENABLE as RouteFn, { body: { code: currentTotp(secret) === "123456" ? "654321" : "123456", password: user.password }, headers });
    expect(wrong.status).toBe(422);
    expect(Object.keys(wrong.body.errors as object)).toEqual(["code"]);
    const malformed = await call(ENABLE as RouteFn, { body: { code: "12ab", password: user.password }, headers });
    expect(malformed.body.errors).toEqual({ code: ["Enter the 6-digit code from your authenticator app"] });

    const enabled = await call<{ data: { recoveryCodes: string[] } }>(ENABLE as RouteFn, { body: { code: currentTotp(secret), password: user.password }, headers });
    expect(enabled.status).toBe(200);
    const codes = enabled.body.data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const rows = await prisma.recoveryCode.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(10);
    for (const row of rows) expect(codes.some((c) => row.codeHash.includes(c) || row.codeHash.includes(c.replace("-", "")))).toBe(false);
    const after = await call<ProfileBody>(GET as RouteFn, { headers });
    expect(after.body.data.profile.twoFactor).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    expect(findSecrets(after.text)).toEqual([]);
    expect((await call(SETUP as RouteFn, { method: "POST", headers })).status).toBe(409);

    // Enrolled: sign-in now asks for the code and accepts it.
    expect((await login(user.email, user.password)).body.code).toBe("TWO_FACTOR_REQUIRED");
    expect((await login(user.email, user.password, currentTotp(secret))).status).toBe(200);
    expect((await login(user.email, user.password, codes[0])).status).toBe(200);
    expect((await call<ProfileBody>(GET as RouteFn, { headers })).body.data.profile.twoFactor.recoveryCodesLeft).toBe(9);

    // Required for staff while the setting is on (docs/security.md §6): it cannot be turned off.
    expect((await call(DISABLE as RouteFn, { body: { code: codes[1] }, headers })).body.code).toBe("TWO_FACTOR_REQUIRED_BY_POLICY");
    await setTwoFactorSetting(false);
    const noProof = await call(DISABLE as RouteFn, { body: {}, headers });
    expect(noProof.status).toBe(422);
    const badPassword = await call(DISABLE as RouteFn, { body: { password: "not-my-password" }, headers });
    expect(badPassword.body.errors).toEqual({ password: ["Password is incorrect"] });
    const usedCode = await call(DISABLE as RouteFn, { body: { code: codes[0] }, headers });
    expect(usedCode.body.errors).toEqual({ code: ["That code is not valid"] });
    const disabled = await call(DISABLE as RouteFn, { body: { code: codes[1] }, headers });
    expect(disabled.status).toBe(200);
    expect(await prisma.recoveryCode.count({ where: { userId: user.id } })).toBe(0);
    expect((await login(user.email, user.password)).status).toBe(200);
    const types = (await prisma.activityLog.findMany({ where: { actorId: user.id }, select: { type: true } })).map((r) => r.type);
    expect(types).toEqual(expect.arrayContaining(["two_factor_enabled", "two_factor_disabled"]));
  });

  it("can be turned off with the password", async () => {
    await setTwoFactorSetting(true);
    const user = await createUser({ role: "user" });
    const headers = await sessionHeaders(user);
    const setup = await call<{ data: TwoFactorSetup }>(SETUP as RouteFn, { method: "POST", headers });
    expect((await call(ENABLE as RouteFn, { body: { code: currentTotp(setup.body.data.secret), password: user.password }, headers })).status).toBe(200);
    expect((await call(DISABLE as RouteFn, { body: { password: user.password }, headers })).status).toBe(200);
    expect((await call<ProfileBody>(GET as RouteFn, { headers })).body.data.profile.twoFactor.enabled).toBe(false);
    await setTwoFactorSetting(false);
  });
});

describe("sessions", () => {
  it("lists the caller's live sessions (this one first) and signs out the others", async () => {
    const user = await createUser({ role: "user" });
    const others = [await sessionHeaders(user), await sessionHeaders(user)];
    const headers = await sessionHeaders(user);
    const listed = await call<{ data: { sessions: ProfileSession[] } }>(SESSIONS as RouteFn, { headers });
    expect(listed.body.data.sessions).toHaveLength(3);
    expect(listed.body.data.sessions[0].current).toBe(true);
    expect(listed.body.data.sessions.filter((s) => s.current)).toHaveLength(1);
    // A session that expired a moment ago is gone from the list at once (the query itself names only the minute).
    const ids = listed.body.data.sessions.filter((s) => !s.current).map((s) => s._id);
    await prisma.session.update({ where: { id: ids[0] }, data: { expiresAt: new Date(Date.now() - 1) } });
    expect((await call<{ data: { sessions: ProfileSession[] } }>(SESSIONS as RouteFn, { headers })).body.data.sessions.map((s) => s._id)).not.toContain(ids[0]);
    await prisma.session.update({ where: { id: ids[0] }, data: { expiresAt: new Date(Date.now() + 3_600_000) } });

    const revoked = await call(REVOKE_OTHERS as RouteFn, { method: "POST", headers });
    expect(revoked.status).toBe(200);
    expect(revoked.body).toEqual({ message: "Signed out 2 other sessions", data: { revoked: 2 } });
    for (const h of others) expect((await call(GET as RouteFn, { headers: h })).status).toBe(401);
    expect((await call(GET as RouteFn, { headers })).status).toBe(200);
    const after = await call<{ data: { sessions: ProfileSession[] } }>(SESSIONS as RouteFn, { headers });
    expect(after.body.data.sessions).toHaveLength(1);
    expect((await call(REVOKE_OTHERS as RouteFn, { method: "POST", headers })).body).toEqual({ message: "There were no other sessions to sign out", data: { revoked: 0 } });
  });
});
