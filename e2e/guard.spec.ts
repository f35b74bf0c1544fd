// The role guard (proxy.ts + the dashboard layout) for signed-out visitors, learners,
// staff and admins; callbackUrl handling; logout; and an account deactivated or demoted while
// signed in. Signs in per test through the API (fixtures' signInViaApi), so nothing depends on
// storage states another run may have rewritten.
import bcrypt from "bcryptjs";
import type { Page } from "@playwright/test";
import { DEMO, expect, signInViaApi, test } from "./fixtures";
import { e2eDb } from "./db";

const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.test`;

/** A fresh, verified account straight in the e2e database (so demo accounts are never changed). */
async function freshAccount(role: "user" | "staff" | "admin", label: string) {
  const email = unique(label);
  const password = "guard-pass-1";
  const user = await e2eDb().user.create({
    data: { email, name: `Guard ${role}`, role, passwordHash: await bcrypt.hash(password, 10), isEmailVerified: true, isActive: true },
  });
  return { id: user.id, email, password };
}

const menu = (page: Page) => page.getByRole("complementary", { name: "Sidebar" }).getByRole("navigation", { name: "Dashboard" });

test.describe("signed out", () => {
  test("/dashboard/staff goes to /login with a callbackUrl, and signing in lands back on it", async ({ page }) => {
    await page.goto("/dashboard/staff");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Fstaff$/);
    await page.getByLabel("Email").fill(DEMO.admin.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/\/dashboard\/staff$/);
    await expect(menu(page).getByRole("link", { name: "Staff Management" })).toHaveAttribute("aria-current", "page");
  });

  test("/profile and nested dashboard pages need a session too", async ({ page }) => {
    await page.goto("/profile");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fprofile$/);
    await page.goto("/dashboard/questions?page=2");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Fquestions%3Fpage%3D2$/);
  });

  test("an off-site callbackUrl is ignored: sign-in lands on /dashboard", async ({ page }) => {
    for (const callbackUrl of ["https://evil.example", "//evil.example/dashboard"]) {
      await page.context().clearCookies();
      await page.goto(`/login?callbackUrl=${encodeURIComponent(callbackUrl)}`);
      await page.getByLabel("Email").fill(DEMO.staff.email);
      await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
      await page.getByRole("button", { name: "Sign In" }).click();
      await expect(page, callbackUrl).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
    }
  });

  test("a callbackUrl that normalizes to a protocol-relative URL is ignored too", async ({ page }) => {
    // "/.//evil.example" starts with a single slash but resolves to the path "//evil.example".
    await page.goto(`/login?callbackUrl=${encodeURIComponent("/.//evil.example")}`);
    await page.getByLabel("Email").fill(DEMO.staff.email);
    await page.getByLabel("Password", { exact: true }).fill(DEMO.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/dashboard$/);
  });
});

test.describe("learner", () => {
  test("is sent from /dashboard/staff to /dashboard and sees the learner home with the learner's menu only", async ({ page }) => {
    await signInViaApi(page, DEMO.learner.email);
    await page.goto("/dashboard/staff");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole("heading", { level: 1, name: `Welcome back, ${DEMO.learner.name.split(" ")[0]}!` })).toBeVisible();
    await expect(menu(page)).toBeAttached();
    // The learner's own menu (docs/product.md §6), none of the staff tools.
    await expect(menu(page).getByRole("link")).toHaveText(["My learning", "Browse courses", "Profile"]);
    for (const path of ["/dashboard/questions", "/dashboard/settings", "/dashboard/students"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(/\/dashboard$/);
    }
  });
});

test.describe("staff", () => {
  test("is sent from /dashboard/settings to /dashboard and may open /dashboard/questions", async ({ page }) => {
    await signInViaApi(page, DEMO.staff.email);
    await page.goto("/dashboard/settings");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/staff");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/questions");
    await expect(page).toHaveURL(/\/dashboard\/questions$/);
    await expect(menu(page).getByRole("link")).toHaveText(["Overview", /^Questions\s*New$/, /^Grading/, "Students", "Courses", "Certificates", "Orders", "Coupons"]);
  });
});

test.describe("admin", () => {
  test("sees all thirteen menu items, Questions with the New badge", async ({ page }) => {
    await signInViaApi(page, DEMO.admin.email);
    await page.goto("/dashboard");
    const links = menu(page).getByRole("link");
    await expect(links).toHaveText(["Overview", /^Questions\s*New$/, /^Grading/, "Staff Management", "Students", "Courses", "Analytics", "Settings", "Audit Log", "Certificates", "Orders", "Coupons", "Jobs"]);
    await expect(links.filter({ hasText: "Questions" }).getByText("New", { exact: true })).toBeVisible();
    for (const path of ["/dashboard/staff", "/dashboard/settings", "/dashboard/audit", "/dashboard/jobs"]) {
      await page.goto(path);
      await expect(page, path).toHaveURL(new RegExp(`${path}$`));
    }
  });
});

test.describe("leaving and losing access", () => {
  test("logout from the sidebar goes to / and /dashboard then asks for a sign-in", async ({ page }) => {
    const account = await freshAccount("staff", "logout");
    await signInViaApi(page, account.email, account.password);
    await page.goto("/dashboard");
    const logout = page.waitForResponse("**/api/auth/logout");
    await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "Logout" }).click();
    expect((await logout).status()).toBe(200);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name.includes("next-auth.session-token"))).toBeUndefined();
    await page.goto("/dashboard");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard$/);
    const sessions = await e2eDb().session.findMany({ where: { userId: account.id } });
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);
  });

  test("logout still signs out locally when the server call fails", async ({ page }) => {
    const account = await freshAccount("staff", "logout-offline");
    await signInViaApi(page, account.email, account.password);
    await page.goto("/dashboard");
    await page.route("**/api/auth/logout", (route) => route.fulfill({ status: 503, body: "down" }));
    await page.getByRole("complementary", { name: "Sidebar" }).getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  });

  test("a deactivated account is refused on its next request", async ({ page }) => {
    const account = await freshAccount("staff", "deactivated");
    await signInViaApi(page, account.email, account.password);
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect((await page.request.get("/api/auth/me")).status()).toBe(200);

    await e2eDb().user.update({ where: { id: account.id }, data: { isActive: false } });
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
    await page.goto("/dashboard/students");
    await expect(page).toHaveURL(/\/login\?callbackUrl=%2Fdashboard%2Fstudents$/);
    // And it cannot sign back in.
    const again = await page.request.post("/api/auth/login", { data: { email: account.email, password: account.password } });
    expect(again.status()).toBe(403);
  });

  test("a demoted account loses the pages of its old role on its next request", async ({ page }) => {
    const account = await freshAccount("admin", "demoted");
    await signInViaApi(page, account.email, account.password);
    await page.goto("/dashboard/staff");
    await expect(page).toHaveURL(/\/dashboard\/staff$/);

    // The cookie still says admin; the layout reads the role from the database.
    await e2eDb().user.update({ where: { id: account.id }, data: { role: "staff" } });
    await page.goto("/dashboard/staff");
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(menu(page).getByRole("link", { name: "Staff Management" })).toHaveCount(0);
    expect((await page.request.get("/api/admin/settings")).status()).toBe(403);
  });
});
