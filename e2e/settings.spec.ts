// The Settings page (each tab saves with its toast, failures toast too, docs/product.md §5 messages),
// the theme switch remembered across a reload, the audit log showing those saves (axe on every tab:
// e2e/accessibility.spec.ts).
// Only harmless values are changed (a description, a session timeout, a notification toggle),
// and each is put back, because other specs share this database.
import fs from "node:fs";
import type { Page } from "@playwright/test";
import { as, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb } from "./db";

const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function storedGroup<T>(group: string): Promise<T> {
  const row = await e2eDb().setting.findUnique({ where: { group } });
  return JSON.parse(row?.value ?? "{}") as T;
}

// Generous first-load waits: the suite shares two cores with every other engineer's build.
const LOAD = { timeout: 30_000 };

async function openTab(page: Page, tab: string) {
  await page.goto(`/dashboard/settings?tab=${tab.toLowerCase()}`);
  await expect(page.getByRole("heading", { level: 1, name: "Settings" })).toBeVisible(LOAD);
  await expect(page.getByRole("tab", { name: tab })).toHaveAttribute("aria-selected", "true", LOAD);
  const panel = page.getByRole("tabpanel");
  await expect(panel.getByRole("status")).toHaveCount(0, LOAD);
}

test.describe("settings page", () => {
  test.use(as("admin"));
  test.slow();

  test("shows the six tabs; Integrations and Billing are 'will be available soon' placeholders", async ({ page }) => {
    await page.goto("/dashboard/settings");
    for (const tab of ["General", "Security", "Notifications", "Appearance", "Integrations", "Billing"]) {
      await expect(page.getByRole("tab", { name: tab })).toBeVisible();
    }
    await page.getByRole("tab", { name: "Integrations" }).click();
    await expect(page.getByText("Integrations settings will be available soon.")).toBeVisible();
    await expect(page).toHaveURL(/\?tab=integrations$/);
    await page.getByRole("tab", { name: "Billing" }).click();
    await expect(page.getByText("Billing settings will be available soon.")).toBeVisible();
  });

  test("General saves with 'Settings updated successfully!' and persists; the validation messages show", async ({ page }) => {
    await openTab(page, "General");
    const description = page.getByLabel("Site description");
    await expect(description).not.toHaveValue("");
    const original = await description.inputValue();
    const next = `Master new skills with expert-led online courses. (${Date.now()})`;

    // Client-side checks, with the form's messages, before anything is sent.
    const siteName = page.getByLabel("Site name");
    const name = await siteName.inputValue();
    await siteName.fill("");
    await page.getByLabel("Contact email").fill("not-an-email");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.locator("#siteName-error")).toHaveText("Site name is required");
    await expect(page.locator("#contactEmail-error")).toHaveText("Please enter a valid email");
    await siteName.fill(name);
    await page.getByLabel("Contact email").fill("support@masterly.dev");

    await description.fill(next);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Settings updated successfully!")).toBeVisible();
    await expect.poll(async () => (await storedGroup<{ siteDescription: string }>("general")).siteDescription).toBe(next);

    await page.reload();
    await expect(page.getByLabel("Site description")).toHaveValue(next, LOAD);
    await page.getByLabel("Site description").fill(original);
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(toast(page, "Settings updated successfully!")).toBeVisible();
  });

  test("Security saves with 'Security settings updated!', checks the bounds, and persists", async ({ page }) => {
    await openTab(page, "Security");
    const timeout = page.getByLabel("Session timeout (minutes)");
    await expect(timeout).not.toHaveValue("");
    const original = Number(await timeout.inputValue());
    const next = original === 121 ? 122 : 121;

    await page.getByLabel("Minimum password length").fill("21");
    await timeout.fill("14");
    await page.getByLabel("Maximum login attempts").fill("2");
    await page.getByRole("button", { name: "Save Security Settings" }).click();
    await expect(page.locator("#minPasswordLength-error")).toHaveText("Minimum password length must be between 6 and 20 characters");
    await expect(page.locator("#sessionTimeout-error")).toHaveText("Session timeout must be between 15 and 1440 minutes");
    await expect(page.locator("#maxLoginAttempts-error")).toHaveText("Maximum login attempts must be between 3 and 10");

    // Back to the stored values, then one real change.
    await page.reload();
    await expect(page.getByLabel("Session timeout (minutes)")).toHaveValue(String(original), LOAD);
    await page.getByLabel("Session timeout (minutes)").fill(String(next));
    await page.getByRole("button", { name: "Save Security Settings" }).click();
    await expect(toast(page, "Security settings updated!")).toBeVisible();
    await expect.poll(async () => (await storedGroup<{ sessionTimeout: number }>("security")).sessionTimeout).toBe(next);
    await page.reload();
    await expect(page.getByLabel("Session timeout (minutes)")).toHaveValue(String(next), LOAD);

    await page.getByLabel("Session timeout (minutes)").fill(String(original));
    await page.getByRole("button", { name: "Save Security Settings" }).click();
    await expect(toast(page, "Security settings updated!")).toBeVisible();
  });

  test("Notifications saves with 'Notification settings updated!' and persists", async ({ page }) => {
    await openTab(page, "Notifications");
    const push = page.getByRole("switch", { name: "Push notifications" });
    const was = (await push.getAttribute("aria-checked")) === "true";
    await push.click();
    await page.getByRole("button", { name: "Save Notification Settings" }).click();
    await expect(toast(page, "Notification settings updated!")).toBeVisible();
    await expect.poll(async () => (await storedGroup<{ pushNotifications: boolean }>("notifications")).pushNotifications).toBe(!was);
    await page.reload();
    await expect(page.getByRole("switch", { name: "Push notifications" })).toHaveAttribute("aria-checked", String(!was), LOAD);

    await page.getByRole("switch", { name: "Push notifications" }).click();
    await page.getByRole("button", { name: "Save Notification Settings" }).click();
    await expect(toast(page, "Notification settings updated!")).toBeVisible();
  });

  test("a failed save shows the failure toast of its tab", async ({ page }) => {
    await page.route("**/api/admin/settings/*", (route) =>
      route.request().method() === "PUT"
        ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "Something went wrong on our side.", code: "INTERNAL_ERROR" }) })
        : route.continue(),
    );
    const cases = [
      ["General", "Save Settings", "Failed to update settings. Please try again."],
      ["Security", "Save Security Settings", "Failed to update security settings. Please try again."],
      ["Notifications", "Save Notification Settings", "Failed to update notification settings. Please try again."],
    ] as const;
    for (const [tab, button, message] of cases) {
      await openTab(page, tab);
      await expect(page.getByRole("button", { name: button })).toBeEnabled();
      await page.getByRole("button", { name: button }).click();
      await expect(toast(page, message)).toBeVisible();
    }
  });

  test("the theme switch applies at once, across the app, and survives a reload with no flash", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await openTab(page, "Appearance");
    const html = page.locator("html");
    await expect(page.getByRole("radio", { name: /System/ })).toBeChecked();
    await expect(html).not.toHaveClass(/\bdark\b/);

    await page.getByText("Dark", { exact: true }).click();
    await expect(page.getByRole("radio", { name: /Dark/ })).toBeChecked();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("dark");

    // The stored theme is applied by a script in <head>, before the first paint and before React.
    await page.reload({ waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);
    await expect(page.getByRole("radio", { name: /Dark/ })).toBeChecked(LOAD);
    await page.goto("/dashboard/audit", { waitUntil: "domcontentloaded" });
    expect(await page.evaluate(() => document.documentElement.classList.contains("dark"))).toBe(true);

    await page.goto("/dashboard/settings?tab=appearance");
    await page.getByText("Light", { exact: true }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.getByText("System", { exact: true }).click();
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem("theme"))).toBe("system");
  });

  test("works at phone width", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openTab(page, "Security");
    await expect(page.getByRole("button", { name: "Save Security Settings" })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("settings access", () => {
  test.use(as("staff"));

  test("staff are sent back to /dashboard and the API refuses them", async ({ page }) => {
    await page.goto("/dashboard/settings");
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto("/dashboard/audit");
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.request.get("/api/admin/settings/security")).status()).toBe(403);
    expect((await page.request.get("/api/admin/audit")).status()).toBe(403);
  });
});

