// Quizzes, the learner's side (docs/domain/quizzes.md): an admin (through the API) adds a quiz with a fixed question and a
// random draw to a course; a learner takes it, reloads mid-attempt and finds the answers kept,
// submits, fails, retakes, passes, and the lesson shows complete. An essay goes to the grading
// queue, staff grade it, and the learner sees the mark and feedback. The timer speaks at 5 and
// 1 minutes and submits at zero, on the server's clock even when the browser's is minutes off. Axe on
// the attempt and the review at 1280 and 390 px.
import bcrypt from "bcryptjs";
import type { Browser, Locator, Page } from "@playwright/test";
import { DEMO, expect, expectNoAxeViolations, signInViaApi, test } from "./fixtures";
import { e2eDb } from "./db";
import { E2E } from "./env";

const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
const CATEGORY = `Quiz E2E ${stamp}`;
const PASSWORD = "quiz-e2e-password-1";
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

test.describe.configure({ mode: "serial", timeout: 240_000 });

type Json = { data: Record<string, { _id?: string; id?: string }> };

/** A page signed in as someone, in its own browser context. */
async function signedIn(browser: Browser, email: string, password: string = DEMO.password): Promise<Page> {
  const context = await browser.newContext({ baseURL: E2E.baseURL, viewport: DESKTOP });
  const page = await context.newPage();
  await signInViaApi(page, email, password);
  return page;
}

async function post(page: Page, url: string, data: unknown, method: "POST" | "PATCH" = "POST") {
  const res = method === "POST" ? await page.request.post(url, { data }) : await page.request.patch(url, { data });
  expect(res.status(), `${url}: ${await res.text()}`).toBeLessThan(300);
  return (await res.json()) as Json;
}

async function question(admin: Page, body: Record<string, unknown>): Promise<string> {
  const res = await post(admin, "/api/questions", { difficulty: "medium", category: CATEGORY, description: "Answer the question below.", ...body });
  return res.data.question._id!;
}

/** A published free course with a text lesson and a quiz lesson; answers its ids. */
async function quizCourse(admin: Page, title: string, quiz: Record<string, unknown>) {
  const course = await post(admin, "/api/courses", {
    title,
    description: "A course with a quiz at the end of its only section.",
    category: "Programming",
    level: "beginner",
    price: 0,
    duration: "1 hour",
    instructor: "Grace Hopper",
    tags: ["Quiz"],
  });
  const courseId = course.data.course._id!;
  const section = await post(admin, `/api/courses/${courseId}/sections`, { title: "The basics" });
  const sectionId = section.data.section.id!;
  await post(admin, `/api/courses/${courseId}/lessons`, { sectionId, title: "Read this first", kind: "text", content: "Some reading before the quiz." });
  const lesson = await post(admin, `/api/courses/${courseId}/lessons`, { sectionId, title: "Check your knowledge", kind: "quiz", content: "Answer every question; your best attempt counts.", quiz });
  await post(admin, `/api/courses/${courseId}/status`, { status: "published" }, "PATCH");
  return { courseId, lessonId: lesson.data.lesson.id! };
}

async function newLearner(browser: Browser, courseIds: string[]): Promise<Page> {
  const email = `quiz-${stamp}-${Math.floor(Math.random() * 1e6)}@example.test`;
  await e2eDb().user.create({ data: { email, name: "Quinn Quizzer", role: "user", isEmailVerified: true, isActive: true, passwordHash: await bcrypt.hash(PASSWORD, 10) } });
  const page = await signedIn(browser, email, PASSWORD);
  for (const id of courseIds) await post(page, `/api/courses/${id}/enrollment`, {});
  return page;
}

/** The right (or a wrong) answer to each question the quiz can hold, by title. */
const QUESTIONS = {
  planet: { title: `Which planet is called the red planet? ${stamp}`, right: "Mars", wrong: "Venus" },
  sun: { title: `The Sun is a star ${stamp}`, right: "True", wrong: "False" },
  boil: { title: `Water boils at 50 °C at sea level ${stamp}`, right: "False", wrong: "True" },
  gold: { title: `Chemical symbol of gold ${stamp}`, right: "Au", wrong: "Ag" },
} as const;
const byTitle = (title: string) => Object.values(QUESTIONS).find((q) => title.includes(q.title));

async function answer(card: Locator, correct: boolean) {
  const title = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
  const q = byTitle(title);
  expect(q, `unexpected question ${title}`).toBeDefined();
  const value = correct ? q!.right : q!.wrong;
  if (q === QUESTIONS.gold) await card.getByLabel("Your answer").fill(value);
  else await card.getByRole("radio", { name: new RegExp(`^(\\w\\.\\s?)?${value}$`) }).check();
}

