// Capped totals (docs/decisions/004-capped-search-totals.md): a search that matches more learners than the server counts (SEARCH_COUNT_CAP, 1,000,
// lib/search/index.ts) shows a capped total: "1,000+" and "Page 1 of 100+", with Next on while the
// pages are full. Real rows and the real server: 1,001 learners share a unique name for the length
// of the test. They move every learner total while they exist, on this worker's server only, and no
// other test runs on it meanwhile (e2e/global-setup.ts).
import { as, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb } from "./db";

test.use(as("admin"));
test.describe.configure({ timeout: 120_000 });

const MATCHES = 1_001;

for (const width of [1280, 390]) {
  test(`a search past the cap shows "1,000+" and "Page 1 of 100+", and Next stays on while pages are full (${width} px)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    const token = `Capped${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await e2eDb().user.createMany({
      data: Array.from({ length: MATCHES }, (_, i) => ({ role: "user", name: `${token} Learner ${i + 1}`, email: `${token.toLowerCase()}.${i}@example.test`, isActive: true, isEmailVerified: true })),
    });
    try {
      await page.goto(`/dashboard/students?search=${token}`);
      const nav = page.getByRole("navigation", { name: "Students pages" });
      await expect(nav.getByText("Showing 1–10 of 1,000+ students")).toBeVisible({ timeout: 30_000 });
      await expect(nav.getByText("Page 1 of 100+")).toBeVisible();
      await nav.getByRole("button", { name: "Next" }).click();
      await expect(nav.getByText("Showing 11–20 of 1,000+ students")).toBeVisible();
      await expect(nav.getByText("Page 2 of 100+")).toBeVisible();
      await expect(nav.getByRole("button", { name: "Next" })).toBeEnabled();
      await expectNoAxeViolations(page);
      // The API says the same: the cap as a lower bound, and that it is one.
      const res = await page.request.get(`/api/admin/students?search=${token}`);
      expect(res.status()).toBe(200);
      const body = await res.json();
      expect({ results: body.results, totalCapped: body.totalCapped }).toEqual({ results: 1_000, totalCapped: true });
    } finally {
      await e2eDb().user.deleteMany({ where: { name: { startsWith: token } } });
    }
  });
}
