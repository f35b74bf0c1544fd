// Courses (docs/product.md §2 Courses, §5 course form, §4 status lifecycle, §6 permissions), end to end on the
// seeded database: create, edit, publish and archive with their toasts, the landing page picking up a
// published course, the filters, the cards against the database, View and Analytics, and axe.
import type { Locator, Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, signInViaApi, test } from "./fixtures";
import { e2eDb } from "./db";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const money = (cents: number) => new Intl.NumberFormat("en-US", { style: "currency", currency: "USD" }).format(cents / 100);

// Each test signs in for itself: the saved per-role states in e2e/.auth are shared by every
// engineer's parallel e2e run, and a session saved against another run's database is not valid here.
async function signIn(page: Page, role: "admin" | "staff" | "learner") {
  await signInViaApi(page, DEMO[role].email);
}

async function openCourses(page: Page) {
  await page.goto("/dashboard/courses");
  await expect(page.getByRole("heading", { level: 1, name: "Courses" })).toBeVisible();
  await expect(table(page).getByRole("row").nth(1)).toBeVisible();
  // The first page is server-rendered with its controls disabled; they enable once React runs.
  await expect(page.getByRole("searchbox", { name: "Search courses" })).toBeEnabled();
}

async function openCreateForm(page: Page) {
  await page.getByRole("button", { name: "Create Course" }).click();
  const dialog = page.getByRole("dialog", { name: "Create Course" });
  await expect(dialog).toBeVisible();
  return dialog;
}

const table = (page: Page) => page.getByRole("table", { name: "Courses" });
const row = (page: Page, title: string) => table(page).getByRole("row").filter({ hasText: title });
const toast = (page: Page, text: string) => page.locator("[data-sonner-toast]").filter({ hasText: text });

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: "Search courses" }).fill(text);
}

async function choose(page: Page, scope: Locator | Page, combobox: string, option: string) {
  await scope.getByRole("combobox", { name: combobox }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

async function fillCourseForm(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: "Create Course" });
  await dialog.getByLabel("Title").fill(title);
  await dialog.getByLabel("Description").fill("Build and ship a small product end to end, with tests at every step.");
  await choose(page, dialog, "Category", "Programming");
  await choose(page, dialog, "Level", "Intermediate");
  await dialog.getByLabel("Price ($)").fill("49.99");
  await dialog.getByLabel("Original price ($, optional)").fill("79.99");
  await dialog.getByLabel("Duration").fill("12 hours");
  await dialog.getByLabel("Instructor").fill("Grace Hopper");
  await dialog.getByLabel("Tags (optional)").fill("E2E, Shipping");
  // The radio itself is visually hidden inside its picture label, which is what people click.
  await dialog.locator("label").filter({ hasText: "Data science" }).click();
  await expect(dialog.getByRole("radio", { name: "Data science" })).toBeChecked();
  return dialog;
}

/** Enough learners so the course ranks among the six most-enrolled published courses the landing page features. */
async function makeFeatured(courseId: string) {
  const db = e2eDb();
  const counts = await db.enrollment.groupBy({
    by: ["courseId"],
    where: { unenrolledAt: null, course: { status: "published" } },
    _count: { _all: true },
  });
  const sixth = counts.map((c) => c._count._all).sort((a, b) => b - a)[5] ?? 0;
  const learners = await db.user.findMany({ where: { role: "user" }, select: { id: true }, take: sixth + 2 });
  await db.enrollment.createMany({
    data: learners.map((l, i) => ({ userId: l.id, courseId, pricePaidCents: 3950, progress: i % 2 ? 100 : 40, completedAt: i % 2 ? new Date() : null })),
  });
  // Revenue is the sum of paid orders (docs/decisions/018-money-and-revenue.md): each of these learners paid for the course.
  const paidAt = new Date();
  await db.order.createMany({
    data: learners.map((l) => ({ userId: l.id, courseId, status: "paid", currency: "USD", subtotalCents: 3950, totalCents: 3950, provider: "test", createdAt: paidAt, paidAt })),
  });
  return learners.length;
}

/** On "/" the Featured Courses section (#courses); on "/courses" the whole public catalogue. */
async function expectPublic(page: Page, path: "/" | "/courses", title: string, present: boolean) {
  // The change went through this worker's server, which dropped its cached copy of the page.
  // The catalogue pages its results: newest first puts a just-created course on the first page.
  await page.goto(path === "/courses" ? "/courses?sort=newest" : path);
  const scope = path === "/" ? page.locator("#courses") : page.getByRole("main");
  await expect(scope).toBeVisible();
  if (present) await expect(scope.getByText(title, { exact: true }).first()).toBeVisible();
  else await expect(scope.getByText(title, { exact: true })).toHaveCount(0);
}

