// Two-factor sign-in required by the security setting (docs/security.md §6): enrolment
// with a code computed from the shown key and the account's password, a sign-in with it, recovery
// codes, and while it is required: an unenrolled staff member can do nothing but enrol, and cannot
// turn it off, not even through a client-side navigation, which renders a page without the dashboard
// layout. The setting is site-wide, so this runs on its own server and database (the demo admin and
// staff of the shared server have no 2FA and would be shut out while it is on).
import bcrypt from "bcryptjs";
import * as OTPAuth from "otpauth";
import type { Page } from "@playwright/test";
import { expect, expectNoAxeViolations, test } from "./fixtures";
import { E2E } from "./env";
import { startPrivateServer, type PrivateServer } from "./private-server";

let server: PrivateServer;

// The tests share the server started below (one port): they run in one worker, in order.
test.describe.configure({ mode: "default" });
const LOAD = { timeout: 30_000 };
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

function totp(secret: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = await startPrivateServer(E2E.privatePort(3));
  await server.db.setting.upsert({
    where: { group: "security" },
    create: { group: "security", value: JSON.stringify({ enableTwoFactor: true }) },
    update: { value: JSON.stringify({ enableTwoFactor: true }) },
  });
});

test.afterAll(async () => {
  await server?.stop();
});

const setPolicy = (enableTwoFactor: boolean) =>
  server.db.setting.update({ where: { group: "security" }, data: { value: JSON.stringify({ enableTwoFactor }) } });

test("required: a client-side navigation in the dashboard shows an unenrolled staff member no analytics, only enrolment", async ({ browser }) => {
  test.slow();
  const password = "two-factor-pass-2";
  const user = await server.db.user.create({
    data: { email: `tfa-nav-${Date.now()}@example.test`, name: "Nav Igator", role: "staff", isEmailVerified: true, passwordHash: bcrypt.hashSync(password, 10) },
  });
  const course = await server.db.course.findFirstOrThrow({ where: { status: "published", priceCents: { gt: 0 } }, select: { id: true, title: true } });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  // The staff member opens a course while the setting is off, then an admin turns it on.
  await setPolicy(false);
  try {
    expect((await page.request.post("/api/auth/login", { data: { email: user.email, password } })).status()).toBe(200);
    await page.goto(`/dashboard/courses/${course.id}`);
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible(LOAD);
  } finally {
    await setPolicy(true);
  }

  // The Analytics link is followed in the page: Next asks the server for the page alone (RSC).
  const analyticsPath = `/dashboard/courses/${course.id}/analytics`;
  const asked: { rsc: boolean; document: boolean }[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname !== analyticsPath) return;
    asked.push({ rsc: request.headers()["rsc"] === "1", document: request.resourceType() === "document" });
  });
  await page.getByRole("link", { name: "Analytics" }).click();
  await expect(page).toHaveURL(/\/profile#two-factor$/, LOAD);
  await expect(page.locator("#two-factor").getByText("Required for your role")).toBeVisible(LOAD);
  expect(asked.some((r) => r.rsc)).toBe(true);
  expect(asked.some((r) => r.document)).toBe(false);
  // No figure of the course reached the page.
  await expect(page.getByText("Course analytics")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Revenue" })).toHaveCount(0);
  await expect(page.getByText(course.title)).toHaveCount(0);
  expect((await page.request.get(`/api/courses/${course.id}/analytics`)).status()).toBe(403);
  await context.close();
});

