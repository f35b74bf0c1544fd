// The shoppable catalogue (docs/domain/learning.md) and pages rendered from the database after a start
// (docs/decisions/011-page-cache.md): /courses filters by search, category, level and price and sorts, all in the
// URL, server-rendered (so it works without JavaScript), with a count and an empty state; a course
// page puts its enroll card first on a phone; a course created after the build answers 200 at once.
import type { Browser, Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, signInViaApi, test } from "./fixtures";

const marker = `Shop${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
type Made = { id: string; title: string };
const made: Record<"alpha" | "bravo" | "charlie", Made> = {} as never;

/** Three published courses of our own, so specs running beside this one cannot move the figures. */
async function createCourses(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInViaApi(page, DEMO.admin.email);
  const specs = [
    ["alpha", { category: "Design", level: "beginner", price: 0 }],
    ["bravo", { category: "Design", level: "advanced", price: 120 }],
    ["charlie", { category: "Marketing", level: "intermediate", price: 30 }],
  ] as const;
  for (const [key, spec] of specs) {
    const title = `${marker} ${key[0].toUpperCase()}${key.slice(1)} course`;
    const res = await page.request.post("/api/courses", {
      data: { title, description: `A catalogue test course (${key}) for the shoppable catalogue.`, duration: "2 hours", instructor: "Ada Lovelace", ...spec },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = ((await res.json()) as { data: { course: { _id: string } } }).data.course._id;
    expect((await page.request.patch(`/api/courses/${id}/status`, { data: { status: "published" } })).status()).toBe(200);
    made[key] = { id, title };
  }
  await context.close();
}

const titles = (page: Page) => page.getByTestId("catalog-results").getByRole("heading", { level: 2 }).allTextContents();

async function apply(page: Page, choices: Partial<Record<"Category" | "Level" | "Price" | "Sort by", string>>) {
  for (const [label, value] of Object.entries(choices)) await page.getByLabel(label, { exact: true }).selectOption({ label: value });
  // A plain GET form: wait for the new page, not just the click.
  await Promise.all([page.waitForNavigation({ waitUntil: "load" }), page.getByRole("button", { name: "Apply" }).click()]);
}

// Each worker makes its own three (the marker is per worker).
test.beforeAll(async ({ browser }) => createCourses(browser));

test.describe("catalogue at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("search, filters and sort live in the URL, survive a reload, with a count and an empty state", async ({ page }) => {
    await page.goto(`/courses?q=${marker}`);
    await expect(page.getByTestId("catalog-count")).toHaveText("3 courses");
    await expect(page.getByRole("searchbox", { name: "Search" })).toHaveValue(marker);

    await apply(page, { Category: "Design" });
    await expect(page).toHaveURL(/category=Design/);
    await expect(page).toHaveURL(new RegExp(`q=${marker}`));
    await expect(page.getByTestId("catalog-count")).toHaveText("2 courses");
    expect((await titles(page)).sort()).toEqual([made.alpha.title, made.bravo.title]);

    await apply(page, { Price: "Paid" });
    await expect(page).toHaveURL(/price=paid/);
    expect(await titles(page)).toEqual([made.bravo.title]);
    await page.reload();
    await expect(page.getByLabel("Price", { exact: true })).toHaveValue("paid");
    await expect(page.getByLabel("Category", { exact: true })).toHaveValue("Design");
    expect(await titles(page)).toEqual([made.bravo.title]);

    // Sorts, over every price.
    await apply(page, { Category: "All categories", Price: "Any price", "Sort by": "Price: high to low" });
    await expect(page).toHaveURL(/sort=price-desc/);
    expect(await titles(page)).toEqual([made.bravo.title, made.charlie.title, made.alpha.title]);
    await apply(page, { "Sort by": "Price: low to high" });
    expect(await titles(page)).toEqual([made.alpha.title, made.charlie.title, made.bravo.title]);
    await apply(page, { Price: "Free" });
    expect(await titles(page)).toEqual([made.alpha.title]);
    await expect(page.getByTestId("catalog-results").getByTestId("course-card")).toContainText("Free");
    await apply(page, { Price: "Under $50" });
    expect(await titles(page)).toEqual([made.charlie.title]);
    await apply(page, { Price: "Any price", Level: "Beginner" });
    await expect(page).toHaveURL(/level=beginner/);
    expect(await titles(page)).toEqual([made.alpha.title]);
    await expectNoAxeViolations(page);

    // Nothing matches: the empty state, and a way back.
    await apply(page, { Level: "Advanced", Category: "Marketing" });
    await expect(page.getByTestId("catalog-count")).toHaveText("0 courses");
    await expect(page.getByRole("heading", { name: "No courses match your filters" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole("link", { name: "Clear filters" }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByLabel("Level", { exact: true })).toHaveValue("");
  });

  test("works with JavaScript off: the form is a plain GET", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await page.goto(`/courses?q=${marker}&sort=newest`);
    await expect(page.getByTestId("catalog-count")).toHaveText("3 courses");
    await apply(page, { Level: "Intermediate" });
    await expect(page).toHaveURL(/level=intermediate/);
    expect(await titles(page)).toEqual([made.charlie.title]);
    await context.close();
  });

  test("a course created after the build answers 200 from its first request; an unknown id 404", async ({ page }) => {
    // Created by this spec, after the e2e build: nothing the build saw.
    const res = await page.goto(`/courses/${made.bravo.id}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(made.bravo.title);
    const card = page.getByTestId("enroll-card");
    const [cardBox, titleBox] = [await card.boundingBox(), await page.getByRole("heading", { level: 1 }).boundingBox()];
    // On a wide screen the card is the right-hand column.
    expect(cardBox!.x).toBeGreaterThan(titleBox!.x + titleBox!.width - 1);
    await expectNoAxeViolations(page);
    expect((await page.request.get(`/courses/${made.bravo.id.replace(/.$/, (c) => (c === "x" ? "y" : "x"))}-missing`)).status()).toBe(404);
    expect((await page.request.get("/courses/cnotacourse000000000000")).status()).toBe(404);
  });
  test("each view is a cached page, and a course write shows in a view cached before it", async ({ page, browser }) => {
    // Cached like the landing page (docs/decisions/011-page-cache.md): rendered once, then served from memory.
    for (const path of ["/courses", "/courses?level=beginner&sort=rating"]) {
      expect((await page.request.get(path)).headers()["cache-control"], path).toContain("s-maxage=60");
    }
    // A view seen before the course exists is cached with nothing in it…
    // Its own search term: one the other tests' marker does not match.
    const late = marker.replace(/^Shop/, "Late");
    await page.goto(`/courses?sort=newest&q=${late}`);
    await expect(page.getByTestId("catalog-count")).toHaveText("0 courses");
    const context = await browser.newContext();
    const admin = await context.newPage();
    await signInViaApi(admin, DEMO.admin.email);
    const res = await admin.request.post("/api/courses", {
      data: { title: `${late} course`, description: "A course published after its catalogue view was cached.", duration: "1 hour", instructor: "Ada Lovelace", category: "Business", level: "beginner", price: 10 },
    });
    expect(res.status(), await res.text()).toBe(201);
    const id = ((await res.json()) as { data: { course: { _id: string } } }).data.course._id;
    expect((await admin.request.patch(`/api/courses/${id}/status`, { data: { status: "published" } })).status()).toBe(200);
    await context.close();
    // …and publishing revalidates it: the same view (its parameters in another order) shows the course.
    await page.goto(`/courses?q=${late}&sort=newest&utm_source=test`);
    await expect(page.getByTestId("catalog-count")).toHaveText("1 course");
    expect(await titles(page)).toEqual([`${late} course`]);
  });
});

test.describe("catalogue at 390 px", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the filters fit a phone, and a course page shows its enroll card first", async ({ page }) => {
    await page.goto(`/courses?q=${marker}&category=Design`);
    await expect(page.getByTestId("catalog-count")).toHaveText("2 courses");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);

    await page.goto(`/courses/${made.charlie.id}`);
    const card = page.getByTestId("enroll-card");
    await expect(card.getByText("$30.00")).toBeVisible();
    const [cardBox, titleBox] = [await card.boundingBox(), await page.getByRole("heading", { level: 1 }).boundingBox()];
    expect(cardBox!.y).toBeLessThan(titleBox!.y);
    // Price and the call to action are on the first screen.
    await expect(card.getByRole("link", { name: /Enroll Now|Sign up/ }).or(card.getByRole("button", { name: /Enroll/ })).first()).toBeInViewport();
    await expectNoAxeViolations(page);
  });
});