const questionCards = (page: Page) => page.getByTestId("attempt-question");

async function checkBothWidths(page: Page) {
  await expectNoAxeViolations(page);
  await page.setViewportSize(PHONE);
  await expectNoAxeViolations(page);
  await page.setViewportSize(DESKTOP);
}

const shared: { courseId?: string; lessonId?: string; essayCourseId?: string; essayLessonId?: string; essayTitle?: string; timedCourseId?: string; timedLessonId?: string } = {};

test.describe("learners take quizzes", () => {
  test.beforeAll(async ({ browser }) => {
    const admin = await signedIn(browser, DEMO.admin.email);
    const planet = await question(admin, {
      title: QUESTIONS.planet.title,
      type: "multiple-choice",
      answers: [
        { text: "Mars", weight: 100, feedback: "Iron oxide makes it red." },
        { text: "Venus", weight: 0, feedback: "Venus is the hottest, not the reddest." },
        { text: "Jupiter", weight: 0, feedback: "" },
      ],
    });
    // The draw's pool: three questions of their own tag; the draw takes two of them.
    await question(admin, { title: QUESTIONS.sun.title, type: "true-false", correctAnswer: "True", tags: ["draw"] });
    await question(admin, { title: QUESTIONS.boil.title, type: "true-false", correctAnswer: "False", tags: ["draw"] });
    await question(admin, { title: QUESTIONS.gold.title, type: "short-answer", answers: [{ text: "Au", weight: 100, feedback: "" }], tags: ["draw"] });
    const main = await quizCourse(admin, `Quiz Course ${stamp}`, {
      passPercent: 75,
      timeLimitMinutes: 30,
      maxAttempts: 3,
      shuffle: true,
      review: "immediately",
      slots: [{ questionId: planet, mark: 2 }, { draw: { category: CATEGORY, tags: ["draw"], count: 2 }, mark: 1 }],
    });
    Object.assign(shared, main);

    shared.essayTitle = `Explain a closure ${stamp}`;
    const essay = await question(admin, { title: shared.essayTitle, type: "essay", category: `${CATEGORY} essays`, description: "In your own words, what is a closure?" });
    const essayCourse = await quizCourse(admin, `Essay Course ${stamp}`, { passPercent: 50, review: "immediately", slots: [{ questionId: essay, mark: 4 }] });
    shared.essayCourseId = essayCourse.courseId;
    shared.essayLessonId = essayCourse.lessonId;

    const timed = await quizCourse(admin, `Timed Course ${stamp}`, { passPercent: 50, timeLimitMinutes: 6, review: "immediately", slots: [{ questionId: planet, mark: 1 }] });
    shared.timedCourseId = timed.courseId;
    shared.timedLessonId = timed.lessonId;
    await admin.context().close();
  });

  test("a learner fails, reloads mid-attempt with answers kept, retakes, passes, and the lesson completes", async ({ browser }) => {
    const page = await newLearner(browser, [shared.courseId!]);
    await page.goto(`/learn/${shared.courseId}/${shared.lessonId}`);
    const start = page.getByTestId("quiz-start");
    // The first visit to a fresh course can be slow on a loaded machine.
    await expect(start.getByRole("heading", { name: "Quiz" })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText("Answer every question; your best attempt counts.")).toBeVisible();
    await expect(start).toContainText("Pass mark75%");
    await expect(start).toContainText("Time limit30 min");
    await expect(start).toContainText("0 of 3 used");
    await expect(page.getByTestId("best-score")).toHaveText("none yet");
    await page.getByRole("button", { name: "Start attempt" }).click();
    await expect(page).toHaveURL(/\?attempt=/);

    // Attempt 1: the fixed question wrong, the two drawn ones right → 2 of 4 = 50%, below 75%.
    await expect(questionCards(page)).toHaveCount(3);
    await expect(page.getByTestId("quiz-timer")).toHaveText(/(30|29):\d\d/);
    await expect(page.getByTestId("answered-count")).toHaveText("0 of 3 answered");
    const titles = await questionCards(page).getByRole("heading", { level: 2 }).allTextContents();
    expect(titles.filter((t) => t.includes(QUESTIONS.planet.title))).toHaveLength(1);
    const planetCard = questionCards(page).filter({ hasText: QUESTIONS.planet.title });
    const optionOrder = await planetCard.getByRole("radio").evaluateAll((inputs) => inputs.map((i) => i.closest("label")?.textContent));
    for (const card of await questionCards(page).all()) {
      const title = (await card.getByRole("heading", { level: 2 }).textContent()) ?? "";
      await answer(card, !title.includes(QUESTIONS.planet.title));
    }
    await expect(page.getByTestId("answered-count")).toHaveText("3 of 3 answered");
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    await checkBothWidths(page);

    // A reload keeps the questions, their options' order and every answer.
    await page.reload();
    await expect(questionCards(page)).toHaveCount(3);
    expect(await questionCards(page).getByRole("heading", { level: 2 }).allTextContents()).toEqual(titles);
    expect(await planetCard.getByRole("radio").evaluateAll((inputs) => inputs.map((i) => i.closest("label")?.textContent))).toEqual(optionOrder);
    await expect(planetCard.getByRole("radio", { name: /Venus/ })).toBeChecked();
    await expect(page.getByTestId("answered-count")).toHaveText("3 of 3 answered");
    const gold = questionCards(page).filter({ hasText: QUESTIONS.gold.title });
    if (await gold.count()) await expect(gold.getByLabel("Your answer")).toHaveValue("Au");

    await page.getByRole("button", { name: "Submit attempt", exact: true }).click();
    await expect(page).toHaveURL(/\?review=/);
    await expect(page.getByTestId("attempt-result")).toHaveText("Attempt 1: not passed");
    await expect(page.getByTestId("attempt-score")).toHaveText("2 / 4");
    await expect(page.getByTestId("attempt-percent")).toHaveText("50%");
    await expect(page.getByText(/This attempt is closed/)).toHaveCount(0);
    const planetReview = page.getByTestId("review-question").filter({ hasText: QUESTIONS.planet.title });
    await expect(planetReview).toContainText("Your answer");
    await expect(planetReview).toContainText("Venus");
    await expect(planetReview).toContainText("Right answerMars");
    await expect(planetReview).toContainText("0 out of 2");
    await expect(planetReview.getByTestId("review-feedback")).toContainText("Venus is the hottest");
    await checkBothWidths(page);
    const outline = page.getByRole("navigation", { name: "Course outline" });
    await expect(outline.getByRole("link", { name: /Check your knowledge/ })).toContainText("(Not started)");

    // Attempt 2: Submit with nothing answered asks first; then everything right → passed.
    await page.getByRole("button", { name: "Try again" }).click();
    await expect(page).toHaveURL(/\?attempt=/);
    await expect(page.getByRole("heading", { name: "Attempt 2" })).toBeVisible();
    await expect(questionCards(page)).toHaveCount(3);
    await page.getByRole("button", { name: "Submit attempt", exact: true }).click();
    const confirm = page.getByRole("alertdialog", { name: "Submit with 3 questions unanswered?" });
    await expect(confirm).toBeVisible();
    await confirm.getByRole("button", { name: "Keep answering" }).click();
    await expect(confirm).toBeHidden();
    // By keyboard: Space picks the focused option.
    await planetCard.getByRole("radio", { name: /Mars/ }).focus();
    await page.keyboard.press("Space");
    await expect(planetCard.getByRole("radio", { name: /Mars/ })).toBeChecked();
    for (const card of await questionCards(page).all()) await answer(card, true);
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    await page.getByRole("button", { name: "Submit attempt", exact: true }).click();
    await expect(page.getByTestId("attempt-result")).toHaveText("Attempt 2: passed");
    await expect(page.getByTestId("attempt-percent")).toHaveText("100%");
    await expect(outline.getByRole("link", { name: /Check your knowledge/ })).toContainText("(Completed)");
    await expect(page.getByTestId("lesson-completed")).toBeVisible();
    await checkBothWidths(page);

    await page.getByRole("button", { name: "Back to the quiz" }).click();
    await expect(page.getByTestId("best-score")).toHaveText("100%");
    await expect(page.getByTestId("quiz-passed")).toBeVisible();
    await expect(page.getByTestId("attempt-row")).toHaveCount(2);
    await expect(page.getByTestId("quiz-start")).toContainText("2 of 3 used");
    await page.setViewportSize(PHONE);
    await expectNoAxeViolations(page);
  });

  test("an essay waits for grading; staff grade it; the learner sees the mark and feedback", async ({ browser }) => {
    const page = await newLearner(browser, [shared.essayCourseId!]);
    await page.goto(`/learn/${shared.essayCourseId}/${shared.essayLessonId}`);
    await expect(page.getByRole("button", { name: "Start attempt" })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Start attempt" }).click();
    const essay = page.getByLabel("Your answer");
    // The connection drops while the learner types: the answer waits and is sent once it is back.
    await page.route("**/api/attempts/*/answers", (route) => route.abort("internetdisconnected"));
    await essay.fill("A function bundled with the variables of the scope it was created in.");
    await expect(page.getByTestId("save-state")).toHaveText("Not saved — retrying");
    await page.unroute("**/api/attempts/*/answers");
    await expect(page.getByTestId("save-state")).toHaveText("Saved", { timeout: 20_000 });
    await page.getByRole("button", { name: "Submit attempt", exact: true }).click();
    await expect(page.getByTestId("attempt-result")).toHaveText("Attempt 1: waiting for grading");
    const item = page.getByTestId("review-question").filter({ hasText: shared.essayTitle! });
    await expect(item).toContainText("Waiting for grading");
    await expect(item).toContainText("A function bundled with the variables");
    await checkBothWidths(page);

    const staff = await signedIn(browser, DEMO.staff.email);
    await staff.goto("/dashboard/grading");
    const card = staff.getByRole("article", { name: shared.essayTitle! });
    await expect(card).toBeVisible({ timeout: 30_000 });
    await card.getByLabel("Score (out of 4)").fill("3");
    await card.getByLabel("Feedback").fill("Clear and correct; mention lexical scope next time.");
    await card.getByRole("button", { name: "Save grade" }).click();
    await expect(staff.getByText("Graded. The attempt is final and the learner has been emailed.")).toBeVisible();
    await staff.context().close();

    await page.reload();
    await expect(page.getByTestId("attempt-result")).toHaveText("Attempt 1: passed");
    await expect(page.getByTestId("attempt-score")).toHaveText("3 / 4");
    await expect(item).toContainText("3 out of 4");
    await expect(item.getByTestId("review-feedback")).toContainText("Clear and correct; mention lexical scope next time.");
    await checkBothWidths(page);
  });

  test("the timer speaks at 5 and 1 minutes left, not every second, and submits what was saved at zero", async ({ browser }) => {
    const page = await newLearner(browser, [shared.timedCourseId!]);
    await page.clock.install();
    await page.goto(`/learn/${shared.timedCourseId}/${shared.timedLessonId}`);
    await expect(page.getByRole("button", { name: "Start attempt" })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Start attempt" }).click();
    await expect(page.getByTestId("quiz-timer")).toHaveText(/^(6:00|5:5\d)/);
    const announcement = page.getByTestId("timer-announcement");
    await expect(announcement).toHaveText("");
    await page.getByRole("radio", { name: /Mars/ }).check();
    await page.clock.runFor(5_000);
    await expect(page.getByTestId("save-state")).toHaveText("Saved");
    await page.clock.runFor("01:00");
    await expect(announcement).toHaveText("5 minutes left in this attempt.");
    await page.clock.runFor("01:00");
    await expect(announcement).toHaveText("5 minutes left in this attempt.");
    await page.clock.runFor("03:00");
    await expect(announcement).toHaveText("1 minute left in this attempt. Your answers are saved as you go.");
    await page.clock.runFor("01:00");
    await expect(page.getByTestId("attempt-result")).toHaveText("Attempt 1: passed");
  });

  test("the countdown runs on the server's clock, not on a browser clock 3 minutes fast", async ({ browser }) => {
    const page = await newLearner(browser, [shared.timedCourseId!]);
    // This browser believes it is 3 minutes later than the server does.
    await page.clock.install({ time: Date.now() + 3 * 60_000 });
    await page.goto(`/learn/${shared.timedCourseId}/${shared.timedLessonId}`);
    await expect(page.getByRole("button", { name: "Start attempt" })).toBeVisible({ timeout: 30_000 });
    await page.getByRole("button", { name: "Start attempt" }).click();
    // The server's 6 minutes, not the 3 the browser's own clock would leave.
    await expect(page.getByTestId("quiz-timer")).toHaveText(/^(6:00|5:[45]\d) left$/);
    const announcement = page.getByTestId("timer-announcement");
    await expect(announcement).toHaveText("");
    // Past the moment the browser's clock reads as the deadline: the attempt is still open, and
    // the 5-minute mark was spoken at the server's 5 minutes left, not earlier.
    await page.clock.runFor("01:10");
    await expect(announcement).toHaveText("5 minutes left in this attempt.");
    await page.clock.runFor("02:10");
    await expect(page.getByTestId("quiz-timer")).toHaveText(/^2:[1-4]\d left$/);
    await expect(page.getByTestId("quiz-attempt")).toBeVisible();
    await expect(page.getByTestId("attempt-result")).toHaveCount(0);
    await expect(announcement).toHaveText("5 minutes left in this attempt.");
  });
});
