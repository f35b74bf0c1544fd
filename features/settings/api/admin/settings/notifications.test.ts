// The notification settings decide which emails go out: account-lock alerts to admins
// (systemAlerts), the weekly report job (weeklyReports), both under emailNotifications.
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { PUT } from "@/app/api/admin/settings/[group]/route";
import { POST as LOGIN } from "@/app/api/auth/login/route";
import { runWeeklyReport } from "@/features/analytics/server/weekly-report-job";
import { prisma } from "@/lib/db";
import { runDueJobs } from "@/lib/jobs";
import { SETTINGS_DEFAULTS, type NotificationSettings } from "@/lib/settings/defaults";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { clearOutbox, mailsTo } from "@/test/mail";

// A General save regenerates the static pages (revalidatePath), which needs Next's request store.
vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

let admin: TestUser;
let otherAdmin: TestUser;
let inactiveAdmin: TestUser;
let staff: TestUser;
let headers: Record<string, string>;
let ip = 0;

async function setNotifications(patch: Partial<NotificationSettings>) {
  const res = await call(PUT as RouteFn, { method: "PUT", params: { group: "notifications" }, body: { ...SETTINGS_DEFAULTS.notifications, ...patch }, headers });
  expect(res.status).toBe(200);
}

/** Locks a fresh learner (maxLoginAttempts 3) through the real sign-in endpoint, from one address. */
async function lockSomeone(): Promise<TestUser> {
  const victim = await createUser({ role: "user" });
  ip += 1;
  for (let i = 0; i < 3; i += 1) {
    await call(LOGIN as RouteFn, { body: { email: victim.email, password: "wrong-password" }, headers: { "x-real-ip": `10.2.0.${ip}` } });
  }
  expect((await prisma.user.findUniqueOrThrow({ where: { id: victim.id } })).lockedUntil).not.toBeNull();
  return victim;
}

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  otherAdmin = await createUser({ role: "admin", name: "Marcus Admin" });
  inactiveAdmin = await createUser({ role: "admin", name: "Gone Admin", isActive: false });
  staff = await createUser({ role: "staff", name: "Sam Staff" });
  headers = await sessionHeaders(admin);
  const res = await call(PUT as RouteFn, { method: "PUT", params: { group: "security" }, body: { ...SETTINGS_DEFAULTS.security, maxLoginAttempts: 3 }, headers });
  expect(res.status).toBe(200);
});

beforeEach(() => clearOutbox());

describe("systemAlerts: account-lock alerts", () => {
  it("on, every active admin (and nobody else) is emailed about the locked account", async () => {
    await setNotifications({});
    const victim = await lockSomeone();
    for (const a of [admin, otherAdmin]) {
      const mails = await mailsTo(a.email);
      expect(mails.map((m) => m.subject)).toEqual(["Masterly alert: an account was locked"]);
      expect(mails[0].text).toContain(victim.email);
      expect(mails[0].text).toContain("15 minutes");
    }
    expect(await mailsTo(inactiveAdmin.email)).toEqual([]);
    expect(await mailsTo(staff.email)).toEqual([]);
  });

  it("off, no alert is sent", async () => {
    await setNotifications({ systemAlerts: false });
    await lockSomeone();
    expect(await mailsTo(admin.email)).toEqual([]);
  });

  it("with the emailNotifications master switch off, no alert is sent either", async () => {
    await setNotifications({ emailNotifications: false, systemAlerts: true });
    await lockSomeone();
    expect(await mailsTo(admin.email)).toEqual([]);
  });
});