test("required: an unenrolled staff member can only enrol (with code and password), signs in with it after, and cannot turn it off", async ({ browser }) => {
  test.slow();
  const password = "two-factor-pass-1";
  const user = await server.db.user.create({
    data: { email: `tfa-${Date.now()}@example.test`, name: "Tess Factor", role: "staff", isEmailVerified: true, passwordHash: bcrypt.hashSync(password, 10) },
  });
  const context = await browser.newContext({ baseURL: server.url });
  const page = await context.newPage();
  expect((await page.request.post("/api/auth/login", { data: { email: user.email, password } })).status()).toBe(200);

  // Nothing but enrolment: the dashboard sends them to the profile, the API refuses.
  await page.goto("/dashboard/students");
  await expect(page).toHaveURL(/\/profile/, LOAD);
  const refused = await page.request.get("/api/admin/students");
  expect(refused.status()).toBe(403);
  expect(((await refused.json()) as { code: string }).code).toBe("TWO_FACTOR_ENROLMENT_REQUIRED");

  const card = page.locator("#two-factor");
  await expect(card.getByText("Required for your role")).toBeVisible(LOAD);
  await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(card.getByRole("img", { name: "QR code to add Masterly to your authenticator app" })).toBeVisible();
  const secret = (await card.getByTestId("two-factor-secret").innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  await expectNoAxeViolations(page);

  // A stolen session cannot enrol the thief's app: the password is asked for.
  await card.getByLabel("2. Enter the 6-digit code from the app").fill(totp(secret));
  await card.getByLabel("3. Your password").fill("not-the-password");
  await card.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(card.getByText("Password is incorrect")).toBeVisible();
  await card.getByLabel("2. Enter the 6-digit code from the app").fill("000000" === totp(secret) ? "111111" : "000000");
  await card.getByLabel("3. Your password").fill(password);
  await card.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(card.getByText("That code is not valid.")).toBeVisible();
  await card.getByLabel("2. Enter the 6-digit code from the app").fill(totp(secret));
  await card.getByRole("button", { name: "Verify and turn on" }).click();
  await expect(toast(page, "Two-factor sign-in is on")).toBeVisible();

  const codes = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await expect(codes).toHaveCount(10);
  const recovery = await codes.allInnerTexts();
  for (const code of recovery) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
  const stored = await server.db.recoveryCode.findMany({ where: { userId: user.id } });
  expect(stored).toHaveLength(10);
  expect(stored.some((r) => recovery.some((c) => r.codeHash.includes(c)))).toBe(false);
  await expectNoAxeViolations(page);
  await card.getByRole("button", { name: "I have saved my recovery codes" }).click();
  await expect(card.getByText("On", { exact: true })).toBeVisible();
  await expect(card.getByText("10 of 10 recovery codes left.")).toBeVisible();
  expect((await page.request.get("/api/admin/students")).status()).toBe(200);

  // Required for the role: turning it off is refused, with the server's reason.
  await page.locator("#two-factor").getByRole("button", { name: "Turn off" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Turn off two-factor sign-in?" });
  await dialog.getByLabel("Password", { exact: true }).fill(password);
  await dialog.getByRole("button", { name: "Turn off" }).click();
  await expect(page.getByText("Two-factor sign-in is required for your role, so it cannot be turned off.").first()).toBeVisible();
  expect((await server.db.user.findUniqueOrThrow({ where: { id: user.id } })).twoFactorEnabled).toBe(true);

  // Sign out, then sign in: the page asks for the code after the password.
  await context.clearCookies();
  await page.goto("/login");
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password", { exact: true }).fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  const code = page.getByLabel("Authentication code");
  await expect(code).toBeVisible(LOAD);
  await expect(code).toBeFocused();
  await expectNoAxeViolations(page);
  await code.fill("000000" === totp(secret) ? "111111" : "000000");
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page.locator("#code-error")).toContainText("That code is not valid.");
  await code.fill(totp(secret));
  await page.getByRole("button", { name: "Sign In" }).click();
  await expect(page).toHaveURL(/\/dashboard$/, LOAD);

  // A recovery code works once, in place of an app code.
  await context.clearCookies();
  expect((await page.request.post("/api/auth/login", { data: { email: user.email, password, code: recovery[0] } })).status()).toBe(200);
  expect((await page.request.post("/api/auth/login", { data: { email: user.email, password, code: recovery[0] } })).status()).toBe(401);
  await context.close();

  const types = (await server.db.activityLog.findMany({ where: { actorId: user.id }, select: { type: true } })).map((r) => r.type);
  expect(types).toEqual(expect.arrayContaining(["two_factor_enabled", "login"]));
});
