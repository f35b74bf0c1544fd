// Students (docs/product.md §2): the live list with search, filters and export, the details drawer,
// enrollment, deletion, the CSV import, and axe at desktop and phone widths.
import fs from "node:fs";
import Papa from "papaparse";
import type { Locator, Page } from "@playwright/test";
import { as, DEMO, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb } from "./db";

// Several steps per test on a machine shared by many builds: allow more than the default minute.
test.describe.configure({ timeout: 120_000 });

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

async function makeLearner(name: string, data: { isActive?: boolean; isEmailVerified?: boolean } = {}) {
  const slug = unique();
  return e2eDb().user.create({
    data: { role: "user", name: `${name} ${slug}`, email: `e2e.${slug}@example.test`, isActive: data.isActive ?? true, isEmailVerified: data.isEmailVerified ?? true },
  });
}

async function openStudents(page: Page) {
  await page.goto("/dashboard/students");
  await expect(page.getByRole("heading", { level: 1, name: "Students" })).toBeVisible();
  // The first request after a cold start can be slow on a shared machine.
  await expect(page.getByRole("table", { name: "Students" })).toBeVisible({ timeout: 30_000 });
}

async function search(page: Page, text: string) {
  await page.getByRole("searchbox", { name: /search students/i }).fill(text);
}

const rowOf = (page: Page, id: string) => page.locator(`tr[data-student-id="${id}"]`);

/** "Showing 1–10 of 61 students" → 61 */
async function shownTotal(page: Page): Promise<number> {
  const text = await page.getByText(/^Showing .* students$/).textContent();
  return Number(text?.match(/of ([\d,]+) students/)?.[1].replace(/,/g, ""));
}

