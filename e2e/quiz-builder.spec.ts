// The quiz builder (docs/domain/quizzes.md): an admin builds a quiz lesson in the curriculum builder (a fixed question
// from the bank picker and a random draw with its live pool size; a draw too large is refused on
// its slot), saves it, finds it after a reload, grants a learner extra time; the Questions page
// shows item statistics once a learner has taken a quiz through the API. axe at 1280 and 390 px.
import type { Locator, Page } from "@playwright/test";
import { as, DEMO, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb, publishThroughApp } from "./db";
import { authFile } from "./env";

const LOAD = { timeout: 30_000 };
const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const sectionCard = (page: Page, title: string) => page.getByTestId("section-card").filter({ has: page.getByRole("heading", { name: title }) });

async function fixture() {
  const id = unique();
  const db = e2eDb();
  const tag = `qb${id}`;
  const admin = await db.user.findUniqueOrThrow({ where: { email: DEMO.admin.email } });
  const course = await db.course.create({
    data: { title: `Quiz Builder Course ${id}`, description: "A course for the quiz builder test.", category: "Programming", level: "beginner", priceCents: 0, duration: "1 hour", instructor: "Ada Lovelace", status: "draft" },
  });
  const section = await db.section.create({ data: { courseId: course.id, title: `Checks ${id}`, position: 0 } });
  const question = (title: string, difficulty: string, tags: string[]) =>
    db.question.create({
      data: {
        title,
        description: "Pick the right answer.",
        type: "multiple-choice",
        difficulty,
        category: "JavaScript",
        tags: JSON.stringify(tags),
        options: JSON.stringify(["Right", "Wrong"]),
        correctAnswer: "Right",
        createdById: admin.id,
        authorName: admin.name,
      },
    });
  const fixed = await question(`Fixed question ${id}`, "easy", []);
  for (let i = 0; i < 3; i += 1) await question(`Pool question ${i} ${id}`, "hard", [tag, "loops"]);
  await question(`Easy pool question ${id}`, "easy", [tag]);
  const learner = await db.user.create({ data: { email: `extra-${id}@example.test`, name: `Tess Timed ${id}`, role: "user", isEmailVerified: true } });
  await db.enrollment.create({ data: { userId: learner.id, courseId: course.id } });
  await publishThroughApp(course.id);
  return { id, tag, course, section, fixed, learner };
}

/** Opens the curriculum and starts a quiz lesson in the fixture's section: the builder's sheet, nothing saved yet. */
async function newQuiz(page: Page, f: Awaited<ReturnType<typeof fixture>>, title: string) {
  await page.goto(`/dashboard/courses/${f.course.id}/curriculum`);
  const card = sectionCard(page, f.section.title);
  await expect(card).toBeVisible(LOAD);
  await card.getByLabel(`New lesson title in ${f.section.title}`).fill(title);
  await card.getByRole("combobox", { name: `Kind of the new lesson in ${f.section.title}` }).click();
  await page.getByRole("option", { name: "Quiz", exact: true }).click();
  await card.getByRole("button", { name: "Add lesson" }).click();
  return { card, sheet: page.getByRole("dialog", { name: `New quiz: ${title}` }) };
}

async function chooseOption(page: Page, scope: Locator, label: string, option: string) {
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole("option", { name: option, exact: true }).click();
}