test.describe("courses (admin)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "admin"));

  test("create, edit and publish, each with its toast; the landing page picks the course up", async ({ page }) => {
    const title = `E2E Course ${unique()}`;
    await openCourses(page);

    await openCreateForm(page);
    await fillCourseForm(page, title);
    await page.getByRole("dialog", { name: "Create Course" }).getByRole("button", { name: "Create Course" }).click();
    await expect(toast(page, "Course created successfully!")).toBeVisible();
    await expect(page.getByRole("dialog")).toBeHidden();

    const stored = await e2eDb().course.findFirstOrThrow({ where: { title } });
    expect(stored).toMatchObject({ status: "draft", priceCents: 4999, originalPriceCents: 7999, category: "Programming", level: "intermediate", thumbnail: "/images/courses/data-science.svg" });
    expect(JSON.parse(stored.tags)).toEqual(["E2E", "Shipping"]);

    await search(page, title);
    await expect(table(page).getByRole("row")).toHaveCount(2);
    const r = row(page, title);
    await expect(r).toContainText("Draft");
    await expect(r).toContainText("$49.99");
    await expect(r.locator("del")).toContainText("$79.99");
    await expect(r).toContainText("Intermediate");
    await expect(r).toContainText("No ratings");

    // Edit
    await r.getByRole("button", { name: `Edit "${title}"` }).click();
    const edit = page.getByRole("dialog", { name: "Edit Course" });
    await expect(edit.getByLabel("Price ($)")).toHaveValue("49.99");
    await edit.getByLabel("Price ($)").fill("39.5");
    await edit.getByLabel("Duration").fill("14 hours");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await expect(toast(page, "Course updated successfully!")).toBeVisible();
    await expect(r).toContainText("$39.50");
    await expect(r).toContainText("14 hours");
    expect((await e2eDb().course.findUniqueOrThrow({ where: { id: stored.id } })).priceCents).toBe(3950);

    // Publish (with learners, so it ranks among the featured courses on the landing page)
    const learners = await makeFeatured(stored.id);
    await r.getByRole("button", { name: `Publish "${title}"` }).click();
    const publish = page.getByRole("alertdialog", { name: "Publish this course?" });
    await expect(publish).toContainText(title);
    await publish.getByRole("button", { name: "Publish" }).click();
    await expect(toast(page, "Course published")).toBeVisible();
    await expect(r).toContainText("Published");
    await expect(r).toContainText(`${learners}`);
    await expect(r).toContainText(money(3950 * learners));
    await expectPublic(page, "/", title, true);
    await expectPublic(page, "/courses", title, true);
  });

  test("archive, a refused delete and back to draft, each with its toast; the landing page drops the course", async ({ page }) => {
    const title = `E2E Lifecycle ${unique()}`;
    await openCourses(page);
    const created = await page.request.post("/api/courses", {
      data: { title, description: "A published course that goes through the rest of its lifecycle.", category: "Programming", level: "beginner", price: 20, duration: "3 hours", instructor: "Grace Hopper" },
    });
    expect(created.status()).toBe(201);
    const stored = await e2eDb().course.findFirstOrThrow({ where: { title } });
    await makeFeatured(stored.id);
    expect((await page.request.patch(`/api/courses/${stored.id}/status`, { data: { status: "published" } })).status()).toBe(200);

    // Archive
    await search(page, title);
    await row(page, title).getByRole("button", { name: `Archive "${title}"` }).click();
    await page.getByRole("alertdialog", { name: "Archive this course?" }).getByRole("button", { name: "Archive" }).click();
    await expect(toast(page, "Course archived")).toBeVisible();
    await expect(row(page, title)).toContainText("Archived");
    expect((await e2eDb().course.findUniqueOrThrow({ where: { id: stored.id } })).status).toBe("archived");

    // Delete is not offered while learners are enrolled: the button says why, and the
    // server refuses a forged delete with the same advice.
    await expect(row(page, title).getByRole("button", { name: new RegExp(`^Delete "${title}": Cannot delete`) })).toHaveAttribute("aria-disabled", "true");
    const refused = await page.request.delete(`/api/courses/${stored.id}`);
    expect(refused.status()).toBe(409);
    expect(((await refused.json()) as { message: string }).message).toContain("Archive it instead");
    expect(await e2eDb().course.count({ where: { id: stored.id } })).toBe(1);

    // Back to draft
    await row(page, title).getByRole("button", { name: `Move to draft "${title}"` }).click();
    await page.getByRole("alertdialog", { name: "Move this course back to draft?" }).getByRole("button", { name: "Move to draft" }).click();
    await expect(toast(page, "Course moved to draft")).toBeVisible();
    await expect(row(page, title)).toContainText("Draft");

    await expectPublic(page, "/", title, false);
    await expectPublic(page, "/courses", title, false);
  });

  test("the form shows every course form message, and a failed save shows the destructive toast", async ({ page }) => {
    await openCourses(page);
    const dialog = await openCreateForm(page);
    await dialog.getByRole("button", { name: "Create Course" }).click();
    for (const message of [
      "Title must be at least 5 characters",
      "Description must be at least 20 characters",
      "Category is required",
      "Please select difficulty level",
      "Price must be a positive number",
      "Duration is required",
      "Instructor is required",
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(dialog.getByLabel("Title")).toHaveAttribute("aria-invalid", "true");
    await expectNoAxeViolations(page);

    await page.route("**/api/courses", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, json: { message: "Something went wrong", code: "INTERNAL_ERROR" } }) : route.fallback(),
    );
    await fillCourseForm(page, `Failing Course ${unique()}`);
    await dialog.getByRole("button", { name: "Create Course" }).click();
    await expect(toast(page, "Failed to create course. Please try again.")).toBeVisible();
    await expect(toast(page, "Error")).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test("an uploaded thumbnail is checked, stored and served", async ({ page }) => {
    const title = `Uploaded Thumb ${unique()}`;
    await openCourses(page);
    await openCreateForm(page);
    const dialog = await fillCourseForm(page, title);
    const input = dialog.locator('input[type="file"]');
    await input.setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("not an image") });
    await expect(dialog.getByText("Thumbnails must be PNG, JPEG or WebP images")).toBeVisible();
    // A 1×1 PNG.
    const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");
    await input.setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
    await expect(dialog.getByRole("radio", { name: "Uploaded image" })).toBeChecked();
    await dialog.getByRole("button", { name: "Create Course" }).click();
    await expect(toast(page, "Course created successfully!")).toBeVisible();
    const stored = await e2eDb().course.findFirstOrThrow({ where: { title } });
    expect(stored.thumbnail).toMatch(/^\/api\/uploads\/courses\/[a-f0-9]{32}\.png$/);
    const served = await page.request.get(stored.thumbnail ?? "");
    expect(served.status()).toBe(200);
    expect(served.headers()["content-type"]).toBe("image/png");
    expect(Buffer.from(await served.body())).toEqual(png);
  });

  test("a course without enrollments is deleted with the 'Course deleted' toast", async ({ page }) => {
    const title = `Delete Me ${unique()}`;
    await openCourses(page);
    const res = await page.request.post("/api/courses", {
      data: { title, description: "A course that exists only to be deleted.", category: "Business", level: "beginner", price: 10, duration: "1 hour", instructor: "Nobody" },
    });
    expect(res.status()).toBe(201);
    await search(page, title);
    await row(page, title).getByRole("button", { name: `Delete "${title}"` }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete this course?" });
    await expect(confirm).toContainText(`Are you sure you want to delete "${title}"?`);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "Course deleted")).toBeVisible();
    await expect(page.getByText("No courses found")).toBeVisible();
    expect(await e2eDb().course.count({ where: { title } })).toBe(0);
  });

  test("several selected courses are deleted at once", async ({ page }) => {
    const tag = `Bulk ${unique()}`;
    await openCourses(page);
    for (const n of [1, 2]) {
      const res = await page.request.post("/api/courses", {
        data: { title: `${tag} course ${n}`, description: "A course that exists only to be deleted in bulk.", category: "Design", level: "advanced", price: 5, duration: "2 hours", instructor: "Nobody" },
      });
      expect(res.status()).toBe(201);
    }
    await search(page, tag);
    await expect(table(page).getByRole("row")).toHaveCount(3);
    await page.getByRole("checkbox", { name: "Select all courses on this page" }).click();
    await page.getByRole("button", { name: "Delete selected (2)" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete 2 courses?" });
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(toast(page, "2 courses deleted")).toBeVisible();
    await expect(page.getByText("No courses found")).toBeVisible();
    expect(await e2eDb().course.count({ where: { title: { startsWith: tag } } })).toBe(0);
  });

  test("the cards match the database", async ({ page }) => {
    await openCourses(page);
    const db = e2eDb();
    const cards = page.getByRole("list", { name: "Course statistics" });
    const [courses, active, sold, reviews, enrolled] = await Promise.all([
      db.course.count(),
      db.enrollment.aggregate({ where: { unenrolledAt: null }, _count: { _all: true } }),
      // Revenue is orders (docs/decisions/018-money-and-revenue.md): paid and refunded orders, less what was refunded.
      db.order.aggregate({ where: { status: { in: ["paid", "refunded"] } }, _sum: { totalCents: true, refundedCents: true } }),
      db.review.findMany({ where: { hidden: false }, select: { userId: true, courseId: true, rating: true } }),
      db.enrollment.findMany({ where: { unenrolledAt: null }, select: { userId: true, courseId: true } }),
    ]);
    // A review counts while it is visible and its author is still enrolled.
    const activePairs = new Set(enrolled.map((e) => `${e.userId}:${e.courseId}`));
    const counted = reviews.filter((r) => activePairs.has(`${r.userId}:${r.courseId}`));
    const averageRating = counted.length ? counted.reduce((sum, r) => sum + r.rating, 0) / counted.length : 0;
    await expect(cards).toContainText(`Total Courses${courses.toLocaleString("en-US")}`);
    await expect(cards).toContainText(`Total Enrollments${active._count._all.toLocaleString("en-US")}`);
    await expect(cards).toContainText(`Total Revenue${money((sold._sum.totalCents ?? 0) - (sold._sum.refundedCents ?? 0))}`);
    await expect(cards).toContainText(`Average Rating${(Math.round(averageRating * 10) / 10).toFixed(1)}`);
    await expect(cards).toContainText(`From ${counted.length.toLocaleString("en-US")} reviews`);
  });

  test("the filters: search, category, status, level, and the empty state", async ({ page }) => {
    const db = e2eDb();
    await openCourses(page);

    await search(page, "machine learning");
    await expect(table(page).getByRole("row")).toHaveCount(2);
    await expect(row(page, "Machine Learning in Practice")).toBeVisible();

    // A tag and an instructor match too.
    await search(page, "scikit-learn");
    await expect(row(page, "Machine Learning in Practice")).toBeVisible();
    await search(page, "Hannah Okafor");
    await expect(table(page).getByRole("row").filter({ hasText: "Hannah Okafor" })).toHaveCount(await db.course.count({ where: { instructor: "Hannah Okafor" } }));
    await search(page, "");

    await choose(page, page, "Filter by category", "Design");
    const design = await db.course.count({ where: { category: "Design" } });
    await expect(table(page).getByRole("row")).toHaveCount(design + 1);
    for (const cell of await table(page).getByRole("row").all()) {
      if ((await cell.getByRole("columnheader").count()) === 0) await expect(cell).toContainText("Design");
    }
    await choose(page, page, "Filter by category", "All categories");

    await choose(page, page, "Filter by status", "Draft");
    await expect(table(page).getByRole("row")).toHaveCount(Math.min(10, await db.course.count({ where: { status: "draft" } })) + 1);
    await expect(table(page).getByRole("row").filter({ hasText: "Published" })).toHaveCount(0);

    await choose(page, page, "Filter by level", "Advanced");
    await expect(table(page).getByRole("row")).toHaveCount(Math.min(10, await db.course.count({ where: { status: "draft", level: "advanced" } })) + 1);
    await expect(page.getByText(/^Showing 1–\d+ of \d+ courses?$/)).toBeVisible();

    await search(page, `nothing-matches-${unique()}`);
    await expect(page.getByText("No courses found")).toBeVisible();
    await expect(page.getByText("Try adjusting your search or filters")).toBeVisible();
    await page.getByRole("button", { name: "Clear filters" }).click();
    await expect(page.getByRole("searchbox", { name: "Search courses" })).toHaveValue("");
    await expect(page.getByText(`of ${await db.course.count()} courses`)).toBeVisible();
  });

  test("View and Analytics show the course's figures; the pages pass axe", async ({ page }) => {
    const db = e2eDb();
    const course = await db.course.findFirstOrThrow({ where: { title: "Modern React with Next.js" } });
    const active = await db.enrollment.aggregate({ where: { courseId: course.id, unenrolledAt: null }, _count: { _all: true }, _sum: { pricePaidCents: true } });
    const completed = await db.enrollment.count({ where: { courseId: course.id, unenrolledAt: null, completedAt: { not: null } } });

    await openCourses(page);
    await expectNoAxeViolations(page);
    await search(page, course.title);
    await row(page, course.title).getByRole("link", { name: `View "${course.title}"` }).click();
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByText(course.description)).toBeVisible();
    await expect(page.getByRole("region", { name: "Figures" })).toContainText(String(active._count._all));
    await expect(page.getByRole("region", { name: "Figures" })).toContainText(`${Math.round((completed / active._count._all) * 100)}%`);
    await expect(page.getByRole("region", { name: "Figures" })).toContainText(money(active._sum.pricePaidCents ?? 0));
    await expectNoAxeViolations(page);

    await page.getByRole("main").getByRole("link", { name: "Analytics", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByRole("radio", { name: "30d" })).toHaveAttribute("aria-checked", "true");
    await expect(page.getByText(`${money(active._sum.pricePaidCents ?? 0)} in all`)).toBeVisible();
    await expect(page.getByText(`${active._count._all} enrolled in all`)).toBeVisible();

    // One year back from the start of the current UTC month, eleven months ago.
    const now = new Date();
    const from = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
    const inYear = await db.enrollment.aggregate({ where: { courseId: course.id, unenrolledAt: null, enrolledAt: { gte: from } }, _count: { _all: true }, _sum: { pricePaidCents: true } });
    await page.getByRole("radio", { name: "1y" }).click();
    const summary = page.getByRole("region", { name: "Summary for last year" });
    await expect(summary).toContainText(`New enrollments${inYear._count._all}`);
    await expect(summary).toContainText(`Revenue${money(inYear._sum.pricePaidCents ?? 0)}`);
    await page.getByText("Show the figures as a table").click();
    await expect(page.getByRole("table", { name: "Enrollments, completions and revenue by period" }).getByRole("row")).toHaveCount(13);
    await expectNoAxeViolations(page);
  });
});

