import fs from "node:fs";
import Papa from "papaparse";
import type { Page } from "@playwright/test";
import { as, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb } from "./db";

const DAY = 24 * 60 * 60 * 1000;
const DAYS = { "7d": 7, "30d": 30, "90d": 90, "1y": 365 } as const;
type Range = keyof typeof DAYS;

/** "$5,343.43" → 534343 (cents); "12.5%" → 12.5; "1,204" → 1204. */
const cents = (text: string) => Math.round(Number(text.replace(/[^0-9.-]/g, "")) * 100);
const num = (text: string) => Number(text.replace(/[^0-9.-]/g, ""));

async function waitForRange(page: Page, range: Range) {
  await expect(page).toHaveURL(new RegExp(`[?&]range=${range}`));
  await expect(page.locator(`[data-range="${range}"]`)).toBeVisible();
  await expect(page.locator('[data-range][aria-busy="true"]')).toHaveCount(0);
}

async function chooseRange(page: Page, label: string) {
  await page.getByRole("combobox", { name: "Date range" }).click();
  await page.getByRole("option", { name: label }).click();
}

/** The end of the period on screen, from the Export link (it pins `at` to the screen's). */
async function periodEnd(page: Page): Promise<Date> {
  const href = await page.getByRole("link", { name: "Export" }).getAttribute("href");
  const at = new URL(href ?? "", "http://x").searchParams.get("at");
  expect(at).toBeTruthy();
  return new Date(at ?? "");
}

async function readCards(page: Page) {
  const text = (id: string) => page.getByTestId(id).innerText();
  return {
    revenue: cents(await text("overview-revenue")),
    enrollments: num(await text("overview-enrollments")),
    newLearners: num(await text("overview-new-learners")),
    completionRate: num(await text("overview-completion-rate")),
  };
}

/** The overview cards, counted straight from the e2e database for the same period. */
async function expectedCards(range: Range, end: Date) {
  const db = e2eDb();
  // Site days (the seed's timezone is UTC): today and the days before it, or 12 calendar months for 1y.
  const today = Date.UTC(end.getUTCFullYear(), end.getUTCMonth(), end.getUTCDate());
  const start = range === "1y" ? Date.UTC(end.getUTCFullYear(), end.getUTCMonth() - 11, 1) : today - (DAYS[range] - 1) * DAY;
  const period = { gte: new Date(start), lt: end };
  const where = { unenrolledAt: null, enrolledAt: period };
  const [sum, enrollments, completed, newLearners] = await Promise.all([
    db.enrollment.aggregate({ where, _sum: { pricePaidCents: true } }),
    db.enrollment.count({ where }),
    db.enrollment.count({ where: { ...where, completedAt: { not: null, lt: end } } }),
    db.user.count({ where: { role: "user", createdAt: period } }),
  ]);
  return {
    revenue: sum._sum.pricePaidCents ?? 0,
    enrollments,
    newLearners,
    completionRate: enrollments ? Math.round((completed / enrollments) * 1000) / 10 : 0,
  };
}

