// The public landing page (docs/product.md §1, §2): sections and figures, live courses and categories, anchors,
// signed-out and signed-in navigation, the phone menu, every button's destination, axe, SEO files.
import type { Page } from "@playwright/test";
import { as, DEMO, expect, expectNoAxeViolations, signInViaApi, test } from "./fixtures";
import { e2eDb } from "./db";

type ExpectedCourse = {
  id: string; title: string; instructor: string; level: string; duration: string; priceCents: number;
  originalPriceCents: number | null; tags: string[]; students: number; rating: number | null; reviews: number; category: string;
};

const money = (cents: number) => `$${(cents / 100).toFixed(2)}`;
const LEVELS: Record<string, string> = { beginner: "Beginner", intermediate: "Intermediate", advanced: "Advanced" };

/** The published catalogue worked out from raw rows (not the app's aggregate query). */
async function expectedCatalog(): Promise<ExpectedCourse[]> {
  const db = e2eDb();
  const courses = await db.course.findMany({ where: { status: "published" } });
  const active = await db.enrollment.findMany({ where: { unenrolledAt: null, courseId: { in: courses.map((c) => c.id) } }, select: { courseId: true, userId: true } });
  const reviews = await db.review.findMany({ where: { hidden: false, courseId: { in: courses.map((c) => c.id) } }, select: { courseId: true, userId: true, rating: true } });
  // Ratings are Review rows, counted while visible and while their author is still enrolled.
  const ratingOf = new Map(reviews.map((r) => [`${r.userId}:${r.courseId}`, r.rating]));
  const enrollments = active.map((e) => ({ courseId: e.courseId, rating: ratingOf.get(`${e.userId}:${e.courseId}`) ?? null }));
  return courses
    .map((c) => {
      const mine = enrollments.filter((e) => e.courseId === c.id);
      const rated = mine.filter((e) => e.rating !== null).map((e) => e.rating as number);
      const rating = rated.length ? Math.round((rated.reduce((a, b) => a + b, 0) / rated.length) * 10) / 10 : null;
      return {
        id: c.id, title: c.title, instructor: c.instructor, level: c.level, duration: c.duration, priceCents: c.priceCents,
        originalPriceCents: c.originalPriceCents, tags: JSON.parse(c.tags) as string[], students: mine.length, rating, reviews: rated.length, category: c.category,
      };
    })
    .sort((a, b) => b.students - a.students || (b.rating ?? 0) - (a.rating ?? 0) || a.title.localeCompare(b.title));
}

/** Waits until the islands have asked the server who is signed in (the page is hydrated and knows who is here). */
async function waitForAuth(page: Page, state: "signed-in" | "signed-out") {
  await expect(page.locator("a[data-auth-state]").first()).toHaveAttribute("data-auth-state", state);
}

/** A whole-text match, for a tag among other list items that may contain it. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`);

/**
 * Opens "/", which shows the database's current catalogue: the page is cached, but every course
 * change this worker's server has seen was made through it and refreshed the cache (fixtures that
 * write courses behind its back publish them through the app last: e2e/db.ts).
 */
async function openFresh(page: Page): Promise<ExpectedCourse[]> {
  const expected = await expectedCatalog();
  await page.goto("/");
  await expect(page.getByTestId("featured-courses").getByRole("heading", { level: 3 })).toHaveText(expected.slice(0, 6).map((c) => c.title));
  // The card's title links to its course page (Enroll Now is a link signed out, a button signed in).
  await expect(page.getByTestId("course-card").first().locator(`a[href="/courses/${expected[0].id}"]`)).toHaveCount(1);
  return expected;
}

const section = (page: Page, name: string | RegExp) => page.getByRole("region", { name });

/**
 * Lays out every section. Those below the hero use content-visibility: auto, so until scrolled to
 * they are not laid out and could hide content wider than the screen from a width check.
 */
async function renderAllSections(page: Page) {
  await page.addStyleTag({ content: "main > section, body footer { content-visibility: visible !important; }" });
}

const VIEWPORTS = [
  { label: "desktop (1280 px)", width: 1280, height: 800, phone: false },
  { label: "phone (390 px)", width: 390, height: 844, phone: true },
] as const;