test.describe("courses (staff)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "staff"));

  test("staff may create and edit but sees no Delete or selection", async ({ page }) => {
    await openCourses(page);
    await expect(page.getByRole("button", { name: "Create Course" })).toBeVisible();
    const first = table(page).getByRole("row").nth(1);
    await expect(first.getByRole("button", { name: /^Edit "/ })).toBeVisible();
    await expect(first.getByRole("link", { name: /^View "/ })).toBeVisible();
    await expect(table(page).getByRole("button", { name: /^Delete "/ })).toHaveCount(0);
    await expect(page.getByRole("checkbox")).toHaveCount(0);
    const res = await page.request.delete(`/api/courses/${(await e2eDb().course.findFirstOrThrow()).id}`);
    expect(res.status()).toBe(403);
  });
});

test.describe("courses (learner)", () => {
  test.beforeEach(async ({ page }) => signIn(page, "learner"));

  test("a learner is sent away from the dashboard page and sees only published courses in the API", async ({ page }) => {
    await page.goto("/dashboard/courses");
    await expect(page).toHaveURL(/\/dashboard$/);
    const res = await page.request.get("/api/courses?limit=100");
    expect(res.status()).toBe(200);
    const body = (await res.json()) as { results: number; data: { courses: { status: string; revenue?: number }[] } };
    expect(body.results).toBe(await e2eDb().course.count({ where: { status: "published" } }));
    expect(body.data.courses.every((c) => c.status === "published" && c.revenue === undefined)).toBe(true);
  });
});

test.describe("courses on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test.beforeEach(async ({ page }) => signIn(page, "admin"));

  test("the rows become cards that fit, the toolbar wraps, and axe passes", async ({ page }) => {
    await openCourses(page);
    const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(pageWidth).toBeLessThanOrEqual(390);
    // No sideways scrolling on a phone; each course is a card (e2e/tables.spec.ts checks the titles).
    const scroller = page.locator('[data-slot="table-container"]').first();
    expect(await scroller.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    await expectNoAxeViolations(page);
    await openCreateForm(page);
    await page.keyboard.press("Escape");

    const course = await e2eDb().course.findFirstOrThrow({ where: { title: "Python for Data Analysis" } });
    await page.goto(`/dashboard/courses/${course.id}/analytics`);
    await expect(page.getByRole("heading", { level: 1, name: course.title })).toBeVisible();
    await expect(page.getByRole("region", { name: "Summary for last 30 days" })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
