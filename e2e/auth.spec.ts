// Sign-in, registration with email verification, password reset and lockout (axe on each
// auth screen: e2e/accessibility.spec.ts). Accounts that get failed attempts or new passwords are created here, never
// the shared demo accounts.
import type { APIRequestContext, Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb } from "./db";
import { linkTo, waitForMail } from "./mail";

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;
const PASSWORD = "learner-pass-1";

/** The toast in front (sonner shows one at a time), by its title. */
const toast = (page: Page, title: string) => page.locator('[data-sonner-toast][data-front="true"]').filter({ hasText: title });

/** Registers a learner through the API and verifies the address with the emailed link. */
async function registeredLearner(request: APIRequestContext, label: string, password = PASSWORD) {
  const email = unique(label);
  const since = Date.now() - 1000;
  const res = await request.post("/api/auth/register", { data: { name: "Test Learner", email, password, confirmPassword: password } });
  expect(res.status(), await res.text()).toBe(201);
  const mail = await waitForMail(email, { subject: /Verify your email/, since });
  const token = new URL(linkTo(mail, "/verify-email")).searchParams.get("token");
  const verified = await request.post("/api/auth/verify-email", { data: { token } });
  expect(verified.status(), await verified.text()).toBe(200);
  return { email, password };
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password", { exact: true }).fill(password);
}

test.describe("sign-in page", () => {
  test("a wrong password shows the 'Login Failed' toast with the server's message", async ({ page, request }) => {
    const learner = await registeredLearner(request, "wrong-pass");
    await page.goto("/login");
    await fillLogin(page, learner.email, "not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    const failed = toast(page, "Login Failed");
    await expect(failed).toBeVisible();
    await expect(failed).toContainText("Invalid email or password");
    await expect(page).toHaveURL(/\/login$/);

    // An unknown email gets exactly the same answer.
    await fillLogin(page, unique("nobody"), "not-the-password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page, "Login Failed")).toContainText("Invalid email or password");
  });

  test("submitting empty shows the validation messages under the fields", async ({ page }) => {
    let calls = 0;
    await page.route("**/api/auth/login", (route) => {
      calls += 1;
      return route.continue();
    });
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign In" }).click();
    const email = page.getByLabel("Email");
    const password = page.getByLabel("Password", { exact: true });
    await expect(page.locator("#email-error")).toHaveText("Please enter a valid email address");
    await expect(page.locator("#password-error")).toHaveText("Password must be at least 6 characters");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-describedby", "email-error");
    await expect(password).toHaveAttribute("aria-describedby", "password-error");
    expect(calls).toBe(0);
    await expectNoAxeViolations(page);

    // A bad email and a short password: the same messages, still no request.
    await email.fill("not-an-email");
    await password.fill("12345");
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page.locator("#email-error")).toHaveText("Please enter a valid email address");
    await expect(page.locator("#password-error")).toHaveText("Password must be at least 6 characters");
    expect(calls).toBe(0);
  });

  test("the eye button shows and hides the password", async ({ page }) => {
    await page.goto("/login");
    const password = page.getByLabel("Password", { exact: true });
    await password.fill("secret-123");
    await expect(password).toHaveAttribute("type", "password");
    await page.getByRole("button", { name: "Show password" }).click();
    await expect(password).toHaveAttribute("type", "text");
    await expect(password).toHaveValue("secret-123");
    await page.getByRole("button", { name: "Hide password" }).click();
    await expect(password).toHaveAttribute("type", "password");
  });

  test("the page has every element of the sign-in screen", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("link", { name: "Back to Home" })).toHaveAttribute("href", "/");
    await expect(page.getByRole("link", { name: /Forgot password/ })).toHaveAttribute("href", "/forgot-password");
    await expect(page.getByRole("link", { name: "Sign up for free" })).toHaveAttribute("href", "/register");
    await expect(page.getByRole("checkbox", { name: "Remember me" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Google" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Facebook" })).toBeDisabled();
  });

  test("the button reads 'Signing in...' and is disabled while the request runs; the admin lands on /dashboard", async ({ page }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/api/auth/login", async (route) => {
      await held;
      await route.continue();
    });
    const consoleText: string[] = [];
    page.on("console", (message) => consoleText.push(message.text()));
    await page.goto("/login");
    await fillLogin(page, DEMO.admin.email, DEMO.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    const busy = page.getByRole("button", { name: "Signing in..." });
    await expect(busy).toBeVisible();
    await expect(busy).toBeDisabled();
    release();

    await expect(page).toHaveURL(/\/dashboard$/);
    const welcome = toast(page, "Welcome back!");
    await expect(welcome).toBeVisible();
    await expect(welcome).toContainText(`Hello ${DEMO.admin.name}, you've been successfully logged in.`);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Welcome back");

    // The tokens stay out of the page: an httpOnly cookie, nothing in storage.
    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name.includes("next-auth.session-token"));
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    expect(session?.expires).toBe(-1); // no Remember me: ends with the browser
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage }));
    expect(stored).not.toContain(session?.value);
    expect(stored).not.toContain("eyJ");
    expect(consoleText.join("\n")).not.toContain("eyJ");
  });

  test("Remember me keeps the session across browser restarts (a persistent cookie)", async ({ page, request }) => {
    const learner = await registeredLearner(request, "remember");
    await page.goto("/login");
    await fillLogin(page, learner.email, learner.password);
    await page.getByRole("checkbox", { name: "Remember me" }).check();
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    const session = (await page.context().cookies()).find((c) => c.name.includes("next-auth.session-token"));
    expect(session?.expires ?? 0).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);
  });

  test.describe("at phone width", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the sign-in form fits, passes axe and signs in", async ({ page, request }) => {
      const learner = await registeredLearner(request, "phone");
      await page.goto("/login");
      await expectNoAxeViolations(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await fillLogin(page, learner.email, learner.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(toast(page, "Welcome!")).toBeVisible();
    });
  });
});

