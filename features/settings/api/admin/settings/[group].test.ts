import { beforeAll, describe, expect, it, vi } from "vitest";
import { revalidatePath } from "next/cache";
import { GET, PUT } from "@/app/api/admin/settings/[group]/route";
import { GET as GET_ALL } from "@/app/api/admin/settings/route";
import { prisma } from "@/lib/db";
import { SETTINGS_DEFAULTS, type SettingsGroup } from "@/lib/settings/defaults";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

let admin: TestUser;
let headers: Record<string, string>;
let staffHeaders: Record<string, string>;
let learnerHeaders: Record<string, string>;

const GROUPS: SettingsGroup[] = ["general", "security", "notifications"];

const put = (group: string, body: unknown, h = headers) => call(PUT as RouteFn, { method: "PUT", params: { group }, body, headers: h });
const get = (group: string, h = headers) => call(GET as RouteFn, { params: { group }, headers: h });

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  // An admin who can require two-factor sign-in has it: while it is required, the unenrolled can only enrol.
  await prisma.user.update({ where: { id: admin.id }, data: { twoFactorEnabled: true } });
  headers = await sessionHeaders(admin);
  staffHeaders = await sessionHeaders(await createUser({ role: "staff" }));
  learnerHeaders = await sessionHeaders(await createUser({ role: "user" }));
});

describe("access", () => {
  for (const group of GROUPS) {
    it(`${group}: admin reads and saves; staff and learners get 403; anonymous 401`, async () => {
      expect((await get(group)).status).toBe(200);
      expect((await put(group, SETTINGS_DEFAULTS[group])).status).toBe(200);
      for (const h of [staffHeaders, learnerHeaders]) {
        const read = await get(group, h);
        expect(read.status).toBe(403);
        expect(read.body.code).toBe("FORBIDDEN");
        expect((await put(group, SETTINGS_DEFAULTS[group], h)).status).toBe(403);
      }
      expect((await get(group, {})).status).toBe(401);
      expect((await put(group, SETTINGS_DEFAULTS[group], {})).status).toBe(401);
    });
  }

  it("GET /api/admin/settings answers every group to admins only", async () => {
    const all = await call(GET_ALL as RouteFn, { headers });
    expect(all.status).toBe(200);
    expect(Object.keys((all.body as { data: object }).data).sort()).toEqual(["general", "notifications", "security"]);
    expect((await call(GET_ALL as RouteFn, { headers: staffHeaders })).status).toBe(403);
  });

  it("an unknown group is a 400", async () => {
    const res = await get("billing");
    expect(res.status).toBe(400);
  });
});