test.describe("audit log", () => {
  test.use(as("admin"));
  test.slow();

  test("shows a settings save with its before and after values, filters it, and exports it as CSV", async ({ page }) => {
    const marker = `Audit e2e ${Date.now()}`;
    const general = await storedGroup<Record<string, string>>("general");
    const original = general.siteDescription ?? "Master new skills with expert-led online courses.";
    const save = (siteDescription: string) =>
      page.request.put("/api/admin/settings/general", { data: { ...general, siteDescription } }).then((r) => expect(r.status()).toBe(200));
    await page.goto("/dashboard/audit");
    await save(marker);
    await save(original);

    await expect(page.getByRole("heading", { level: 1, name: "Audit Log" })).toBeVisible();
    await page.getByLabel("Action", { exact: true }).click();
    await page.getByRole("option", { name: "Settings updated" }).click();
    await page.getByLabel("Actor", { exact: true }).fill("Ada Admin");
    const table = page.getByRole("table", { name: "Audit log" });
    const saved = table.getByRole("row").filter({ hasText: `siteDescription: ${original}` }).filter({ hasText: marker }).first();
    await expect(saved).toBeVisible(LOAD);
    await expect(saved).toContainText("Ada Admin");
    await expect(saved).toContainText("Settings updated");
    for (const row of await table.getByRole("row").all()) {
      if ((await row.getByRole("cell").count()) > 0) await expect(row).toContainText("Settings updated");
    }

    const today = new Date();
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, "0")}-${String(today.getDate()).padStart(2, "0")}`;
    await page.getByLabel("From", { exact: true }).fill(day);
    await page.getByLabel("To", { exact: true }).fill(day);
    await expect(saved).toBeVisible();
    await page.getByLabel("From", { exact: true }).fill("2000-01-01");
    await page.getByLabel("To", { exact: true }).fill("2000-01-02");
    await expect(page.getByText("No activity found")).toBeVisible();
    await page.getByLabel("To", { exact: true }).fill(day);
    await expect(saved).toBeVisible();

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^masterly-audit-log-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync(await download.path(), "utf8");
    expect(csv.split("\r\n")[0]).toContain("Date (UTC),Actor,Actor email,Action,Type,Details");
    expect(csv).toContain(marker);
    expect(csv).not.toContain("course_created");

    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(saved).toBeVisible();
    const filters = await page.getByLabel("To", { exact: true }).boundingBox();
    const card = await page.locator('[data-slot="table-container"]').boundingBox();
    expect((filters?.x ?? 0) + (filters?.width ?? 0)).toBeLessThanOrEqual((card?.x ?? 0) + (card?.width ?? 0) + 1);
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByLabel("Actor", { exact: true })).toHaveValue("");
  });
});
