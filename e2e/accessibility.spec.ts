// Axe (WCAG 2.1 A and AA) once per screen. This spec holds every check that needs a visit of its
// own: a page as it arrives (and a dialog it opens), at the widths and in the colour schemes people
// use. A state only a flow reaches (a payment's receipt, a revoked certificate, a quiz under review,
// a form showing its errors, a menu held open) is checked once, by that flow's spec, at the moment
// it is on screen, rather than reached a second time here. docs/testing.md.
import type { Page } from "@playwright/test";
import { as, expect, expectNoAxeViolations, test } from "./fixtures";

// Generous first-load waits: the suite shares two cores with the other suites.
const LOAD = { timeout: 30_000 };

test.describe("sign-in pages", () => {
  for (const path of ["/login", "/register", "/forgot-password", "/reset-password?token=x", "/verify-email", "/reset-password"]) {
    test(`${path} passes axe`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }

  test("/register with errors and /verify-email with a bad token pass axe", async ({ page }) => {
    await page.goto("/register");
    await page.getByRole("button", { name: "Create account" }).click();
    await expect(page.locator("#name-error")).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/verify-email?token=${"x".repeat(43)}`);
    await expect(page.getByText("This verification link is invalid")).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test("the 404 page passes axe", async ({ page }) => {
  await page.goto("/nowhere/at/all");
  await expectNoAxeViolations(page);
});

test.describe("Analytics", () => {
  test.use(as("admin"));

  test("passes axe on desktop", async ({ page }) => {
    await page.goto("/dashboard/analytics");
    await expect(page.locator('[data-range="30d"]')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("fits the screen and passes axe", async ({ page }) => {
      await page.goto("/dashboard/analytics?range=1y");
      await expect(page.locator('[data-range="1y"]')).toBeVisible();
      await expect(page.locator('[data-chart="revenue"] svg.recharts-surface')).toBeVisible();
      const wide = await page.evaluate(() =>
        [...document.querySelectorAll("body *")]
          .filter((el) => el.getBoundingClientRect().right > 391 && !el.closest('[data-slot="table-container"], .sr-only'))
          .slice(0, 8)
          .map((el) => `${el.tagName}.${String(el.className).slice(0, 60)} ${Math.round(el.getBoundingClientRect().right)}`),
      );
      expect(wide).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectNoAxeViolations(page);
    });
  });
});

async function openSettingsTab(page: Page, tab: string) {
  await page.goto(`/dashboard/settings?tab=${tab.toLowerCase()}`);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible(LOAD);
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true", LOAD);
  await expect(page.getByRole("tabpanel").getByRole("status")).toHaveCount(0, LOAD);
}

test.describe("Settings", () => {
  test.use(as("admin"));
  // Ten visits in one test, under the slow allowance the settings spec gives its tests.
  test.slow();

  test("passes axe on every tab, in light and dark", async ({ page }) => {
    for (const scheme of ["light", "dark"] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      for (const tab of ["General", "Security", "Notifications", "Appearance", "Integrations"]) {
        await openSettingsTab(page, tab);
        await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toBeVisible();
        if (tab !== "Appearance" && tab !== "Integrations") await expect(page.getByRole("tabpanel").locator("form")).toBeVisible();
        await expectNoAxeViolations(page);
      }
    }
  });
});

test.describe("Profile", () => {
  test.use(as("admin"));

  test("passes axe in dark mode too", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "dark" });
    await page.goto("/profile");
    await expect(page.getByRole("heading", { level: 1, name: "Profile" })).toBeVisible(LOAD);
    await expect(page.getByLabel("Full name")).not.toHaveValue("", LOAD);
    await expectNoAxeViolations(page);
  });
});

test.describe("Staff Management", () => {
  test.use(as("admin"));

  test("the page and the invite dialog pass axe", async ({ page }) => {
    await page.goto("/dashboard/staff");
    await expect(page.getByRole("heading", { level: 1, name: "Staff Management" })).toBeVisible();
    // The stat figures render only once the list has arrived (the table shows skeleton rows before).
    await expect(page.getByTestId("stat-total")).toBeVisible(LOAD);
    await expect(page.getByRole("table", { name: "Pending invitations" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("button", { name: "Invite Staff Member" }).click();
    await expect(page.getByRole("dialog", { name: "Invite Staff Member" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe("Jobs", () => {
  test.use(as("admin"));

  test("the page passes axe as it arrives", async ({ page }) => {
    await page.goto("/dashboard/jobs");
    await expect(page.getByRole("heading", { level: 1, name: "Jobs" })).toBeVisible();
    await expect(page.getByRole("tab", { name: /Failed/, selected: true })).toBeVisible();
    // The failed jobs' list (e2e/jobs.spec.ts reads it with rows), or its empty state.
    await expect(page.getByRole("table", { name: "Failed jobs" }).or(page.getByText("No failed jobs"))).toBeVisible(LOAD);
    await expectNoAxeViolations(page);
  });
});

test.describe("Courses", () => {
  test.use(as("admin"));

  test("the list with the form open passes axe", async ({ page }) => {
    await page.goto("/dashboard/courses");
    await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
    await expect(page.getByRole("table", { name: "Courses" }).getByRole("row").nth(1)).toBeVisible();
    // The first page is server-rendered with its controls disabled; they enable once React runs.
    await expect(page.getByRole("searchbox", { name: "Search courses" })).toBeEnabled();
    await page.getByRole("button", { name: "Create Course" }).click();
    await expect(page.getByRole("dialog", { name: "Create Course" })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
