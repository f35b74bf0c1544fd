// The daily rollups of quiz answers (docs/decisions/006-daily-rollups.md) stay equal to a full recomputation from the events
// when answers come from submitting attempts (added to their day, not the day recounted), from
// grading (an essay's isCorrect changing), from submits running at once, and from deleting a
// learner, with the site in a zone whose days are not UTC's.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createLessonRoute } from "@/app/api/courses/[id]/lessons/route";
import { buildCourse, learner, lessonsOf } from "@/features/learn/api/learn/_test-fixtures";
import { insertQuestion } from "@/features/questions/api/questions/test-helpers";
import { computeRollups, recomputeRollups } from "@/features/figures/server/rollups/rebuild";
import { storedRollups } from "@/features/figures/server/rollups/consistency";
import { sumFigures } from "@/features/figures/server/rollups/read";
import { gradeAnswer } from "@/features/grading/server/queue";
import { deleteStudent } from "@/features/students/server";
import { prisma } from "@/lib/db";
import type { QuestionFormValues } from "@/features/questions/schema";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { saveAnswers, startAttempt } from "./attempts";
import { submitAttempt } from "./submit";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: (fn: unknown) => fn }));

const sorted = <T extends { metric: string; day: string; courseId: string }>(rows: T[]) =>
  [...rows].sort((a, b) => `${a.metric}|${a.day}|${a.courseId}`.localeCompare(`${b.metric}|${b.day}|${b.courseId}`));
// Only the answer figures: the fixtures enroll learners around the domain functions.
const ANSWER_METRICS = new Set(["answers", "answersCorrect"]);
const answerRows = <T extends { metric: string; day: string; courseId: string }>(rows: T[]) => sorted(rows.filter((r) => ANSWER_METRICS.has(r.metric)));
const equalRecount = async () => expect(answerRows(await storedRollups())).toEqual(answerRows(await computeRollups()));
const totals = () => sumFigures(["answers", "answersCorrect"], "all");

let admin: TestUser;
let quiz: { courseId: string; lessonId: string; tf: string; essay: string };

beforeAll(async () => {
  // New York: 2026-03-08 03:30 UTC is still the 7th there (UTC−5), 2026-03-08 05:30 UTC the 8th.
  await prisma.setting.upsert({ where: { group: "general" }, create: { group: "general", value: JSON.stringify({ timezone: "America/New_York" }) }, update: { value: JSON.stringify({ timezone: "America/New_York" }) } });
  admin = await createUser({ role: "admin" });
  const tf = await insertQuestion(admin, { title: "Figures TF", category: "General", tags: [], type: "true-false", options: [], correctAnswer: "True" } as Partial<QuestionFormValues>);
  const essay = await insertQuestion(admin, { title: "Figures essay", category: "General", tags: [], type: "essay", options: [], correctAnswer: null } as Partial<QuestionFormValues>);
  const { course, sections } = await buildCourse({ sections: [{ lessons: lessonsOf(1) }] });
  const res = await call<{ data: { lesson: { id: string } } }>(createLessonRoute as unknown as RouteFn, {
    method: "POST",
    headers: await sessionHeaders(admin),
    params: { id: course.id },
    body: { sectionId: sections[0].id, title: "Quiz", kind: "quiz", quiz: { slots: [{ questionId: tf.id, mark: 1 }, { questionId: essay.id, mark: 2 }] } },
  });
  expect(res.status).toBe(201);
  quiz = { courseId: course.id, lessonId: res.body.data.lesson.id, tf: tf.id, essay: essay.id };
  await recomputeRollups(); // the table, built (marker) in this zone
});

/** A learner takes the quiz at `at`: the true/false answered `tf`, the essay `essay` (blank: zero, no grading). */
async function take(at: Date, tf: "True" | "False", essay: string) {
  const { user } = await learner(quiz.courseId, new Date("2026-03-01T00:00:00Z"));
  const viewer = { id: user.id, role: "user" };
  const { row } = await startAttempt(quiz.courseId, quiz.lessonId, viewer, at);
  await saveAnswers(row.id, user.id, [{ questionId: quiz.tf, answer: { answer: tf } }, { questionId: quiz.essay, answer: { text: essay } }], at);
  return { user, attemptId: row.id, submit: () => submitAttempt(row.id, user.id, at) };
}

describe("quiz answers in the daily figures", () => {
  it("equal a recomputation after submits, grading, simultaneous submits and a deleted learner", async () => {
    const a = await take(new Date("2026-03-08T03:30:00Z"), "True", "A closure keeps its scope."); // the 7th in New York
    expect((await a.submit()).status).toBe("needs-grading");
    const b = await take(new Date("2026-03-08T05:30:00Z"), "False", ""); // the 8th; the blank essay scores 0 at once
    expect((await b.submit()).status).toBe("graded");
    await equalRecount();
    expect(await totals()).toEqual({ answers: 4, answersCorrect: 1 });

    // The essay graded in full: its answer becomes correct, on the day it was given (the 7th).
    const essay = await prisma.questionAttempt.findUniqueOrThrow({ where: { attemptId_questionId: { attemptId: a.attemptId, questionId: quiz.essay } } });
    await gradeAnswer(essay.id, { score: 2, feedback: "Right" }, admin.id, new Date("2026-03-12T12:00:00Z"));
    await equalRecount();
    expect(await totals()).toEqual({ answers: 4, answersCorrect: 2 });
    const day7 = await prisma.dailyFigure.findUniqueOrThrow({ where: { metric_day_courseId: { metric: "answersCorrect", day: "2026-03-07", courseId: "" } } });
    expect(day7.value).toBe(2);

    // Two learners submit at the same moment on the 9th: each adds its own answers.
    const c = await take(new Date("2026-03-09T15:00:00Z"), "True", "");
    const d = await take(new Date("2026-03-09T15:00:00Z"), "True", "");
    await Promise.all([c.submit(), d.submit()]);
    await equalRecount();
    expect(await totals()).toEqual({ answers: 8, answersCorrect: 4 });

    // A learner deleted: their answers leave the figures.
    await deleteStudent(a.user.id, admin);
    await equalRecount();
    expect(await totals()).toEqual({ answers: 6, answersCorrect: 2 });
  });
});
