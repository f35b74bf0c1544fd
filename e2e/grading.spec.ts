// The grading queue (docs/domain/quizzes.md) at /dashboard/grading. A submitted quiz's essay waits in
// the queue (written to the database in the shape submitAttempt leaves it); staff give a mark and
// feedback; the attempt becomes final. axe at 1280 and 390 px.
import { as, expect, expectNoAxeViolations, test } from "./fixtures";
import { e2eDb, publishThroughApp } from "./db";

const unique = () => `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

async function queuedEssay() {
  const id = unique();
  const db = e2eDb();
  const learner = await db.user.create({ data: { email: `essay-${id}@example.test`, name: `Eve Essayist ${id.slice(-4)}`, role: "user", isEmailVerified: true } });
  const course = await db.course.create({
    data: { title: `Essay Course ${id.slice(-5)}`, description: "A course for the grading test.", category: "Programming", level: "beginner", priceCents: 0, duration: "1 hour", instructor: "Ada Lovelace", status: "draft" },
  });
  const section = await db.section.create({ data: { courseId: course.id, title: "Only section", position: 0 } });
  const lesson = await db.lesson.create({ data: { courseId: course.id, sectionId: section.id, title: "Essay quiz", kind: "quiz", position: 0 } });
  await db.enrollment.create({ data: { userId: learner.id, courseId: course.id } });
  const question = await db.question.create({
    data: { title: `Explain closures ${id.slice(-4)}`, description: "In your own words, what is a closure?", type: "essay", difficulty: "medium", category: "JavaScript", authorName: "Ada Admin" },
  });
  await db.quiz.create({ data: { lessonId: lesson.id, courseId: course.id, passPercent: 50, slots: JSON.stringify([{ questionId: question.id, mark: 4 }]) } });
  const attempt = await db.quizAttempt.create({
    data: { lessonId: lesson.id, courseId: course.id, userId: learner.id, number: 1, status: "needs-grading", submittedAt: new Date(), maxScore: 4, score: 0, percent: 0, questions: JSON.stringify([{ questionId: question.id, mark: 4 }]), answers: JSON.stringify({ [question.id]: { text: "A function with the variables it closed over." } }) },
  });
  const answer = await db.questionAttempt.create({
    data: { attemptId: attempt.id, questionId: question.id, userId: learner.id, isCorrect: false, maxScore: 4, answer: JSON.stringify({ text: "A function with the variables it closed over." }) },
  });
  await publishThroughApp(course.id);
  return { learner, question, attempt, answer, lesson, course };
}

test.describe("grading queue", () => {
  test.use(as("staff"));

  test("staff grade a waiting essay; the attempt becomes final and the lesson completes", async ({ page }) => {
    const { question, attempt, learner } = await queuedEssay();
    await page.goto("/dashboard/grading");
    await expect(page.getByRole("heading", { name: "Grading", level: 1 })).toBeVisible();
    const card = page.getByRole("article", { name: question.title });
    await expect(page.getByRole("heading", { name: question.title })).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(learner.name).first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 1280, height: 800 });

    const score = card.getByLabel("Score (out of 4)");
    await score.fill("9");
    await card.getByRole("button", { name: "Save grade" }).click();
    await expect(card.getByRole("alert")).toHaveText("Score must be at most 4");
    await score.fill("3");
    await card.getByLabel("Feedback").fill("Clear and correct.");
    await card.getByRole("button", { name: "Save grade" }).click();
    await expect(page.getByText("Graded. The attempt is final and the learner has been emailed.")).toBeVisible();
    await expect(page.getByRole("heading", { name: question.title })).toHaveCount(0);
    const final = await e2eDb().quizAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(final).toMatchObject({ status: "graded", score: 3, percent: 75, passed: true });
  });
});