async function pickOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByRole("combobox", { name: label, exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("students as admin", () => {
  test.use(as("admin"));

  test("stat cards are the database's figures, and the page passes axe", async ({ page }) => {
    await openStudents(page);
    const db = e2eDb();
    await expect
      .poll(async () => {
        const total = await db.user.count({ where: { role: "user" } });
        return (await page.getByTestId("stat-total").textContent()) === total.toLocaleString("en-US");
      })
      .toBe(true);
    const active = await db.user.count({ where: { role: "user", isActive: true, isEmailVerified: true } });
    await expect(page.getByTestId("stat-active")).toHaveText(active.toLocaleString("en-US"));
    await expect(page.getByTestId("stat-averageProgress")).toHaveText(/^\d+%$/);
    await expectNoAxeViolations(page);
  });

  test("search, filter by status and course, and export what matches", async ({ page }) => {
    await openStudents(page);
    const db = e2eDb();

    await search(page, DEMO.learner.email);
    const lena = await db.user.findUniqueOrThrow({ where: { email: DEMO.learner.email } });
    await expect(rowOf(page, lena.id)).toBeVisible();
    await expect(page.locator("tbody tr")).toHaveCount(1);
    await search(page, "");

    await page.getByRole("button", { name: "Filter" }).click();
    const filters = page.locator("main");
    await pickOption(page, filters, "Status", "Inactive");
    const inactive = await db.user.count({ where: { role: "user", isActive: false } });
    await expect.poll(() => shownTotal(page).catch(() => -1)).toBe(inactive);
    const badges = await page.locator("tbody [data-status]").allTextContents();
    expect(new Set(badges)).toEqual(new Set(["Inactive"]));

    const course = await db.course.findFirstOrThrow({ where: { status: "published", enrollments: { some: { unenrolledAt: null, user: { role: "user", isActive: true } } } }, orderBy: { title: "asc" } });
    await pickOption(page, filters, "Status", "Active");
    await pickOption(page, filters, "Course", course.title);
    const where = { role: "user", isActive: true, isEmailVerified: true, enrollments: { some: { courseId: course.id, unenrolledAt: null } } };
    await expect.poll(() => shownTotal(page).catch(() => -1)).toBe(await db.user.count({ where }));

    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export Data" }).click()]);
    expect(download.suggestedFilename()).toMatch(/^students-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = fs.readFileSync(await download.path(), "utf8").replace(/^\uFEFF/, "");
    const rows = Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
    const expected = await db.user.findMany({ where, select: { id: true } });
    expect(rows.map((r) => r.ID).sort()).toEqual(expected.map((u) => u.id).sort());
    expect(rows.every((r) => r.Status === "active" && r["Enrolled Courses"].includes(course.title))).toBe(true);
  });

  test("the details drawer lists each enrollment with its progress", async ({ page }) => {
    await openStudents(page);
    const db = e2eDb();
    const lena = await db.user.findUniqueOrThrow({
      where: { email: DEMO.learner.email },
      include: { enrollments: { where: { unenrolledAt: null }, include: { course: true } } },
    });
    await search(page, lena.email);
    await rowOf(page, lena.id).getByRole("button", { name: lena.name, exact: true }).click();
    const drawer = page.getByRole("dialog", { name: lena.name });
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("heading", { name: `Enrollments (${lena.enrollments.length})` })).toBeVisible();
    for (const e of lena.enrollments) {
      const item = drawer.locator(`li[data-course-id="${e.courseId}"]`);
      await expect(item).toContainText(e.course.title);
      await expect(item.getByRole("progressbar")).toHaveAttribute("aria-valuenow", String(e.progress));
    }
    await expectNoAxeViolations(page);
  });

  test("give a paid course for free with a reason, see it as complimentary, then unenroll with a reason that is kept", async ({ page }, testInfo) => {
    const db = e2eDb();
    const learner = await makeLearner("Enroll Target");
    const course = await db.course.findFirstOrThrow({ where: { status: "published", priceCents: { gt: 0 } }, orderBy: { title: "asc" } });
    await openStudents(page);
    await search(page, learner.email);
    await rowOf(page, learner.id).getByRole("button", { name: `Actions for ${learner.name}` }).click();
    await page.getByRole("menuitem", { name: "Enroll in course" }).click();
    const dialog = page.getByRole("dialog", { name: "Enroll in course" });
    await pickOption(page, dialog, "Course", `${course.title} (paid)`);
    await expect(dialog).toContainText("recorded as complimentary");
    await dialog.getByRole("button", { name: "Give for free" }).click();
    await expect(dialog.getByText("Please give a reason")).toBeVisible();
    await dialog.getByLabel("Reason").fill("Scholarship for the spring cohort");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`enroll-complimentary-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await dialog.getByRole("button", { name: "Give for free" }).click();
    await expect(page.getByText(`Gave ${learner.name} ${course.title} for free`)).toBeVisible();
    await expect(rowOf(page, learner.id)).toContainText(course.title);

    await rowOf(page, learner.id).getByRole("button", { name: learner.name, exact: true }).click();
    const drawer = page.getByRole("dialog", { name: learner.name });
    const item = drawer.locator(`li[data-course-id="${course.id}"]`);
    await expect(item.getByText("Complimentary", { exact: true })).toBeVisible();
    await expect(item).toContainText(`Given for free by ${DEMO.admin.name}`);
    await expect(item).toContainText("Scholarship for the spring cohort");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`student-complimentary-${width}.png`) });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await drawer.getByRole("button", { name: `Unenroll from ${course.title}` }).click();
    const confirm = page.getByRole("alertdialog", { name: `Unenroll from ${course.title}?` });
    await confirm.getByLabel("Reason (optional)").fill("Switched to a different track");
    await confirm.getByRole("button", { name: "Unenroll" }).click();
    await expect(drawer.getByRole("heading", { name: "Past enrollments" })).toBeVisible();
    await expect(drawer).toContainText("Reason: Switched to a different track");
    await expect(drawer.getByRole("heading", { name: "Enrollments (0)" })).toBeVisible();

    const row = await db.enrollment.findUniqueOrThrow({ where: { userId_courseId: { userId: learner.id, courseId: course.id } } });
    expect(row.unenrolledAt).not.toBeNull();
    expect(row.unenrollReason).toBe("Switched to a different track");
    const log = await db.activityLog.findFirst({ where: { type: "course_unenrolled", targetId: learner.id } });
    expect(log?.actorName).toBe(DEMO.admin.name);

    // The Orders screen shows the grant as a Complimentary order at no money, outside every revenue card.
    await page.goto("/dashboard/orders?status=complimentary");
    await expect(page.getByRole("heading", { name: "Orders", level: 1 })).toBeVisible();
    await page.getByLabel("Search").fill(learner.email);
    const order = page.getByRole("row").filter({ hasText: learner.email });
    await expect(order).toHaveCount(1, { timeout: 30_000 });
    await expect(order.getByText("Complimentary", { exact: true }).filter({ visible: true })).toBeVisible();
    await expect(order).toContainText(`Given by ${DEMO.admin.name}`);
    await expect(page.getByTestId("stat-net-revenue")).toHaveText("$0.00");
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoAxeViolations(page);
      await page.screenshot({ path: testInfo.outputPath(`orders-complimentary-${width}.png`), fullPage: true });
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await order.getByRole("button", { name: /Details of order/ }).click();
    const details = page.getByRole("dialog", { name: "Order details" });
    await expect(details).toContainText("Scholarship for the spring cohort");
    await expect(details.getByTestId("order-timeline")).toContainText("Given for free");
  });

  test("delete a learner after an accessible confirmation", async ({ page }) => {
    const learner = await makeLearner("Delete Target");
    await openStudents(page);
    await search(page, learner.email);
    await rowOf(page, learner.id).getByRole("button", { name: `Actions for ${learner.name}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog", { name: `Delete ${learner.name}?` });
    await expect(confirm).toBeVisible();
    await expectNoAxeViolations(page);
    await confirm.getByRole("button", { name: "Delete student" }).click();
    await expect(page.getByText("Student deleted")).toBeVisible();
    await expect(page.getByText("No students found")).toBeVisible();
    expect(await e2eDb().user.findUnique({ where: { id: learner.id } })).toBeNull();
  });

  test("import learners from CSV: dry run with row errors, duplicates merged, then the import", async ({ page }) => {
    const db = e2eDb();
    const course = await db.course.findFirstOrThrow({ where: { status: "published" }, orderBy: { title: "asc" } });
    const existing = await makeLearner("Existing Import");
    const tag = unique();
    const csv = [
      "name,email,courses",
      `Imported One ${tag},one.${tag}@example.test,${course.title}`,
      `X,short.${tag}@example.test,`,
      `Bad Email ${tag},not-an-email,`,
      `Imported One Again ${tag},ONE.${tag}@example.test,`,
      `Renamed Existing ${tag},${existing.email},"${course.title} | No Such Course"`,
      `Renamed Existing ${tag},${existing.email},${course.title}`,
      `Imported Two ${tag},two.${tag}@example.test,`,
    ].join("\n");

    await openStudents(page);
    await page.getByRole("button", { name: "Import CSV" }).click();
    const dialog = page.getByRole("dialog", { name: "Import students" });
    await expect(dialog.getByRole("link", { name: "Download template" })).toHaveAttribute("href", "/api/admin/students/template");
    await dialog.getByLabel("CSV file").setInputFiles({ name: "learners.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByRole("button", { name: "Check file" }).click();

    const problems = dialog.getByRole("table", { name: "Rows with problems" });
    await expect(problems).toBeVisible();
    await expect(problems.locator("tbody tr")).toHaveCount(3);
    await expect(problems).toContainText("Name must be at least 2 characters");
    await expect(problems).toContainText("Please enter a valid email address");
    await expect(problems).toContainText('Unknown course "No Such Course"');
    const preview = dialog.getByRole("group", { name: "Import preview" });
    await expect(preview).toContainText("New learners2");
    await expect(preview).toContainText("Duplicates merged1");
    await expectNoAxeViolations(page);

    // Existing learners change only when the admin chooses to (e2e/console-ux.spec.ts).
    await dialog.getByRole("radio", { name: /Update 1 existing learner/ }).check();
    await dialog.getByRole("button", { name: "Import 3 learners" }).click();
    await expect(dialog.getByText("Import complete")).toBeVisible();
    await expect(dialog).toContainText("2 added, 1 updated, 2 enrollments");

    const one = await db.user.findMany({ where: { email: `one.${tag}@example.test` }, include: { enrollments: true } });
    expect(one).toHaveLength(1);
    expect(one[0].enrollments.map((e) => e.courseId)).toEqual([course.id]);
    const renamed = await db.user.findUniqueOrThrow({ where: { id: existing.id }, include: { enrollments: true } });
    expect(renamed.name).toBe(`Renamed Existing ${tag}`);
    expect(renamed.enrollments.map((e) => e.courseId)).toEqual([course.id]);
    expect(await db.user.count({ where: { email: `short.${tag}@example.test` } })).toBe(0);

    await dialog.getByRole("button", { name: "Done" }).click();
    await search(page, tag);
    await expect(page.locator("tbody tr")).toHaveCount(3);
  });
});

test.describe("students as staff", () => {
  test.use(as("staff"));

  test("staff can edit and deactivate, but see no Delete, Import or Add", async ({ page }) => {
    const learner = await makeLearner("Staff Target");
    await openStudents(page);
    await expect(page.getByRole("button", { name: "Import CSV" })).toHaveCount(0);
    await expect(page.getByRole("button", { name: "Add Student" })).toHaveCount(0);
    await search(page, learner.email);
    await rowOf(page, learner.id).getByRole("button", { name: `Actions for ${learner.name}` }).click();
    await expect(page.getByRole("menuitem", { name: "Edit" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Deactivate" }).click();
    // Deactivating asks first: nothing changes until it is confirmed.
    const confirm = page.getByRole("alertdialog", { name: `Deactivate ${learner.name}?` });
    await expect(confirm).toBeVisible();
    expect((await e2eDb().user.findUniqueOrThrow({ where: { id: learner.id } })).isActive).toBe(true);
    await confirm.getByRole("button", { name: "Deactivate" }).click();
    await expect(confirm).toBeHidden();
    await expect(rowOf(page, learner.id).locator("[data-status]")).toHaveText("Inactive");
    expect((await e2eDb().user.findUniqueOrThrow({ where: { id: learner.id } })).isActive).toBe(false);

    const res = await page.request.delete(`/api/admin/students/${learner.id}`);
    expect(res.status()).toBe(403);
  });
});

test.describe("students on a phone", () => {
  test.use({ ...as("admin"), viewport: { width: 390, height: 844 } });

  test("the toolbar wraps, the rows become cards, and axe passes", async ({ page }) => {
    await openStudents(page);
    await expect(page.getByTestId("stat-total")).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});
