// Issue 11: /profile — details and avatar, the password change (other sessions signed out),
// two-factor enrolment with a code computed from the shown key and then a sign-in with it, the
// audit log showing those actions, and axe. Each test uses its own fresh account.
import bcrypt from "bcryptjs";
import * as OTPAuth from "otpauth";
import { request as playwrightRequest, type APIRequestContext, type Browser, type Page } from "@playwright/test";
import { as, expect, expectNoAxeViolations, signInViaApi, test } from "./fixtures";
import { e2eDb } from "./db";
import { authFile, E2E } from "./env";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });
const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

// A 1×1 transparent PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64");

async function freshUser(role: "staff" | "user", password = "profile-pass-1") {
  const id = unique();
  const user = await e2eDb().user.create({
    data: { email: `profile-${id}@example.test`, name: `Profile Tester ${id}`, role, isEmailVerified: true, passwordHash: bcrypt.hashSync(password, 10) },
  });
  return { id: user.id, email: user.email, name: user.name, password };
}

async function signedInPage(browser: Browser, email: string, password: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, email, password);
  return { context, page };
}

/** The admin's API session, to switch the enableTwoFactor security setting. */
async function adminApi(): Promise<APIRequestContext> {
  return playwrightRequest.newContext({ baseURL: E2E.baseURL, storageState: authFile("admin") });
}

async function setTwoFactorSetting(api: APIRequestContext, on: boolean) {
  const current = await api.get("/api/admin/settings/security");
  expect(current.status()).toBe(200);
  const { data } = (await current.json()) as { data: { settings: Record<string, unknown> } };
  const res = await api.put("/api/admin/settings/security", { data: { ...data.settings, enableTwoFactor: on } });
  expect(res.status(), await res.text()).toBe(200);
}

function totp(secret: string, timestamp = Date.now()): string {
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: "SHA1" }).generate({ timestamp });
}

// Generous first-load waits: the suite shares two cores with every other engineer's build.
const LOAD = { timeout: 30_000 };

async function openProfile(page: Page) {
  await page.goto("/profile");
  await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible(LOAD);
  await expect(page.getByLabel("Full name")).not.toHaveValue("", LOAD);
}