describe("defaults and saving", () => {
  it("answers the default settings before anything is saved", async () => {
    await prisma.setting.deleteMany();
    for (const group of GROUPS) {
      const res = await get(group);
      expect(res.body).toEqual({ data: { group, settings: SETTINGS_DEFAULTS[group], updatedAt: null } });
    }
    expect(SETTINGS_DEFAULTS.security).toEqual({ minPasswordLength: 8, sessionTimeout: 120, maxLoginAttempts: 5, enableTwoFactor: false, requireEmailVerification: true });
    expect(SETTINGS_DEFAULTS.notifications).toEqual({ emailNotifications: true, pushNotifications: true, marketingEmails: false, systemAlerts: true, weeklyReports: true });
    expect(SETTINGS_DEFAULTS.general).toMatchObject({ timezone: "UTC", language: "en", currency: "USD" });
  });

  it("a General save takes effect on the next request: pages regenerate and prices/dates use the new currency, language and timezone", async () => {
    const { formatCents, formatDate } = await import("@/lib/utils");
    vi.mocked(revalidatePath).mockClear();
    const res = await put("general", { ...SETTINGS_DEFAULTS.general, siteName: "Acme Academy", currency: "EUR", timezone: "Asia/Tokyo" });
    expect(res.status).toBe(200);
    expect(revalidatePath).toHaveBeenCalledWith("/", "layout");
    expect(formatCents(4999)).toBe("€49.99");
    // 20:00 UTC on Mar 4 is already Mar 5 in Tokyo.
    expect(formatDate("2026-03-04T20:00:00Z")).toBe("Mar 5, 2026");
    const { getGeneralSettings } = await import("@/lib/settings/store");
    expect(await getGeneralSettings()).toMatchObject({ siteName: "Acme Academy", currency: "EUR" });

    vi.mocked(revalidatePath).mockClear();
    await put("general", SETTINGS_DEFAULTS.general);
    expect(revalidatePath).toHaveBeenCalledWith("/", "layout");
    expect(formatCents(4999)).toBe("$49.99");
    expect(formatDate("2026-03-04T20:00:00Z")).toBe("Mar 4, 2026");
    // Saving the same values again changes nothing, so nothing regenerates.
    vi.mocked(revalidatePath).mockClear();
    await put("general", SETTINGS_DEFAULTS.general);
    expect(revalidatePath).not.toHaveBeenCalled();
  });

  it("saves each group, answers the toast text, and persists", async () => {
    const general = { siteName: "  Masterly Academy ", siteDescription: "Learn things", contactEmail: "help@academy.test", timezone: "Asia/Tokyo", language: "ja", currency: "JPY" };
    const saved = await put("general", general);
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe("Settings updated successfully!");
    expect((await get("general")).body.data).toMatchObject({ settings: { ...general, siteName: "Masterly Academy" } });

    const security = { minPasswordLength: 10, sessionTimeout: 60, maxLoginAttempts: 4, enableTwoFactor: true, requireEmailVerification: false };
    const sec = await put("security", security);
    expect(sec.body.message).toBe("Security settings updated!");
    expect((await get("security")).body.data).toMatchObject({ settings: security });

    const notifications = { emailNotifications: false, pushNotifications: false, marketingEmails: true, systemAlerts: false, weeklyReports: false };
    const notif = await put("notifications", notifications);
    expect(notif.body.message).toBe("Notification settings updated!");
    expect((await get("notifications")).body.data).toMatchObject({ settings: notifications });
  });

  it("writes each save to the audit log with the changed values before and after", async () => {
    await put("security", SETTINGS_DEFAULTS.security);
    await prisma.activityLog.deleteMany();
    await put("security", { ...SETTINGS_DEFAULTS.security, minPasswordLength: 12, maxLoginAttempts: 3 });
    const rows = await prisma.activityLog.findMany({ where: { type: "settings_updated" } });
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: admin.id, actorName: "Ada Admin", targetType: "settings", targetId: "security" });
    expect(JSON.parse(rows[0].before as string)).toEqual({ minPasswordLength: 8, maxLoginAttempts: 5 });
    expect(JSON.parse(rows[0].after as string)).toEqual({ minPasswordLength: 12, maxLoginAttempts: 3 });
    expect(rows[0].message).toContain("minPasswordLength 8 → 12");

    // Saving the same values again changes nothing and records nothing.
    await put("security", { ...SETTINGS_DEFAULTS.security, minPasswordLength: 12, maxLoginAttempts: 3 });
    expect(await prisma.activityLog.count({ where: { type: "settings_updated" } })).toBe(1);
    await put("security", SETTINGS_DEFAULTS.security);
  });

  it("a failed validation saves nothing", async () => {
    await put("general", SETTINGS_DEFAULTS.general);
    const res = await put("general", { ...SETTINGS_DEFAULTS.general, siteName: "" , contactEmail: "nope" });
    expect(res.status).toBe(422);
    expect((await get("general")).body.data).toMatchObject({ settings: SETTINGS_DEFAULTS.general });
  });
});

