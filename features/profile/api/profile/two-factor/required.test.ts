// With the security setting enableTwoFactor on, staff could once turn their 2FA off
// with just a password and keep working, and an admin who never enrolled could use admin endpoints.
// While it is required, turning it off is refused and an admin or staff member without it can do
// nothing but enrol. Enrolling asks for the password, so a stolen session cannot lock the owner out
// with the thief's authenticator; a password reset says whether 2FA stays on.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as SETUP } from "@/app/api/profile/two-factor/setup/route";
import { POST as ENABLE } from "@/app/api/profile/two-factor/enable/route";
import { POST as DISABLE } from "@/app/api/profile/two-factor/disable/route";
import { GET as PROFILE } from "@/app/api/profile/route";
import { GET as STAFF_LIST } from "@/app/api/admin/staff/route";
import { GET as STUDENTS } from "@/app/api/admin/students/route";
import { GET as ME } from "@/app/api/auth/me/route";
import { POST as RESET } from "@/app/api/auth/reset-password/route";
import { currentTotp } from "@/features/auth/server/two-factor";
import { issueAuthToken } from "@/features/auth/server/flows";
import { saveSettings } from "@/lib/settings/store";
import { SETTINGS_DEFAULTS } from "@/lib/settings/defaults";
import type { TwoFactorSetup } from "../../../schema";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

const get = (fn: unknown, headers: Record<string, string>) => call(fn as RouteFn, { headers });
const post = (fn: unknown, headers: Record<string, string>, body?: unknown) => call(fn as RouteFn, { method: "POST", headers, ...(body === undefined ? {} : { body }) });

async function enrol(user: TestUser, headers: Record<string, string>): Promise<string> {
  const setup = await post(SETUP, headers);
  const { secret } = (setup.body as { data: TwoFactorSetup }).data;
  const enabled = await post(ENABLE, headers, { code: currentTotp(secret), password: user.password });
  expect(enabled.status, enabled.text).toBe(200);
  return secret;
}

beforeAll(() => saveSettings("security", { ...SETTINGS_DEFAULTS.security, enableTwoFactor: true }));
afterAll(() => saveSettings("security", SETTINGS_DEFAULTS.security));

describe("two-factor sign-in required (enableTwoFactor on)", () => {
  it("an admin or staff member who has not enrolled can do nothing but enrol", async () => {
    const admin = await createUser({ role: "admin" });
    const staff = await createUser({ role: "staff" });
    const adminH = await sessionHeaders(admin);
    const staffH = await sessionHeaders(staff);
    for (const [fn, headers] of [[STAFF_LIST, adminH], [STUDENTS, adminH], [STUDENTS, staffH]] as const) {
      const res = await get(fn, headers);
      expect(res.status).toBe(403);
      expect(res.body.code).toBe("TWO_FACTOR_ENROLMENT_REQUIRED");
    }
    // What enrolling needs still answers.
    expect((await get(ME, adminH)).status).toBe(200);
    expect((await get(PROFILE, adminH)).status).toBe(200);
    await enrol(admin, adminH);
    expect((await get(STAFF_LIST, adminH)).status).toBe(200);
  });

  it("learners are not required to enrol", async () => {
    const learner = await createUser({ role: "user" });
    expect((await get(ME, await sessionHeaders(learner))).status).toBe(200);
  });

  it("refuses to turn it off for staff, with the password or a code", async () => {
    const staff = await createUser({ role: "staff" });
    const headers = await sessionHeaders(staff);
    const secret = await enrol(staff, headers);
    const byPassword = await post(DISABLE, headers, { password: staff.password });
    expect(byPassword.status).toBe(409);
    expect(byPassword.body.code).toBe("TWO_FACTOR_REQUIRED_BY_POLICY");
    expect((await post(DISABLE, headers, { code: currentTotp(secret, Date.now() + 30_000) })).status).toBe(409);
    expect((await get(STUDENTS, headers)).status).toBe(200);
  });

  it("enrolling asks for the account's password", async () => {
    const learner = await createUser({ role: "user" });
    const headers = await sessionHeaders(learner);
    const setup = await post(SETUP, headers);
    const { secret } = (setup.body as { data: TwoFactorSetup }).data;
    const noPassword = await post(ENABLE, headers, { code: currentTotp(secret) });
    expect(noPassword.status).toBe(422);
    expect(noPassword.body.errors).toHaveProperty("password");
    const wrong = await post(ENABLE, headers, { code: currentTotp(secret), password: "not-the-password" });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ["Password is incorrect"] });
    expect((await post(ENABLE, headers, { code: currentTotp(secret), password: learner.password })).status).toBe(200);
  });

  it("a password reset says whether two-factor sign-in stays on", async () => {
    const staff = await createUser({ role: "staff" });
    await enrol(staff, await sessionHeaders(staff));
    const token = await issueAuthToken("password_reset", staff.id);
    const res = await call(RESET as RouteFn, { method: "POST", body: { token, password: "a-brand-new-password" }, headers: { "x-real-ip": "10.17.6.1" } });
    expect(res.status).toBe(200);
    expect(res.body.message).toContain("Two-factor sign-in stays on");
  });
});