test.describe("emailed flows", () => {
  test("register → verification email → verify → sign in", async ({ page }) => {
    const email = unique("register");
    const since = Date.now() - 1000;
    await page.goto("/register");
    await page.getByLabel("Full name").fill("Rita Register");
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await page.getByLabel("Confirm password").fill(PASSWORD);
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.getByRole("heading", { name: "Check your email" })).toBeVisible();
    await expect(page.getByRole("status")).toContainText(email);

    const row = await e2eDb().user.findUniqueOrThrow({ where: { email } });
    expect(row.role).toBe("user");
    expect(row.isEmailVerified).toBe(false);

    const firstMail = await waitForMail(email, { subject: /Verify your email/, since });
    expect(firstMail.html).toContain("Masterly");
    expect(firstMail.text).toContain("Masterly");
    const firstLink = linkTo(firstMail, "/verify-email");

    // Before verifying, sign-in is refused with a clear message and a way to resend the email.
    await page.goto("/login");
    await fillLogin(page, email, PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page, "Login Failed")).toContainText("verify your email");
    const resendSince = Date.now();
    await page.getByRole("button", { name: "Resend verification email" }).click();
    await expect(page.getByRole("button", { name: "Verification email sent" })).toBeDisabled();
    const link = linkTo(await waitForMail(email, { subject: /Verify your email/, since: resendSince }), "/verify-email");
    expect(link).not.toBe(firstLink);

    // The resent link replaces the first one.
    await page.goto(firstLink);
    await expect(page.getByText("This verification link is invalid")).toBeVisible();

    await page.goto(link);
    await expect(page.getByText("Your email has been verified")).toBeVisible();
    await page.getByRole("link", { name: "Sign in" }).click();
    await expect(page).toHaveURL(/\/login$/);
    await fillLogin(page, email, PASSWORD);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // A first sign-in is a welcome, not a welcome back, and one toast says so.
    await expect(toast(page, "Welcome!")).toContainText("Hello Rita Register, your account is ready.");
    await expect(page.getByRole("heading", { level: 1, name: "Welcome, Rita!" })).toBeVisible();
    await expect(page.locator("[data-sonner-toast]")).toHaveCount(1);

    // The link is single use.
    await page.goto(link);
    await expect(page.getByText("already been used")).toBeVisible();
  });

  test("forgot password → emailed link → new password → sign in with it", async ({ page, request }) => {
    const learner = await registeredLearner(request, "forgot");
    const since = Date.now() - 1000;
    await page.goto("/login");
    await page.getByRole("link", { name: /Forgot password/ }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel("Email").fill(learner.email);
    await page.getByRole("button", { name: "Send reset link" }).click();
    const answer = "If an account exists for that email, we have sent a link to reset the password.";
    await expect(page.getByText(answer)).toBeVisible();

    const mail = await waitForMail(learner.email, { subject: /Reset your Masterly password/, since });
    const link = linkTo(mail, "/reset-password");
    await page.goto(link);
    await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();

    // The new-password policy (minPasswordLength 8) is checked in the form.
    await page.getByLabel("New password", { exact: true }).fill("short1");
    await page.getByLabel("Confirm new password").fill("short1");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.locator("#password-error")).toHaveText("Password must be at least 8 characters");

    const newPassword = "fresh-password-2";
    await page.getByLabel("New password", { exact: true }).fill(newPassword);
    await page.getByLabel("Confirm new password").fill(newPassword);
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByText("Your password has been reset")).toBeVisible();
    await page.getByRole("link", { name: "Sign in" }).click();

    await fillLogin(page, learner.email, learner.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page, "Login Failed")).toBeVisible();
    await fillLogin(page, learner.email, newPassword);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // An unknown email gets the same answer on the page.
    await page.goto("/forgot-password");
    await page.getByLabel("Email").fill(unique("nobody"));
    await page.getByRole("button", { name: "Send reset link" }).click();
    await expect(page.getByText(answer)).toBeVisible();

    // The used link now explains itself.
    await page.goto(link);
    await page.getByLabel("New password", { exact: true }).fill("another-pass-3");
    await page.getByLabel("Confirm new password").fill("another-pass-3");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "already been used" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toBeVisible();
  });

  test("a truncated reset link says so instead of doing nothing", async ({ page }) => {
    await page.goto("/reset-password?token=x");
    await page.getByLabel("New password", { exact: true }).fill("fresh-password-4");
    await page.getByLabel("Confirm new password").fill("fresh-password-4");
    await page.getByRole("button", { name: "Reset password" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "The link is invalid" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Request a new link" })).toHaveAttribute("href", "/forgot-password");
  });

  test("a password reset signs the account out of its other sessions", async ({ browser, request }) => {
    const learner = await registeredLearner(request, "reset-revokes");
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    const login = await otherPage.request.post("/api/auth/login", { data: { email: learner.email, password: learner.password } });
    expect(login.status()).toBe(200);
    await otherPage.goto("/dashboard");
    await expect(otherPage).toHaveURL(/\/dashboard$/);

    const since = Date.now() - 1000;
    await request.post("/api/auth/forgot-password", { data: { email: learner.email } });
    const token = new URL(linkTo(await waitForMail(learner.email, { subject: /Reset/, since }), "/reset-password")).searchParams.get("token");
    const reset = await request.post("/api/auth/reset-password", { data: { token, password: "fresh-password-9" } });
    expect(reset.status()).toBe(200);

    await otherPage.goto("/dashboard");
    await expect(otherPage).toHaveURL(/\/login\?callbackUrl=%2Fdashboard/);
    await other.close();
  });
});