test.describe("Analytics as admin", () => {
  test.use(as("admin"));
  // Production pages on a shared 2-core machine: give each test room.
  test.describe.configure({ timeout: 120_000 });

  test("switching ranges changes the figures and the URL, and a link reproduces the view", async ({ page }) => {
    await page.goto("/dashboard/analytics");
    await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText("Last 30 days");
    await expect(page.locator('[data-range="30d"]')).toBeVisible();
    const thirty = await readCards(page);
    expect(thirty).toEqual(await expectedCards("30d", await periodEnd(page)));

    await chooseRange(page, "Last 7 days");
    await waitForRange(page, "7d");
    await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText("Last 7 days");
    const seven = await readCards(page);
    expect(seven).toEqual(await expectedCards("7d", await periodEnd(page)));
    // The seed spreads a year of enrollments: a week holds fewer than a month.
    expect(seven.enrollments).toBeLessThan(thirty.enrollments);
    await expect(page.getByText(/compared with the previous 7 days$/)).toBeVisible();

    await chooseRange(page, "Last year");
    await waitForRange(page, "1y");
    const year = await readCards(page);
    expect(year).toEqual(await expectedCards("1y", await periodEnd(page)));
    expect(year.revenue).toBeGreaterThan(thirty.revenue);

    // A shared link opens on its range.
    await page.goto("/dashboard/analytics?range=90d");
    await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText("Last 90 days");
    await expect(page.locator('[data-range="90d"]')).toBeVisible();
    expect(await readCards(page)).toEqual(await expectedCards("90d", await periodEnd(page)));

    // An unknown range falls back to the default.
    await page.goto("/dashboard/analytics?range=5y");
    await expect(page.getByRole("combobox", { name: "Date range" })).toHaveText("Last 30 days");
  });

  test("the charts render with tooltips, accessible summaries and theme colours", async ({ page }) => {
    await page.goto("/dashboard/analytics?range=1y");
    await expect(page.locator('[data-range="1y"]')).toBeVisible();

    for (const chart of ["revenue", "activity", "categories", "demographics"]) {
      const figure = page.locator(`[data-chart="${chart}"]`);
      await expect(figure.locator("svg.recharts-surface")).toBeVisible();
      await expect(figure.locator('[role="img"]')).toHaveAttribute("aria-label", /chart/);
      // The same numbers as a table for screen readers (categories have a visible one).
      expect(await page.locator(`[data-section="${chart}"] table tbody tr`).count()).toBeGreaterThan(0);
    }
    const revenue = page.locator('[data-chart="revenue"]');
    await expect(revenue.locator('[role="img"]')).toHaveAttribute("aria-label", /^Bar chart of monthly revenue from \w{3} \d{4} to \w{3} \d{4}: \$[\d,.]+ in total/);
    expect(await revenue.locator("table tbody tr").count()).toBe(12);
    expect(await revenue.locator(".recharts-bar-rectangle").count()).toBeGreaterThan(3);
    expect(await page.locator('[data-chart="categories"] .recharts-bar-rectangle').count()).toBe(5);
    expect(await page.locator('[data-chart="demographics"] .recharts-bar-rectangle').count()).toBeGreaterThan(2);

    // Hovering a bar shows its month and revenue.
    await revenue.locator(".recharts-bar-rectangle").last().hover();
    await expect(revenue.locator(".recharts-tooltip-wrapper")).toContainText(/Revenue : \$[\d,.]+/);

    // The bars take the theme's chart colour, in light and in dark.
    const fill = () => revenue.locator(".recharts-bar-rectangle path").first().evaluate((el) => getComputedStyle(el).fill);
    expect(await fill()).toBe("rgb(79, 70, 229)");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect.poll(fill).toBe("rgb(129, 140, 248)");
    await expectNoAxeViolations(page);
    await page.emulateMedia({ colorScheme: "light" });

    // The metrics of the activity chart come from the analytics state: toggled, then reset.
    const activity = page.locator('[data-section="activity"]');
    await expect(activity.locator(".recharts-line")).toHaveCount(3);
    const completions = activity.getByRole("button", { name: "Completions" });
    await expect(completions).toHaveAttribute("aria-pressed", "true");
    await completions.click();
    await expect(completions).toHaveAttribute("aria-pressed", "false");
    await expect(activity.locator(".recharts-line")).toHaveCount(2);
    await activity.getByRole("button", { name: "Enrollments" }).click();
    await activity.getByRole("button", { name: "Average progress" }).click();
    await expect(activity.getByText("Choose at least one metric to plot.")).toBeVisible();
    await activity.getByRole("button", { name: "Reset" }).click();
    await expect(activity.locator(".recharts-line")).toHaveCount(3);
    await expect(activity.getByRole("button", { name: "Reset" })).toHaveCount(0);
  });

  test("Export downloads a CSV whose numbers match the screen", async ({ page }) => {
    await page.goto("/dashboard/analytics?range=90d");
    await expect(page.locator('[data-range="90d"]')).toBeVisible();
    const downloadPromise = page.waitForEvent("download");
    await page.getByRole("link", { name: "Export" }).click();
    const download = await downloadPromise;
    expect(download.suggestedFilename()).toMatch(/^analytics-90d-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync((await download.path()) ?? "", "utf8").replace(/^\uFEFF/, "");
    const sections = new Map(
      text.trim().split(/\r\n\r\n/).map((block) => {
        const rows = Papa.parse<string[]>(block, { skipEmptyLines: true }).data;
        return [rows[0][0], rows.slice(2)] as const;
      }),
    );
    const row = (section: string, label: string) => sections.get(section)?.find((r) => r[0] === label) ?? [];

    const screen = await readCards(page);
    expect(cents(row("Overview", "Revenue (USD)")[1])).toBe(screen.revenue);
    expect(num(row("Overview", "Enrollments")[1])).toBe(screen.enrollments);
    expect(num(row("Overview", "New learners")[1])).toBe(screen.newLearners);
    expect(num(row("Overview", "Completion rate (%)")[1])).toBe(screen.completionRate);
    for (const [card, label] of [["revenue", "Revenue (USD)"], ["enrollments", "Enrollments"], ["new-learners", "New learners"], ["completion-rate", "Completion rate (%)"]]) {
      const change = page.locator(`[data-card="${card}"] [data-value]`);
      // A blank change in the CSV is "No data in the previous … days to compare" on screen.
      if (row("Overview", label)[3] === "") await expect(change).toHaveCount(0);
      else expect(num(await change.innerText())).toBe(num(row("Overview", label)[3]));
    }

    const testId = (id: string) => page.getByTestId(id).innerText();
    expect(cents(row("Revenue trend", "This month (USD)")[1])).toBe(cents(await testId("revenue-this-month")));
    expect(cents(row("Revenue trend", "Average week (USD)")[1])).toBe(cents(await testId("revenue-average-month")));
    const growth = row("Revenue trend", "Growth vs same days last month (%)")[1];
    expect(await testId("revenue-growth")).toBe(growth === "" ? "—" : `${Number(growth) > 0 ? "+" : ""}${growth}%`);
    // The chart's table holds the week-by-week figures the CSV lists (90 days: 13 weeks).
    const monthRows = await page.locator('[data-chart="revenue"] table tbody tr').allInnerTexts();
    const csvMonths = (sections.get("Revenue trend") ?? []).filter((r) => /^\d{4}-\d{2}/.test(r[0]));
    expect(csvMonths).toHaveLength(13);
    expect(monthRows.map((r) => cents(r.split("\t")[1]))).toEqual(csvMonths.map((r) => cents(r[1])));

    expect(num(row("User engagement", "Daily active users")[1])).toBe(num(await testId("engagement-dau")));
    expect(num(row("User engagement", "Weekly active users")[1])).toBe(num(await testId("engagement-wau")));
    expect(num(row("User engagement", "Average session (minutes)")[1])).toBe(num(await testId("engagement-session")));
    expect(num(row("User engagement", "Courses per user")[1])).toBe(num(await testId("engagement-courses-per-user")));
    expect(num(row("User engagement", "Completion rate (%)")[1])).toBe(num(await testId("engagement-completion-rate")));

    const courseRows = page.locator('[data-section="top-courses"] tbody tr');
    const csvCourses = sections.get("Top courses") ?? [];
    expect(await courseRows.count()).toBe(csvCourses.length);
    for (const [i, csv] of csvCourses.entries()) {
      const cells = await courseRows.nth(i).locator("td").allInnerTexts();
      expect(cells[1]).toContain(csv[0].replace(/^'/, ""));
      expect([num(cells[2]), cents(cells[3]), num(cells[4])]).toEqual([num(csv[2]), cents(csv[3]), num(csv[4])]);
    }
    const categories = await page.locator("[data-category]").evaluateAll((els) => els.map((el) => el.getAttribute("data-category")));
    expect(categories).toEqual((sections.get("Category performance") ?? []).map((r) => r[0]));
    const insights = await page.locator('[data-section="insights"] li').allInnerTexts();
    expect(insights).toEqual((sections.get("Quick insights") ?? []).map((r) => r[0]));
    expect(insights[0]).toMatch(/^Your completion rate of [\d.]+% is (above|below) the industry average of 65%\.$|matches the industry average of 65%/);
  });

  test("a failed load offers Retry, and Retry recovers", async ({ page }) => {
    await page.goto("/dashboard/analytics");
    await expect(page.locator('[data-range="30d"]')).toBeVisible();
    let fail = true;
    await page.route("**/api/admin/analytics?*", (route) =>
      fail ? route.fulfill({ status: 500, contentType: "application/json", body: JSON.stringify({ message: "The database is resting.", code: "INTERNAL_ERROR" }) }) : route.continue(),
    );
    await chooseRange(page, "Last 90 days");
    const alert = page.getByRole("alert").filter({ hasText: "The analytics could not be loaded." });
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText("The database is resting.");
    await expectNoAxeViolations(page);
    fail = false;
    await alert.getByRole("button", { name: "Retry" }).click();
    await expect(page.locator('[data-range="90d"]')).toBeVisible();
  });
});

test.describe("Analytics for other roles", () => {
  test.use(as("staff"));

  test("staff are sent back to the dashboard and refused by the API", async ({ page }) => {
    await page.goto("/dashboard/analytics");
    await expect(page).toHaveURL(/\/dashboard$/);
    expect((await page.request.get("/api/admin/analytics")).status()).toBe(403);
    expect((await page.request.get("/api/admin/analytics/export")).status()).toBe(403);
  });
});