describe("weeklyReports: the weekly report job", () => {
  it("on, emails every active admin the last 7 days against the week before", async () => {
    await setNotifications({});
    const now = new Date();
    await prisma.user.create({ data: { email: `old-${Date.now()}@example.test`, name: "Old Learner", createdAt: new Date(now.getTime() - 10 * 86_400_000) } });
    const result = await runWeeklyReport({ now });
    expect(result.status).toBe("sent");
    // The report is queued per admin; the worker's pass sends it.
    await runDueJobs();
    expect([...result.recipients].sort()).toEqual([admin.email, otherAdmin.email].sort());
    const learnersThisWeek = await prisma.user.count({ where: { role: "user", createdAt: { gte: new Date(now.getTime() - 7 * 86_400_000), lt: now } } });
    expect(result.report?.figures.find((f) => f.label === "New learners")).toEqual({ label: "New learners", value: learnersThisWeek, previous: 1 });
    const [mail] = await mailsTo(admin.email);
    expect(mail.subject).toMatch(/^Masterly weekly report: /);
    expect(mail.text).toContain(`New learners: ${learnersThisWeek} (`);
    expect(await mailsTo(staff.email)).toEqual([]);
    expect(await mailsTo(inactiveAdmin.email)).toEqual([]);
  });

  it("reports revenue as paid orders minus refunds, in the General currency (a hand-worked week in 2031)", async () => {
    await setNotifications({});
    const now = new Date("2031-01-15T00:00:00Z");
    const learner = await prisma.user.create({ data: { email: `payer-${Date.now()}@example.test`, name: "Payer" } });
    const course = await prisma.course.create({ data: { title: "Weekly revenue course", description: "For the weekly revenue figure.", category: "Business", level: "beginner", priceCents: 4999, duration: "1 hour", instructor: "Ada", status: "published" } });
    const order = (paidAt: string, totalCents: number, refundedCents = 0, status = "paid") =>
      prisma.order.create({ data: { userId: learner.id, courseId: course.id, currency: "USD", subtotalCents: totalCents, discountCents: 0, totalCents, refundedCents, status, provider: "test", createdAt: new Date(paidAt), paidAt: new Date(paidAt) } });
    await order("2031-01-10T10:00:00Z", 4999); // this week
    await order("2031-01-12T10:00:00Z", 2000, 500); // this week, 5.00 refunded
    await order("2031-01-13T10:00:00Z", 3000, 3000, "refunded"); // this week, refunded in full
    await order("2031-01-05T10:00:00Z", 1000); // the week before
    await prisma.order.create({ data: { userId: learner.id, courseId: course.id, currency: "USD", subtotalCents: 9999, discountCents: 0, totalCents: 9999, status: "pending", provider: "test", createdAt: new Date("2031-01-11T00:00:00Z") } });
    const result = await runWeeklyReport({ now });
    await runDueJobs();
    expect(result.report?.figures.find((f) => f.label === "Revenue")).toEqual({ label: "Revenue", value: 4999 + 1500, previous: 1000, currency: "USD" });
    const [mail] = await mailsTo(admin.email);
    expect(mail.text).toContain("Revenue: $64.99 (+$54.99 on the week before)");
  });

  it("off, the job sends nothing and says why", async () => {
    await setNotifications({ weeklyReports: false });
    expect(await runWeeklyReport()).toMatchObject({ status: "skipped", reason: "weekly reports are turned off" });
    await runDueJobs();
    expect(await mailsTo(admin.email)).toEqual([]);
  });

  it("with emailNotifications off, the job sends nothing", async () => {
    await setNotifications({ emailNotifications: false });
    expect(await runWeeklyReport()).toMatchObject({ status: "skipped", reason: "email notifications are turned off" });
    await runDueJobs();
    expect(await mailsTo(admin.email)).toEqual([]);
  });

  it("uses the general settings' site name in the subject", async () => {
    await setNotifications({});
    const res = await call(PUT as RouteFn, { method: "PUT", params: { group: "general" }, body: { ...SETTINGS_DEFAULTS.general, siteName: "Acme Learning" }, headers });
    expect(res.status).toBe(200);
    await runWeeklyReport();
    await runDueJobs();
    expect((await mailsTo(admin.email))[0].subject).toMatch(/^Acme Learning weekly report: /);
  });
});
