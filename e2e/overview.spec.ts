import { as, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb } from "./db";

const DAY = 24 * 60 * 60 * 1000;
const number = new Intl.NumberFormat("en-US");

async function expectedCards() {
  const db = e2eDb();
  const d30 = new Date(Date.now() - 30 * DAY);
  const [students, active, questions, courses] = await Promise.all([
    db.user.count({ where: { role: "user" } }),
    db.user.count({ where: { role: "user", isActive: true, isEmailVerified: true } }), // features/figures/definitions.ts: the Students page's "Active"
    db.question.count(),
    db.course.count(),
  ]);
  // Active engagement: learners who studied (a learning session began) in the last 30 days.
  const recentlyActive = await db.user.count({ where: { role: "user", learningSessions: { some: { startedAt: { gte: d30 } } } } });
  return { students, active, questions, courses, engagement: Math.round((recentlyActive / students) * 1000) / 10 };
}

async function card(page: import("@playwright/test").Page, title: string) {
  return (await page.getByRole("region", { name: "Key figures" }).getByText(title, { exact: true }).locator("..").innerText()).replace(/\s+/g, " ");
}

test.describe("Overview as admin", () => {
  test.use(as("admin"));

  test("shows figures that match the database", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Welcome back, Ada!");
    await expect(page.getByText(/^Last updated /)).toBeVisible();
    // Other specs add rows as they run, so the screen is compared with the database until they agree.
    await expect
      .poll(async () => {
        await page.reload();
        await expect(page.getByRole("region", { name: "Key figures" })).toBeVisible();
        const want = await expectedCards();
        const got = {
          students: await card(page, "Total Students"),
          active: await card(page, "Active Students"),
          questions: await card(page, "Total Questions"),
          courses: await card(page, "Total Courses"),
        };
        return (
          got.students.includes(number.format(want.students)) &&
          got.active.includes(number.format(want.active)) &&
          got.questions.includes(number.format(want.questions)) &&
          got.courses.includes(number.format(want.courses))
        );
      }, { timeout: 30_000 })
      .toBe(true);
    const want = await expectedCards();
    await expect(page.getByText("Active engagement").locator("..")).toContainText(`${want.engagement}%`);
    for (const label of ["Course completion", "Student satisfaction", "Question accuracy", "Active engagement"]) {
      await expect(page.getByRole("progressbar", { name: label })).toBeVisible();
    }
    await expect(page.getByRole("heading", { name: "Top performing courses" })).toBeVisible();
    await expect(page.locator("[data-activity-type]").first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("quick action tiles go where they say", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: "Add Staff" })).toHaveAttribute("href", "/dashboard/staff?action=invite");
    await expect(page.getByRole("link", { name: "Add Question" })).toHaveAttribute("href", "/dashboard/questions?action=new");
    await expect(page.getByRole("link", { name: "Create Course" })).toHaveAttribute("href", "/dashboard/courses?action=new");
    await page.getByRole("link", { name: "Add Staff" }).click();
    await expect(page.getByRole("dialog", { name: "Invite Staff Member" })).toBeVisible();
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Add Question" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.goto("/dashboard");
    await page.getByRole("link", { name: "Create Course" }).click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await page.goto("/dashboard");
    await page.getByRole("button", { name: "Schedule" }).click();
    await expect(page.getByRole("dialog", { name: "Scheduling is not available yet" })).toBeVisible();
  });

  test("system status lists the pending issues", async ({ page }) => {
    const db = e2eDb();
    const expired = await db.staffInvitation.count({ where: { acceptedAt: null, revokedAt: null, expiresAt: { lte: new Date() } } });
    await page.goto("/dashboard");
    await page.getByRole("button", { name: /pending issues, show them/ }).click();
    const dialog = page.getByRole("dialog", { name: "Pending issues" });
    await expect(dialog).toBeVisible();
    if (expired > 0) await expect(dialog).toContainText("expired");
  });
});

test.describe("Overview as staff", () => {
  test.use(as("staff"));

  test("offers only the quick actions staff may take", async ({ page }) => {
    await page.goto("/dashboard");
    await expect(page.getByRole("link", { name: "Add Question" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Create Course" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Add Staff" })).toHaveCount(0);
  });
});