test.describe("lockout", () => {
  test("five failed attempts lock the account with a clear message, even for the right password", async ({ page, request }) => {
    const learner = await registeredLearner(request, "lockout");
    await page.goto("/login");
    const lockedMessage = "This account is locked after too many failed sign-in attempts. Try again in 15 minutes.";
    for (let attempt = 1; attempt <= 5; attempt++) {
      await fillLogin(page, learner.email, `wrong-password-${attempt}`);
      const response = page.waitForResponse("**/api/auth/login");
      await page.getByRole("button", { name: "Sign In" }).click();
      const res = await response;
      expect(res.status(), `attempt ${attempt}`).toBe(attempt < 5 ? 401 : 429);
      if (attempt === 5) expect(Number(res.headers()["retry-after"])).toBeGreaterThan(800);
      await expect(page.getByRole("button", { name: "Sign In" })).toBeEnabled();
    }
    await expect(toast(page, "Login Failed")).toContainText(lockedMessage);

    await fillLogin(page, learner.email, learner.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(toast(page, "Login Failed")).toContainText("This account is locked");
    await expect(page).toHaveURL(/\/login$/);

    const row = await e2eDb().user.findUniqueOrThrow({ where: { email: learner.email } });
    expect(row.lockedUntil!.getTime()).toBeGreaterThan(Date.now() + 14 * 60_000);
  });
});

