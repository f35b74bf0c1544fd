// /profile — details and avatar, the password change (other sessions signed out), the
// audit log showing it, and axe (in dark mode: e2e/accessibility.spec.ts). Each test uses its own fresh account. Two-factor enrolment, which
// needs the site-wide setting on, runs on its own server: e2e/two-factor.spec.ts.
import bcrypt from "bcryptjs";
import type { Browser, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, signInViaApi, test } from "./fixtures";
import { e2eDb } from "./db";
import { authFile } from "./env";

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
    await expect(page.getByRole("button", { name: "Set up two-factor sign-in" })).toBeVisible();

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

test.describe("audit", () => {
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