describe("validation rules and messages", () => {
  const general = SETTINGS_DEFAULTS.general;
  const security = SETTINGS_DEFAULTS.security;

  async function errorsFor(group: string, body: unknown): Promise<Record<string, string[]>> {
    const res = await put(group, body);
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.code).toBe("VALIDATION_FAILED");
    return res.body.errors as Record<string, string[]>;
  }

  it("general: every required field and option list has its message", async () => {
    expect(await errorsFor("general", { ...general, siteName: "   " })).toEqual({ siteName: ["Site name is required"] });
    expect(await errorsFor("general", { ...general, siteDescription: "" })).toEqual({ siteDescription: ["Site description is required"] });
    expect(await errorsFor("general", { ...general, contactEmail: "not-an-email" })).toEqual({ contactEmail: ["Please enter a valid email"] });
    expect(await errorsFor("general", { ...general, contactEmail: "" })).toEqual({ contactEmail: ["Please enter a valid email"] });
    expect(await errorsFor("general", { ...general, timezone: "" })).toEqual({ timezone: ["Timezone is required"] });
    expect(await errorsFor("general", { ...general, timezone: "Mars/Olympus" })).toEqual({ timezone: ["Please choose a timezone from the list"] });
    expect(await errorsFor("general", { ...general, language: "" })).toEqual({ language: ["Language is required"] });
    expect(await errorsFor("general", { ...general, language: "it" })).toEqual({ language: ["Please choose a language from the list"] });
    expect(await errorsFor("general", { ...general, currency: undefined })).toEqual({ currency: ["Currency is required"] });
    expect(await errorsFor("general", { ...general, currency: "BTC" })).toEqual({ currency: ["Please choose a currency from the list"] });
  });

  it("general: every listed option is accepted", async () => {
    for (const timezone of ["UTC", "America/New_York", "America/Chicago", "America/Denver", "America/Los_Angeles", "Europe/London", "Europe/Paris", "Asia/Tokyo"]) {
      expect((await put("general", { ...general, timezone })).status).toBe(200);
    }
    for (const language of ["en", "es", "fr", "de", "ja", "zh"]) expect((await put("general", { ...general, language })).status).toBe(200);
    for (const currency of ["USD", "EUR", "GBP", "JPY", "CAD"]) expect((await put("general", { ...general, currency })).status).toBe(200);
  });

  const bounds = [
    { field: "minPasswordLength", min: 6, max: 20, message: "Minimum password length must be between 6 and 20 characters" },
    { field: "sessionTimeout", min: 15, max: 1440, message: "Session timeout must be between 15 and 1440 minutes" },
    { field: "maxLoginAttempts", min: 3, max: 10, message: "Maximum login attempts must be between 3 and 10" },
  ] as const;

  for (const { field, min, max, message } of bounds) {
    it(`security: ${field} accepts ${min} and ${max}, refuses ${min - 1}, ${max + 1}, fractions and non-numbers`, async () => {
      expect((await put("security", { ...security, [field]: min })).status).toBe(200);
      expect((await put("security", { ...security, [field]: max })).status).toBe(200);
      for (const bad of [min - 1, max + 1, min + 0.5, "12", null]) {
        expect(await errorsFor("security", { ...security, [field]: bad })).toEqual({ [field]: [message] });
      }
      await put("security", security);
    });
  }

  it("security and notifications: toggles must be booleans", async () => {
    expect(await errorsFor("security", { ...security, enableTwoFactor: "yes" })).toEqual({ enableTwoFactor: ["Two-factor authentication must be on or off"] });
    expect(await errorsFor("security", { ...security, requireEmailVerification: 1 })).toEqual({ requireEmailVerification: ["Email verification must be on or off"] });
    expect(await errorsFor("notifications", { ...SETTINGS_DEFAULTS.notifications, weeklyReports: "off" })).toEqual({ weeklyReports: ["Weekly reports must be on or off"] });
  });

  it("a malformed body is a 400", async () => {
    const res = await call(PUT as RouteFn, { method: "PUT", params: { group: "general" }, rawBody: "{nope", headers });
    expect(res.status).toBe(400);
  });
});