test.describe("profile", () => {
  test.slow();
  test("signed out, /profile sends you to sign in", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile/);
  });

  test("edits name and phone, uploads and removes a picture, and passes axe", async ({ browser }) => {
    const user = await freshUser("user");
    const { context, page } = await signedInPage(browser, user.email, user.password);
    await openProfile(page);
    await expect(page.getByRole("link", { name: "Back to Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(page.getByLabel("Email", { exact: true })).toHaveValue(user.email);
    await expect(page.getByText("Two-factor sign-in is turned off for this site")).toBeVisible();

    await page.getByLabel("Phone number").fill("call me");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(page.locator("#phoneNumber-error")).toHaveText("Please enter a valid phone number");
    await page.getByLabel("Full name").fill(`${user.name} Renamed`);
    await page.getByLabel("Phone number").fill("+1 555 0199");
    await page.getByRole("button", { name: "Save changes" }).click();
    await expect(toast(page, "Profile updated")).toBeVisible();
    await expect
      .poll(async () => e2eDb().user.findUnique({ where: { id: user.id }, select: { name: true, phoneNumber: true } }))
      .toEqual({ name: `${user.name} Renamed`, phoneNumber: "+1 555 0199" });

    await page.getByLabel("Profile picture file").setInputFiles({ name: "me.png", mimeType: "image/png", buffer: PNG });
    await expect(toast(page, "Profile picture updated")).toBeVisible();
    const avatar = page.getByRole("img", { name: `${user.name} Renamed` });
    await expect(avatar).toBeVisible();
    const src = await avatar.getAttribute("src");
    expect(src).toMatch(/^\/api\/uploads\/avatars\/[a-f0-9]{32}\.png$/);
    const served = await page.request.get(src as string);
    expect(served.headers()["content-type"]).toBe("image/png");

    await page.getByLabel("Profile picture file").setInputFiles({ name: "fake.png", mimeType: "image/png", buffer: Buffer.from("<svg></svg>") });
    await expect(toast(page, "Please choose a PNG, JPEG or WebP image")).toBeVisible();

    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

    await page.getByRole("button", { name: "Remove" }).click();
    await expect(toast(page, "Profile picture removed")).toBeVisible();
    await expect(page.getByRole("img", { name: `${user.name} Renamed` })).toHaveCount(0);
    await context.close();
  });

  test("changes the password: needs the current one, signs out other sessions, and the new one signs in", async ({ browser }) => {
    const user = await freshUser("staff");
    const other = await signedInPage(browser, user.email, user.password);
    const { context, page } = await signedInPage(browser, user.email, user.password);
    await openProfile(page);
    await expect(page.getByRole("list", { name: "Active sessions" }).getByRole("listitem")).toHaveCount(2);

    await page.getByLabel("Current password").fill("not-my-password");
    await page.getByLabel("New password", { exact: true }).fill("a-brand-new-pass");
    await page.getByLabel("Confirm new password").fill("a-brand-new-pass");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.locator("#currentPassword-error")).toHaveText("Current password is incorrect");

    await page.getByLabel("Current password").fill(user.password);
    await page.getByLabel("Confirm new password").fill("a-different-pass");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(page.locator("#confirmPassword-error")).toHaveText("Passwords do not match");

    await page.getByLabel("Confirm new password").fill("a-brand-new-pass");
    await page.getByRole("button", { name: "Change password" }).click();
    await expect(toast(page, "Password changed")).toBeVisible();
    await expect(page.getByLabel("Current password")).toHaveValue("");
    await expect(page.getByRole("list", { name: "Active sessions" }).getByRole("listitem")).toHaveCount(1);

    // This browser is still signed in; the other one is not.
    expect((await page.request.get("/api/auth/me")).status()).toBe(200);
    expect((await other.page.request.get("/api/auth/me")).status()).toBe(401);
    await other.context.close();

    // Signed out, the old password fails and the new one works on the sign-in page.
    await context.clearCookies();
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password", { exact: true }).fill(user.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page, "Login Failed")).toBeVisible();
    await page.getByLabel("Password", { exact: true }).fill("a-brand-new-pass");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/, LOAD);
    await context.close();
  });

  test("signs out every other session", async ({ browser }) => {
    const user = await freshUser("user");
    const others = [await signedInPage(browser, user.email, user.password), await signedInPage(browser, user.email, user.password)];
    const { context, page } = await signedInPage(browser, user.email, user.password);
    await openProfile(page);
    const sessions = page.getByRole("list", { name: "Active sessions" }).getByRole("listitem");
    await expect(sessions).toHaveCount(3);
    await expect(sessions.first()).toContainText("This device");
    await page.getByRole("button", { name: "Sign out other sessions" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Sign out others" }).click();
    await expect(toast(page, "Signed out 2 other sessions")).toBeVisible();
    await expect(sessions).toHaveCount(1);
    for (const o of others) {
      expect((await o.page.request.get("/api/auth/me")).status()).toBe(401);
      await o.context.close();
    }
    await context.close();
  });
});

test.describe("two-factor sign-in", () => {
  test.slow();
  test("set up with a code from the shown key, then sign in with it; the audit log shows it all", async ({ browser }) => {
    const admin = await adminApi();
    const user = await freshUser("staff");
    try {
      await setTwoFactorSetting(admin, true);
      const { context, page } = await signedInPage(browser, user.email, user.password);
      await openProfile(page);
      const card = page.locator("#two-factor");
      await expect(card.getByText("Required for your role")).toBeVisible();
      await card.getByRole("button", { name: "Set up two-factor sign-in" }).click();
      await expect(card.getByRole("img", { name: "QR code to add Masterly to your authenticator app" })).toBeVisible();
      const secret = (await card.getByTestId("two-factor-secret").innerText()).replace(/\s+/g, "");
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      await expectNoAxeViolations(page);

      await card.getByLabel("2. Enter the 6-digit code from the app").fill("000000" === totp(secret) ? "111111" : "000000");
      await card.getByRole("button", { name: "Verify and turn on" }).click();
      await expect(card.getByText("That code is not valid.")).toBeVisible();
      await card.getByLabel("2. Enter the 6-digit code from the app").fill(totp(secret));
      await card.getByRole("button", { name: "Verify and turn on" }).click();
      await expect(toast(page, "Two-factor sign-in is on")).toBeVisible();

      const codes = card.getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
      await expect(codes).toHaveCount(10);
      const recovery = await codes.allInnerTexts();
      for (const code of recovery) expect(code).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      // Only hashes are stored.
      const stored = await e2eDb().recoveryCode.findMany({ where: { userId: user.id } });
      expect(stored).toHaveLength(10);
      expect(stored.some((r) => recovery.some((c) => r.codeHash.includes(c)))).toBe(false);
      await expectNoAxeViolations(page);
      await card.getByRole("button", { name: "I have saved my recovery codes" }).click();
      await expect(card.getByText("On", { exact: true })).toBeVisible();
      await expect(card.getByText("10 of 10 recovery codes left.")).toBeVisible();

      // Sign out, then sign in: the page asks for the code after the password.
      await context.clearCookies();
      await setTwoFactorSetting(admin, true);
      await page.goto("/login");
      await page.getByLabel("Email").fill(user.email);
      await page.getByLabel("Password", { exact: true }).fill(user.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      const code = page.getByLabel("Authentication code");
      await expect(code).toBeVisible(LOAD);
      await expect(code).toBeFocused();
      await expect(page).toHaveURL(/\/login/);
      await expectNoAxeViolations(page);
      await code.fill("000000" === totp(secret) ? "111111" : "000000");
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page.locator("#code-error")).toContainText("That code is not valid.");
      await code.fill(totp(secret));
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/dashboard$/, LOAD);

      // A recovery code works once, in place of an app code.
      await context.clearCookies();
      const first = await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password, code: recovery[0] } });
      expect(first.status()).toBe(200);
      const again = await page.request.post("/api/auth/login", { data: { email: user.email, password: user.password, code: recovery[0] } });
      expect(again.status()).toBe(401);

      // Turn it off again from the profile, with the password.
      await page.goto("/profile");
      await page.locator("#two-factor").getByRole("button", { name: "Turn off" }).click();
      const dialog = page.getByRole("dialog", { name: "Turn off two-factor sign-in?" });
      await dialog.getByLabel("Password", { exact: true }).fill(user.password);
      await dialog.getByRole("button", { name: "Turn off" }).click();
      await expect(toast(page, "Two-factor sign-in is off")).toBeVisible();
      await expect(page.locator("#two-factor").getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();
      await context.close();

      // The admin's audit log shows what this account did.
      const adminContext = await browser.newContext({ storageState: authFile("admin") });
      const adminPage = await adminContext.newPage();
      await adminPage.goto("/dashboard/audit");
      await adminPage.getByLabel("Actor", { exact: true }).fill(user.email);
      const table = adminPage.getByRole("table", { name: "Audit log" });
      await expect(table.getByRole("row").filter({ hasText: "Two-factor sign-in enabled" })).toBeVisible();
      await expect(table.getByRole("row").filter({ hasText: "Two-factor sign-in disabled" })).toBeVisible();
      await expect(table.getByRole("row").filter({ hasText: "Signed in" }).first()).toBeVisible();
      await adminContext.close();
    } finally {
      await setTwoFactorSetting(admin, false);
      await admin.dispose();
    }
  });

  test("the audit log shows a password change", async ({ browser }) => {
    const user = await freshUser("user");
    const { context, page } = await signedInPage(browser, user.email, user.password);
    const res = await page.request.post("/api/profile/password", {
      data: { currentPassword: user.password, newPassword: "another-new-pass", confirmPassword: "another-new-pass" },
    });
    expect(res.status()).toBe(200);
    await context.close();
    const adminContext = await browser.newContext({ storageState: authFile("admin") });
    const adminPage = await adminContext.newPage();
    await adminPage.goto("/dashboard/audit");
    await adminPage.getByLabel("Action", { exact: true }).click();
    await adminPage.getByRole("option", { name: "Password changed" }).click();
    await adminPage.getByLabel("Actor", { exact: true }).fill(user.name);
    await expect(adminPage.getByRole("table", { name: "Audit log" }).getByRole("row").filter({ hasText: `${user.name} changed their password` })).toBeVisible();
    await adminContext.close();
  });
});

test.describe("profile for the demo admin", () => {
  test.use(as("admin"));

  test("passes axe in dark mode too", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await openProfile(page);
    await expectNoAxeViolations(page);
  });
});