for (const vp of VIEWPORTS) {
  test.describe(`landing page, signed out, ${vp.label}`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    /** Where the navigation links are: the top bar on desktop, the opened toggle menu on a phone. */
    async function navigation(page: Page) {
      if (!vp.phone) return page.getByRole("banner");
      const toggle = page.getByRole("button", { name: "Open menu" });
      if (await toggle.isVisible()) await toggle.click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toBeVisible();
      return menu;
    }

    test("sections come in their order with their figures and strings", async ({ page }) => {
      await openFresh(page);
      await expect(page).toHaveTitle("Masterly — Master new skills with expert-led courses");
      const hero = section(page, /Master New Skills with Expert-Led Courses/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Master New Skills with Expert-Led Courses");
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      for (const [value, label] of [["50K+", "Active Students"], ["500+", "Expert Courses"], ["95%", "Success Rate"]]) {
        await expect(hero.getByRole("definition").filter({ hasText: value })).toHaveText(value);
        await expect(hero.getByRole("term").filter({ hasText: label })).toBeVisible();
      }
      await expect(hero.getByRole("button", { name: "Watch Demo" })).toBeVisible();

      const features = section(page, "A better way to learn");
      for (const title of ["Interactive Learning", "Expert Instructors", "Certified Programs"]) {
        await expect(features.getByRole("heading", { level: 3, name: title })).toBeVisible();
      }
      const stats = page.getByTestId("headline-stats");
      await expect(stats.getByRole("definition")).toHaveText(["50,000+", "500+", "95%", "120+"]);
      await expect(stats.getByRole("term")).toHaveText(["Active Students", "Courses", "Success Rate", "Countries"]);

      await expect(section(page, "Why Choose Masterly").getByRole("heading", { level: 3 })).toHaveCount(6);
      await expect(section(page, "What Our Students Say").getByRole("figure")).toHaveCount(3);
      const cta = section(page, "Ready to master your next skill?");
      await expect(cta.getByRole("link", { name: "Start Free Trial" })).toBeVisible();
      await expect(cta.getByRole("link", { name: "Browse Courses" })).toBeVisible();
      const footer = page.getByRole("contentinfo");
      await expect(footer.getByText("No credit card required")).toBeVisible();
      await expect(footer.getByText("30-day money-back guarantee")).toBeVisible();

      // Order on the page: hero, features, statistics, Featured Courses, Explore Categories,
      // Why Choose Masterly, instructors, What Our Students Say, closing call to action, footer.
      const order = [
        page.getByRole("heading", { level: 1 }),
        features,
        stats,
        page.getByRole("heading", { level: 2, name: "Featured Courses" }),
        page.getByRole("heading", { level: 2, name: "Explore Categories" }),
        page.getByRole("heading", { level: 2, name: "Why Choose Masterly" }),
        page.getByRole("heading", { level: 2, name: "Learn from Expert Instructors" }),
        page.getByRole("heading", { level: 2, name: "What Our Students Say" }),
        page.getByRole("heading", { level: 2, name: "Ready to master your next skill?" }),
        footer.getByText("No credit card required"),
      ];
      const tops: number[] = [];
      for (const locator of order) tops.push(await locator.evaluate((el) => el.getBoundingClientRect().top + window.scrollY));
      expect(tops).toEqual([...tops].sort((a, b) => a - b));
    });

    test("each anchor in the navigation lands on its section", async ({ page }) => {
      await page.goto("/");
      await waitForAuth(page, "signed-out");
      for (const [label, id, heading] of [
        ["Courses", "courses", "Featured Courses"],
        ["About", "about", "Why Choose Masterly"],
        ["Instructors", "instructors", "Learn from Expert Instructors"],
        ["Pricing", "pricing", "Ready to master your next skill?"],
      ]) {
        await (await navigation(page)).getByRole("link", { name: label, exact: true }).click();
        await expect(page).toHaveURL(new RegExp(`#${id}$`));
        await expect(page.locator(`section#${id}`)).toContainText(heading);
        const title = page.getByRole("heading", { level: 2, name: heading });
        await expect(title).toBeInViewport();
        // The fixed bar does not cover the section's heading, and the phone menu has closed.
        expect(await title.evaluate((el) => el.getBoundingClientRect().top)).toBeGreaterThanOrEqual(64);
        if (vp.phone) await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
      }
    });

    test("Sign In, Get Started and every call to action lead where they say", async ({ page }) => {
      const expected = await openFresh(page);
      await waitForAuth(page, "signed-out");
      await expect(page.getByRole("banner").getByRole("button", { name: /account menu/i })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Start Learning Today" })).toHaveAttribute("href", "/register");
      await expect(page.getByRole("link", { name: "Go to Dashboard" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Start Free Trial" })).toHaveAttribute("href", "/register");
      for (const card of await page.getByTestId("course-card").all()) {
        const href = await card.getByRole("link", { name: "Enroll Now" }).getAttribute("href");
        expect(href).toMatch(/^\/register\?course=[A-Za-z0-9_-]+$/);
      }

      await page.getByRole("link", { name: "Browse Courses" }).click();
      await expect(page).toHaveURL(/#courses$/);
      await expect(page.getByRole("heading", { level: 2, name: "Featured Courses" })).toBeInViewport();

      await (await navigation(page)).getByRole("link", { name: "Sign In" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await page.goto("/");
      await waitForAuth(page, "signed-out");
      await (await navigation(page)).getByRole("link", { name: "Get Started" }).click();
      await expect(page).toHaveURL(/\/register$/);
      await page.goto("/");
      await page.getByRole("link", { name: "Start Learning Today" }).click();
      await expect(page).toHaveURL(/\/register$/);
      await page.goto("/");
      await page.getByRole("link", { name: "Start Free Trial" }).click();
      await expect(page).toHaveURL(/\/register$/);
      await page.goto("/");
      await page.getByTestId("course-card").first().getByRole("link", { name: "Enroll Now" }).click();
      await expect(page).toHaveURL(new RegExp(`/register\\?course=${expected[0].id}$`));

      await page.goto("/");
      await page.getByRole("link", { name: "View All Courses" }).click();
      await expect(page).toHaveURL(/\/courses$/);
      await expect(page.getByRole("heading", { level: 1, name: "All Courses" })).toBeVisible();
      // The catalogue shows the database's published courses.
      await expect(page.getByTestId("course-card")).toHaveCount((await expectedCatalog()).length);
      await page.getByRole("link", { name: "Masterly" }).first().click();
      await expect(page).toHaveURL(/\/$/);
    });

    test("passes axe, and nothing is wider than the screen", async ({ page }) => {
      await page.goto("/");
      await waitForAuth(page, "signed-out");
      await expectNoAxeViolations(page);
      await renderAllSections(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
      await page.goto("/courses");
      await expectNoAxeViolations(page);
      await renderAllSections(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
    });
  });
}

test.describe("landing page, signed out", () => {
  test("loads without a console error or a failed request (Lighthouse best practices)", async ({ page }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(`console: ${message.text()}`);
    });
    page.on("pageerror", (error) => problems.push(`page error: ${error.message}`));
    page.on("response", (response) => {
      if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
    });
    await page.goto("/");
    await waitForAuth(page, "signed-out");
    await page.waitForLoadState("networkidle");
    expect(problems).toEqual([]);
  });

  test("Featured Courses shows published courses from the database, most enrolled first", async ({ page }) => {
    const expected = await openFresh(page);
    const cards = page.getByTestId("course-card");
    await expect(cards).toHaveCount(Math.min(6, expected.length));
    for (const [i, course] of expected.slice(0, 6).entries()) {
      const card = cards.nth(i);
      await expect(card.getByRole("heading", { level: 3 })).toHaveText(course.title);
      await expect(card).toContainText(course.instructor);
      await expect(card).toContainText(`${course.students.toLocaleString("en-US")} student`);
      await expect(card).toContainText(course.duration);
      await expect(card).toContainText(LEVELS[course.level]);
      await expect(card).toContainText(course.category);
      if (course.rating === null) await expect(card).toContainText("No ratings yet");
      else await expect(card).toContainText(`${course.rating.toFixed(1)}(${course.reviews}`);
      await expect(card).toContainText(course.priceCents === 0 ? "Free" : money(course.priceCents));
      const struck = card.locator("s");
      if (course.originalPriceCents !== null && course.originalPriceCents > course.priceCents) await expect(struck).toContainText(money(course.originalPriceCents));
      else await expect(struck).toHaveCount(0);
      for (const tag of course.tags.slice(0, 3)) await expect(card.getByRole("listitem").filter({ hasText: tag }).first()).toBeVisible();
      await expect(card.getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", `/register?course=${course.id}`);
    }
    // No draft or archived course is ever shown.
    const hidden = await e2eDb().course.findMany({ where: { status: { not: "published" } }, select: { title: true } });
    for (const course of hidden) await expect(page.getByText(course.title, { exact: true })).toHaveCount(0);
  });

  test("each category shows its number of published courses and leads to its part of the catalogue", async ({ page }) => {
    await openFresh(page);
    const rows = await e2eDb().course.groupBy({ by: ["category"], where: { status: "published" }, _count: { _all: true } });
    const count = (name: string) => rows.find((r) => r.category === name)?._count._all ?? 0;
    const categories = page.getByTestId("categories");
    for (const name of ["Web Development", "Data Science", "Design", "Programming", "Marketing", "Business"]) {
      const n = count(name);
      await expect(categories.getByRole("link", { name: new RegExp(`^${name}`) })).toContainText(`${n} ${n === 1 ? "course" : "courses"}`);
    }
    await categories.getByRole("link", { name: /^Data Science/ }).click();
    // The catalogue opens filtered to that category.
    await expect(page).toHaveURL(/\/courses\?category=Data(%20|\+)Science$/);
    await expect(page.getByLabel("Category")).toHaveValue("Data Science");
    await expect(page.getByTestId("catalog-count")).toHaveText(`${count("Data Science")} ${count("Data Science") === 1 ? "course" : "courses"}`);
  });

  test("Watch Demo opens an accessible product tour of the real catalogue", async ({ page }) => {
    const expected = await openFresh(page);
    await waitForAuth(page, "signed-out");
    const trigger = page.getByRole("button", { name: "Watch Demo" });
    await trigger.click();
    const dialog = page.getByRole("dialog", { name: "Masterly product tour" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
    // The first screen is the live catalogue: the most popular courses with their real prices.
    const tour = dialog.getByRole("list", { name: "Courses in the catalogue" }).getByRole("listitem");
    await expect(tour).toHaveCount(Math.min(3, expected.length));
    for (const [i, course] of expected.slice(0, 3).entries()) {
      await expect(tour.nth(i)).toContainText(course.title);
      await expect(tour.nth(i).getByTestId("tour-price")).toHaveText(course.priceCents === 0 ? "Free" : money(course.priceCents));
    }
    await expectNoAxeViolations(page);
    await dialog.getByRole("button", { name: "Next" }).click();
    await expect(dialog.getByText("Step 2 of 4")).toBeVisible();
    const image = dialog.getByRole("img");
    await expect(image).toHaveAttribute("alt", /lesson screen/);
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await dialog.getByRole("button", { name: "Step 4: Earn your certificate" }).click();
    await expect(dialog.getByRole("link", { name: "Create Free Account" })).toHaveAttribute("href", "/register");
    await dialog.getByRole("button", { name: "Previous" }).click();
    await expect(dialog.getByText("Step 3 of 4")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
    // It opens again at the first step.
    await trigger.click();
    await expect(dialog.getByText("Step 1 of 4")).toBeVisible();
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
  });

  test("Preview opens the course's description, tags and details", async ({ page }) => {
    const expected = await openFresh(page);
    await waitForAuth(page, "signed-out");
    const course = expected[1];
    const card = page.getByTestId("course-card").nth(1);
    await card.getByRole("button", { name: "Preview" }).click();
    const dialog = page.getByRole("dialog", { name: course.title });
    await expect(dialog).toBeVisible();
    const db = await e2eDb().course.findUniqueOrThrow({ where: { id: course.id }, select: { description: true } });
    await expect(dialog).toContainText(db.description);
    // Exactly the tag: the dialog also lists free preview lessons, whose titles may contain it.
    for (const tag of course.tags) await expect(dialog.getByRole("listitem").filter({ hasText: exactly(tag) })).toBeVisible();
    for (const text of [course.instructor, course.category, LEVELS[course.level], course.duration, course.priceCents === 0 ? "Free" : money(course.priceCents)]) await expect(dialog).toContainText(text);
    await expect(dialog.getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", `/register?course=${course.id}`);
    // Up to three free preview lessons, each opening the player.
    const previews = await e2eDb().lesson.count({ where: { courseId: course.id, isPreview: true } });
    const previewLinks = dialog.locator(`a[href^="/learn/${course.id}/"]`);
    await expect(previewLinks).toHaveCount(Math.min(3, previews));
    await expectNoAxeViolations(page);
    await dialog.getByRole("link", { name: "View course page" }).click();
    await expect(page).toHaveURL(new RegExp(`/courses/${course.id}$`));
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", `/register?course=${course.id}`);
    await expectNoAxeViolations(page);
  });

  test("a draft course has no public page", async ({ page }) => {
    const draft = await e2eDb().course.findFirst({ where: { status: "draft" }, select: { id: true } });
    test.skip(!draft, "the seed has no draft course");
    const response = await page.goto(`/courses/${draft?.id}`);
    expect(response?.status()).toBe(404);
  });

  test("is sent gzipped with its length (made once, server.mjs), and as it is to a client that asks for identity", async ({ request }) => {
    for (let i = 0; i < 2; i += 1) {
      const zipped = await request.get("/", { headers: { "accept-encoding": "gzip, deflate, br" } });
      expect(zipped.headers()["content-encoding"]).toBe("gzip");
      expect(Number(zipped.headers()["content-length"])).toBeGreaterThan(1000);
      expect(zipped.headers()["vary"]).toMatch(/Accept-Encoding/i);
      expect(await zipped.text()).toContain("hero-title");
    }
    const plain = await request.get("/", { headers: { "accept-encoding": "identity" } });
    expect(plain.headers()["content-encoding"]).toBeUndefined();
    expect(Number(plain.headers()["content-length"])).toBe((await plain.body()).length);
  });

  test("the page is static and cached, and carries metadata, Open Graph tags, a favicon, robots.txt and sitemap.xml", async ({ page, request }) => {
    const response = await request.get("/");
    expect(response.status()).toBe(200);
    // ISR: served from the cache and regenerated at most every 60 s, never rendered per request.
    expect(response.headers()["cache-control"]).toContain("s-maxage=60");
    await page.goto("/");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /expert-led courses/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Masterly/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /.+/);
    const ogImage = await page.locator('meta[property="og:image"]').first().getAttribute("content");
    expect(ogImage).toBeTruthy();
    const image = await request.get(new URL(ogImage ?? "", page.url()).pathname);
    expect(image.headers()["content-type"]).toBe("image/png");
    const canonical = await page.locator('link[rel="canonical"]').getAttribute("href");
    expect(new URL(canonical ?? "", page.url()).pathname).toBe("/");
    const icon = await page.locator('link[rel="icon"]').first().getAttribute("href");
    expect((await request.get(icon ?? "/icon.svg")).status()).toBe(200);

    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Allow: /");
    expect(robots).toContain("Disallow: /dashboard");
    expect(robots).toMatch(/Sitemap: http.*\/sitemap\.xml/);
    // From the same cached catalogue as the pages, so it lists every published course.
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const published = await e2eDb().course.findMany({ where: { status: "published" }, select: { id: true } });
    expect(sitemap).toMatch(/<loc>http[^<]*\/courses<\/loc>/);
    for (const course of published) expect(sitemap).toContain(`/courses/${course.id}</loc>`);
  });
});

test.describe("landing page, signed in", () => {
  test.use(as("learner"));

  test("the avatar menu, 'Go to Dashboard' and Enroll Now for a learner, with nothing shifting", async ({ page }) => {
    const expected = await openFresh(page);
    await page.evaluate(() => {
      const w = window as unknown as { __shift: number };
      w.__shift = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) if (!entry.hadRecentInput) w.__shift += entry.value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await waitForAuth(page, "signed-in");
    const nav = page.getByRole("banner");
    await expect(nav.getByRole("link", { name: "Sign In" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Get Started" })).toHaveCount(0);
    const hero = page.getByRole("link", { name: "Go to Dashboard" });
    await expect(hero).toHaveAttribute("href", "/dashboard");
    await expect(page.getByRole("link", { name: "Start Learning Today" })).toHaveCount(0);
    // Signed in, Enroll Now enrolls in one click: a button, not a link to register.
    await expect(page.getByTestId("course-card").first().getByRole("button", { name: "Enroll Now" })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __shift: number }).__shift)).toBeLessThan(0.01);

    const trigger = nav.getByRole("button", { name: `Account menu for ${DEMO.learner.name}` });
    await expect(trigger).toContainText("LL"); // initials: the demo learner has no picture
    await trigger.click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText(DEMO.learner.name);
    await expect(menu).toContainText(DEMO.learner.email);
    await expect(menu.getByRole("menuitem", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
    await expect(menu.getByRole("menuitem", { name: "Profile" })).toHaveAttribute("href", "/profile");
    await expect(menu.getByRole("menuitem", { name: "Log out" })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();

    // A paid course goes to checkout (or to the player when already owned); a production server
    // without a payment provider, like this one, says it sells free courses only. A free one opens
    // the player (e2e/learn.spec.ts).
    const paid = expected.findIndex((c) => c.priceCents > 0);
    if (paid >= 0) {
      await page.getByTestId("course-card").nth(paid).getByRole("button", { name: "Enroll Now" }).click();
      const unavailable = page.locator("[data-sonner-toast]").filter({ hasText: "only free courses can be enrolled in" });
      await expect.poll(async () => /\/(checkout|learn)\//.test(page.url()) || (await unavailable.count()) > 0).toBe(true);
      // The landing page mounts no toaster up front: the first error loads one (features/catalog/components/notify.ts).
      if (page.url().endsWith("/")) await expect(unavailable).toContainText("Could not enroll");
      else await page.goto("/");
    }
    await page.getByRole("link", { name: "Go to Dashboard" }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe("logging out from the landing page", () => {
  test("'Log out' ends the session and comes back to / signed out", async ({ page }) => {
    await signInViaApi(page, DEMO.learner.email); // a session of its own: the saved learner login stays valid
    await page.goto("/#about");
    await waitForAuth(page, "signed-in");
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await waitForAuth(page, "signed-out");
    await expect(page.getByRole("banner").getByRole("link", { name: "Sign In" })).toBeVisible();
    expect((await page.request.get("/api/auth/me")).status()).toBe(401);
  });

  test("when the logout call fails, the page still goes to / and reloads", async ({ page }) => {
    await signInViaApi(page, DEMO.learner.email);
    await page.goto("/#pricing");
    await waitForAuth(page, "signed-in");
    await page.route("**/api/auth/logout", (route) => route.abort("failed"));
    await page.evaluate(() => ((window as unknown as { __before: boolean }).__before = true));
    await page.getByRole("button", { name: /Account menu for/ }).click();
    await page.getByRole("menuitem", { name: "Log out" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => (window as unknown as { __before?: boolean }).__before ?? false)).toBe(false);
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("Watch Demo and Preview open their dialogs, and close again", async ({ page }) => {
    const expected = await openFresh(page);
    await waitForAuth(page, "signed-out");
    const trigger = page.getByRole("button", { name: "Watch Demo" });
    await trigger.click();
    const tour = page.getByRole("dialog", { name: "Masterly product tour" });
    await expect(tour).toBeVisible();
    await expect(tour.getByText("Step 1 of 4")).toBeVisible();
    // The whole dialog fits the phone's width.
    const box = await tour.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    await expectNoAxeViolations(page);
    await tour.getByRole("button", { name: "Close" }).click();
    await expect(tour).toBeHidden();
    await expect(trigger).toBeFocused();

    const card = page.getByTestId("course-card").first();
    await card.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByRole("dialog", { name: expected[0].title });
    await expect(preview).toBeVisible();
    for (const tag of expected[0].tags) await expect(preview.getByRole("listitem").filter({ hasText: exactly(tag) })).toBeVisible();
    await expect(preview.getByRole("link", { name: "Enroll Now" })).toHaveAttribute("href", `/register?course=${expected[0].id}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press("Escape");
    await expect(preview).toBeHidden();
  });

  test("the toggle opens and closes the menu with the anchors, Sign In and Get Started", async ({ page }) => {
    await page.goto("/");
    await waitForAuth(page, "signed-out");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    await expect(menu).toBeVisible();
    await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute("aria-expanded", "true");
    await expect(menu.getByRole("link")).toHaveText(["Courses", "About", "Instructors", "Pricing", "Sign In", "Get Started"]);
    await expect(menu.getByRole("link", { name: "Sign In" })).toHaveAttribute("href", "/login");
    await expect(menu.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/register");
    await expectNoAxeViolations(page);

    await menu.getByRole("link", { name: "Instructors" }).click();
    await expect(page).toHaveURL(/#instructors$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole("heading", { level: 2, name: "Learn from Expert Instructors" })).toBeInViewport();

    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(menu).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("button", { name: "Close menu" }).click();
    await expect(menu).toBeHidden();
  });

  test.describe("signed in", () => {
    test.use(as("learner"));

    test("the menu offers Dashboard and Logout", async ({ page }) => {
      await page.goto("/");
      await waitForAuth(page, "signed-in");
      await page.getByRole("button", { name: "Open menu" }).click();
      const menu = page.getByRole("navigation", { name: "Mobile" });
      await expect(menu).toContainText(DEMO.learner.name);
      await expect(menu.getByRole("link", { name: "Dashboard" })).toHaveAttribute("href", "/dashboard");
      await expect(menu.getByRole("button", { name: "Logout" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Sign In" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Go to Dashboard" })).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
});
