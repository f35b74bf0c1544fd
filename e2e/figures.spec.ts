// One definition per figure (docs/decisions/006-daily-rollups.md). The Overview and the Students page show the same
// Active Students figure (and the same share of all students), at the widths a person uses.
import { as, expect, expectNoAxeViolations, test } from "./fixtures";

test.use(as("admin"));

async function activeStudents(page: import("@playwright/test").Page, path: string) {
  await page.goto(path);
  const card = path === "/dashboard" ? page.getByText("Active Students", { exact: true }).locator("..").locator("..") : page.getByTestId("stat-active").locator("..");
  await expect(card).toContainText(/\d/);
  const text = (await card.innerText()).replace(/\s+/g, " ");
  const value = Number(/Active Students (\d[\d,]*)/.exec(text)?.[1]?.replace(/,/g, ""));
  const share = /(\d+)% of all students/.exec(text)?.[1];
  return { value, share };
}

for (const width of [1280, 390]) {
  test(`the Overview and Students agree on Active Students at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    // Nothing else writes to this worker's server between the two reads (e2e/global-setup.ts).
    const overview = await activeStudents(page, "/dashboard");
    const students = await activeStudents(page, "/dashboard/students");
    expect(Number.isFinite(overview.value), `Active Students on the Overview: ${overview.value}`).toBe(true);
    expect(students).toEqual(overview);
    // Axe once per screen: the Overview at 390 px is read here (overview.spec.ts reads it at 1280,
    // students.spec.ts the Students page at both widths).
    if (width === 390) {
      await page.goto("/dashboard");
      await expectNoAxeViolations(page);
    }
  });
}

test("choosing 7 days puts the Revenue Trend and Learning Activity on 7 daily points", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/dashboard/analytics?range=1y");
  await expect(page.locator('[data-range="1y"]')).toBeVisible();
  const points = (chart: string) => page.locator(`[data-chart="${chart}"] table tbody tr`);
  await expect(points("revenue").first().or(page.getByText("No revenue in these 12 months yet."))).toBeVisible();
  await page.getByRole("combobox", { name: "Date range" }).click();
  await page.getByRole("option", { name: "Last 7 days" }).click();
  await expect(page).toHaveURL(/[?&]range=7d/);
  await expect(page.locator('[data-range="7d"]')).toBeVisible();
  await expect(page.locator('[data-range][aria-busy="true"]')).toHaveCount(0);
  await expect(page.getByText(/^Daily revenue, /)).toBeVisible();
  await expect(page.getByText(/^Enrollments, completions and average progress by day, /)).toBeVisible();
  // Each chart lists its points in its table, or says it has none in these 7 days.
  for (const [chart, empty] of [["revenue", "No revenue in these 7 days yet."], ["activity", "No enrollments or completions in these 7 days yet."]]) {
    await expect(points(chart).first().or(page.getByText(empty))).toBeVisible();
    if (await page.getByText(empty).isVisible()) continue;
    await expect(points(chart)).toHaveCount(7);
    // The last point is today (UTC, the seed's site timezone).
    const today = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }).format(new Date());
    await expect(points(chart).last()).toContainText(today);
  }
});
