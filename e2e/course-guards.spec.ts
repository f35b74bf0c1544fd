// Buttons that would fail are not offered. Delete on a course with enrollments is
// disabled with the reason (tooltip in the table, text on the course page) and Archive is offered;
// an original price below the price is refused in the form with a message.
import type { Page } from "@playwright/test";
import { as, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb } from "./db";

test.describe.configure({ timeout: 120_000 });
const LOAD = { timeout: 30_000 };

async function enrolledPublishedCourse() {
  const course = await e2eDb().course.findFirstOrThrow({
    where: { status: "published", enrollments: { some: {} } },
    // The newest, so it is on the first page of the table (sorted newest first).
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { id: true, title: true, _count: { select: { enrollments: true } } },
  });
  return { ...course, enrollments: course._count.enrollments };
}

async function openCourse(page: Page, id: string, title: string) {
  await page.goto(`/dashboard/courses/${id}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible(LOAD);
  await page.waitForLoadState("networkidle");
}

test.describe("course actions that would fail are not offered", () => {
  test.use(as("admin"));

  test("Delete on a course with enrollments is disabled with the reason; Archive is offered (1280 and 390)", async ({ page }) => {
    const course = await enrolledPublishedCourse();
    const n = course.enrollments;
    const reason = `Cannot delete: ${n.toLocaleString("en-US")} ${n === 1 ? "learner has" : "learners have"} enrolled. Archive it instead, so they keep their history.`;

    await page.goto("/dashboard/courses");
    const table = page.getByRole("table", { name: "Courses" });
    await expect(table.getByRole("row").nth(1)).toBeVisible(LOAD);
    await page.waitForLoadState("networkidle");
    const del = table.getByRole("button", { name: `Delete "${course.title}": ${reason}` });
    await expect(del).toHaveAttribute("aria-disabled", "true");
    await del.hover();
    await expect(page.getByRole("tooltip")).toHaveText(reason);
    await del.click({ force: true });
    await expect(page.getByRole("alertdialog")).toHaveCount(0);
    await expect(page.getByRole("dialog")).toHaveCount(0);
    await expect(table.getByRole("button", { name: `Archive "${course.title}"` })).toBeVisible();

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await openCourse(page, course.id, course.title);
      const button = page.getByRole("button", { name: "Delete", exact: true });
      await expect(button).toBeDisabled();
      await expect(page.getByText(reason)).toBeVisible();
      await expect(page.getByRole("button", { name: "Archive", exact: true })).toBeEnabled();
      await expectNoAxeViolations(page);
    }
  });

  test("an original price below the price is refused in the form with a message", async ({ page }) => {
    const course = await enrolledPublishedCourse();
    await openCourse(page, course.id, course.title);
    await page.getByRole("button", { name: "Edit", exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Course" });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel("Price ($)").fill("49.99");
    await dialog.getByLabel("Original price ($, optional)").fill("19.99");
    await dialog.getByRole("button", { name: "Save Changes" }).click();
    await expect(dialog.getByText("Original price must be at least the price (it is shown struck out beside it)")).toBeVisible();
    await expect(dialog).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