test.describe("quiz builder", () => {
  test.use(as("admin"));

  test("an admin adds a quiz with a fixed question and a random draw; a draw too large is refused; the quiz persists; extra time is granted", async ({ page }) => {
    const f = await fixture();
    const title = `Quiz ${f.id}`;
    const { card, sheet } = await newQuiz(page, f, title);
    await expect(sheet).toBeVisible();
    // Nothing is written before the first save.
    expect(await e2eDb().lesson.count({ where: { courseId: f.course.id } })).toBe(0);

    // A fixed question from the bank picker, found by search.
    await sheet.getByRole("button", { name: "Add from bank" }).click();
    const picker = page.getByRole("dialog", { name: "Add questions from the bank" });
    await picker.getByRole("searchbox", { name: "Search questions" }).fill(f.fixed.title);
    await picker.getByRole("checkbox", { name: f.fixed.title }).check();
    await picker.getByRole("button", { name: "Add 1 question" }).click();
    await expect(picker).toBeHidden();
    const slots = sheet.getByTestId("quiz-slot");
    await expect(slots.nth(0)).toContainText(f.fixed.title);

    // A random draw: hard questions with the fixture's tag; the builder says how many it can choose from.
    await sheet.getByRole("button", { name: "Add random draw" }).click();
    const draw = slots.nth(1);
    await chooseOption(page, draw, "Difficulty", "Hard");
    await draw.getByLabel("Tags (all of them)").fill(f.tag);
    await expect(draw.getByTestId("draw-available-1")).toHaveText("3 questions available");
    await draw.getByLabel("Questions to draw").fill("5");
    await expect(draw.getByTestId("draw-available-1")).toHaveText("3 questions available: not enough for 5");
    await expectNoAxeViolations(page);

    // Saving refuses the draw the bank cannot fill, on its slot.
    await sheet.getByLabel("Pass mark (%)").fill("60");
    await sheet.getByRole("button", { name: "Save quiz" }).click();
    await expect(draw.getByRole("alert")).toHaveText("Slot 2: the bank has 3 matching questions, the draw needs 5");
    expect(await e2eDb().lesson.count({ where: { courseId: f.course.id } })).toBe(0);

    await draw.getByLabel("Questions to draw").fill("2");
    await draw.getByLabel("Mark (each)").fill("2");
    await sheet.getByRole("button", { name: "Save quiz" }).click();
    const editor = page.getByRole("dialog", { name: `Edit lesson: ${title}` });
    await expect(editor).toBeVisible(LOAD);
    const lesson = await e2eDb().lesson.findFirstOrThrow({ where: { courseId: f.course.id, title } });
    expect(lesson.kind).toBe("quiz");
    const quiz = await e2eDb().quiz.findUniqueOrThrow({ where: { lessonId: lesson.id } });
    expect(quiz.passPercent).toBe(60);
    expect(JSON.parse(quiz.slots)).toEqual([{ questionId: f.fixed.id, mark: 1 }, { draw: { difficulty: "hard", tags: [f.tag], count: 2 }, mark: 2 }]);

    // After a reload, the builder shows the saved quiz.
    await page.reload();
    await card.getByRole("button", { name: title, exact: true }).click();
    await expect(editor).toBeVisible(LOAD);
    const saved = editor.getByTestId("quiz-slot");
    await expect(saved).toHaveCount(2, LOAD);
    await expect(saved.nth(0)).toContainText(f.fixed.title);
    await expect(saved.nth(1).getByLabel("Questions to draw")).toHaveValue("2");
    await expect(saved.nth(1).getByTestId("draw-available-1")).toHaveText("3 questions available");
    await expect(editor.getByLabel("Pass mark (%)")).toHaveValue("60");
    await expect(editor.getByText("Total: 5 marks")).toBeVisible();

    // Extra time for one enrolled learner.
    await editor.getByLabel("Time limit (minutes)").fill("20");
    await editor.getByRole("button", { name: "Save quiz" }).click();
    await expect(editor.getByText("Quiz saved", { exact: true })).toBeVisible();
    await editor.getByLabel("Find an enrolled learner").fill(f.learner.name);
    await editor.getByRole("radio", { name: new RegExp(f.learner.name) }).check();
    await editor.getByLabel("Extra minutes").fill("15");
    await editor.getByRole("button", { name: "Grant extra time" }).click();
    await expect(editor.getByRole("list", { name: "Learners with extra time" })).toContainText(`${f.learner.name}`);
    await expect(editor.getByRole("list", { name: "Learners with extra time" })).toContainText("+15 min");
    const accommodation = await e2eDb().quizAccommodation.findUniqueOrThrow({ where: { lessonId_userId: { lessonId: lesson.id, userId: f.learner.id } } });
    expect(accommodation.extraMinutes).toBe(15);

    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(editor.getByTestId("quiz-editor")).toBeVisible();
    const overflow = await page.evaluate(() => document.querySelector("[data-testid=quiz-editor]")!.scrollWidth - document.querySelector("[data-testid=quiz-editor]")!.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoAxeViolations(page);
  });
});

test.describe("item statistics", () => {
  test.use(as("admin"));

  test("the review choice says beside it what learners see of the right answers, at 1280 and 390 px", async ({ page }) => {
    const f = await fixture();
    const { sheet } = await newQuiz(page, f, `Review quiz ${f.id}`);
    const review = sheet.getByRole("combobox", { name: "Learners see the review" });
    await expect(review).toHaveAccessibleDescription("Learners see the right answers after each attempt, even while they have attempts left.");
    await chooseOption(page, sheet, "Learners see the review", "After the last attempt");
    await expect(review).toHaveAccessibleDescription(/With unlimited attempts there is no last attempt: learners never see the right answers/);
    await sheet.getByLabel("Attempts allowed").fill("3");
    await expect(review).toHaveAccessibleDescription("Learners see the right answers only once they have used every attempt, even if they pass earlier.");
    await review.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath("quiz-review-1280.png") });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await review.scrollIntoViewIfNeeded();
    await expect(sheet.getByTestId("quiz-review-hint")).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath("quiz-review-390.png") });
    await expectNoAxeViolations(page);
  });

  test("the Questions page and a question's preview show the statistics of a question learners answered", async ({ page, browser }) => {
    const f = await fixture();
    const db = e2eDb();
    const lesson = await db.lesson.create({ data: { courseId: f.course.id, sectionId: f.section.id, title: `Stats quiz ${f.id}`, kind: "quiz", position: 0 } });
    await db.quiz.create({ data: { lessonId: lesson.id, courseId: f.course.id, passPercent: 50, slots: JSON.stringify([{ questionId: f.fixed.id, mark: 1 }]) } });
    const demo = await db.user.findUniqueOrThrow({ where: { email: DEMO.learner.email } });
    await db.enrollment.create({ data: { userId: demo.id, courseId: f.course.id } });

    // The demo learner takes the quiz through the API, as the player does: start, save, submit.
    const learner = await browser.newContext({ storageState: authFile("learner") });
    const api = learner.request;
    const started = await api.post(`/api/learn/${f.course.id}/lessons/${lesson.id}/attempts`);
    expect(started.status(), await started.text()).toBe(201);
    const attempt = ((await started.json()) as { data: { attempt: { id: string; questions: { id: string; options?: string[] }[] } } }).data.attempt;
    const right = attempt.questions[0].options?.indexOf("Right") ?? -1;
    expect((await api.put(`/api/attempts/${attempt.id}/answers`, { data: { answers: [{ questionId: f.fixed.id, answer: { selected: [right] } }] } })).status()).toBe(200);
    const submitted = await api.post(`/api/attempts/${attempt.id}/submit`);
    expect(submitted.status(), await submitted.text()).toBe(200);
    await learner.close();

    await page.goto("/dashboard/questions");
    await page.getByRole("searchbox", { name: "Search questions" }).fill(f.fixed.title);
    const row = page.getByRole("row").filter({ hasText: f.fixed.title });
    await expect(row.getByTestId("item-stats")).toHaveText(/1 attempt · F 100% · D –/, LOAD);

    await row.getByRole("button", { name: `Preview ${f.fixed.title}` }).click();
    const stats = page.getByRole("region", { name: "Item statistics" });
    await expect(stats).toContainText("Attempts1", LOAD);
    await expect(stats).toContainText("Facility100%");
    await expectNoAxeViolations(page);
  });
});
