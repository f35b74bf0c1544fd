// Quizzes end to end through the route handlers on the real database: the builder's quiz lesson,
// attempts (payload without answers, limit, deadline, resume, concurrency), grading of every type
// against hand-worked marks, the grading queue, review settings, completion, item statistics.
import fs from "node:fs";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createLessonRoute } from "@/app/api/courses/[id]/lessons/route";
import { GET as builderGet, PUT as builderPut } from "@/app/api/courses/[id]/lessons/[lessonId]/route";
import { GET as listRoute, POST as startRoute } from "@/app/api/learn/[courseId]/lessons/[lessonId]/attempts/route";
import { POST as completeRoute } from "@/app/api/learn/[courseId]/lessons/[lessonId]/complete/route";
import { GET as attemptGet } from "@/app/api/attempts/[id]/route";
import { PUT as answersRoute } from "@/app/api/attempts/[id]/answers/route";
import { POST as submitRoute } from "@/app/api/attempts/[id]/submit/route";
import { GET as queueRoute } from "@/app/api/admin/grading/route";
import { POST as gradeRoute } from "@/app/api/admin/grading/[answerId]/route";
import { PUT as accommodationRoute } from "@/app/api/admin/quizzes/[lessonId]/accommodations/[userId]/route";
import { GET as statsRoute } from "@/app/api/questions/[id]/stats/route";
import { buildCourse, learner, lessonsOf } from "@/features/learn/api/learn/_test-fixtures";
import { insertQuestion } from "@/features/questions/api/questions/test-helpers";
import { quizzesPassedForCertificate } from "@/features/certificates/server/issue";
import { statsFrom } from "@/features/figures/server/question-stats";
import { prisma } from "@/lib/db";
import { call, createUser, findSecrets, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import type { QuestionFormValues } from "@/features/questions/schema";
import { attemptResponseSchema, saveAnswersResponseSchema } from "../../schema";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

type Json = Record<string, unknown> & { data: Record<string, unknown>; code?: string; message?: string; errors?: Record<string, string[]> };
type Attempt = { id: string; number: number; status: string; dueAt: string | null; questions: { id: string; type: string; options?: string[]; items?: string[]; mark: number }[]; answers: Record<string, unknown>; review?: Review[] };
type Review = { questionId: string; answer: unknown; rightAnswer: string | null; score: number | null; mark: number; feedback: string };
const r = (fn: unknown) => fn as RouteFn;

let author: TestUser;
let staffUser: TestUser;
let staff: Record<string, string>;
beforeAll(async () => {
  author = await createUser({ role: "admin" });
  staffUser = await createUser({ role: "staff" });
  staff = await sessionHeaders(staffUser);
});

const q = (overrides: Partial<QuestionFormValues>) => insertQuestion(author, { category: "General", tags: [], ...overrides });

/** One question of every type, with answers, weights and feedback the payload must never show. */
async function everyType() {
  return {
    mc: await q({ title: "Capital", type: "multiple-choice", options: [], correctAnswer: null, answers: [{ text: "Paris", weight: 100, feedback: "FB-right-paris" }, { text: "Lyon", weight: 0, feedback: "FB-wrong-lyon" }, { text: "Nice", weight: 0, feedback: "" }] } as Partial<QuestionFormValues>),
    multi: await q({ title: "Primes", type: "multiple-choice", options: [], correctAnswer: null, multipleAnswers: true, answers: [{ text: "Two", weight: 50, feedback: "" }, { text: "Three", weight: 50, feedback: "" }, { text: "Four", weight: -100, feedback: "FB-four" }] } as Partial<QuestionFormValues>),
    tf: await q({ title: "Sky", type: "true-false", options: [], correctAnswer: "True", trueFeedback: "FB-true", falseFeedback: "FB-false" } as Partial<QuestionFormValues>),
    short: await q({ title: "Plants", type: "short-answer", options: [], correctAnswer: null, answers: [{ text: "photosynth*", weight: 100, feedback: "FB-photo" }, { text: "light", weight: 50, feedback: "FB-light" }] } as Partial<QuestionFormValues>),
    num: await q({ title: "Pi", type: "numerical", options: [], correctAnswer: null, answers: [{ text: "3.14", weight: 100, feedback: "", tolerance: 0.01 }] } as Partial<QuestionFormValues>),
    match: await q({ title: "Colours", type: "matching", options: [], correctAnswer: null, pairs: [{ question: "apple", answer: "red" }, { question: "banana", answer: "yellow" }, { question: "grass", answer: "green" }] } as Partial<QuestionFormValues>),
    essay: await q({ title: "Essay", type: "essay", options: [], correctAnswer: "MODEL-ESSAY-ANSWER" } as Partial<QuestionFormValues>),
    code: await q({ title: "Code", type: "code", options: [], correctAnswer: "MODEL-CODE-ANSWER" } as Partial<QuestionFormValues>),
    desc: await q({ title: "Intro", type: "description", options: [], correctAnswer: null } as Partial<QuestionFormValues>),
  };
}

async function quizCourse(quiz: Record<string, unknown>) {
  const { course, sections } = await buildCourse({ sections: [{ lessons: lessonsOf(1) }] });
  const res = await call<Json>(r(createLessonRoute), { method: "POST", headers: staff, params: { id: course.id }, body: { sectionId: sections[0].id, title: "Quiz", kind: "quiz", quiz } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const lesson = res.body.data.lesson as { id: string; quiz: Record<string, unknown> };
  return { courseId: course.id, lessonId: lesson.id, lesson, sectionId: sections[0].id };
}

const start = (courseId: string, lessonId: string, headers: Record<string, string>) => call<Json>(r(startRoute), { method: "POST", headers, params: { courseId, lessonId } });
const save = (id: string, headers: Record<string, string>, answers: { questionId: string; answer: unknown }[]) => call<Json>(r(answersRoute), { method: "PUT", headers, params: { id }, body: { answers } });
const submit = (id: string, headers: Record<string, string>) => call<Json>(r(submitRoute), { method: "POST", headers, params: { id } });

describe("a quiz is a lesson kind", () => {
  it("creates a quiz with a fixed question and a draw, shows each draw's pool, edits it, and refuses a draw the bank cannot fill (422 naming the slot)", async () => {
    const fixed = await q({ title: "Fixed", category: "Builder" });
    for (let i = 0; i < 3; i += 1) await q({ title: `Pool ${i}`, category: "Builder", difficulty: "hard", tags: ["loops"] });
    await q({ title: "Pool desc", category: "Builder", difficulty: "hard", tags: ["loops"], type: "description", options: [], correctAnswer: null } as Partial<QuestionFormValues>);
    const draw = { category: "Builder", difficulty: "hard", tags: ["loops"], count: 2 };
    const { courseId, lessonId, lesson, sectionId } = await quizCourse({ slots: [{ questionId: fixed.id, mark: 2 }, { draw, mark: 1 }] });
    expect(lesson.quiz).toMatchObject({ passPercent: 70, shuffle: false, review: "immediately", maxAttempts: null, timeLimitMinutes: null, maxScore: 4 });
    // Three hard "loops" questions; the description is never drawn.
    expect((lesson.quiz.slots as { available?: number }[])[1].available).toBe(3);

    const tooMany = await call<Json>(r(createLessonRoute), { method: "POST", headers: staff, params: { id: courseId }, body: { sectionId, title: "Q2", kind: "quiz", quiz: { slots: [{ questionId: fixed.id, mark: 1 }, { draw: { ...draw, count: 4 }, mark: 1 }] } } });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors?.["slots.1"]?.[0]).toMatch(/Slot 2: the bank has 3 matching questions, the draw needs 4/);
    const missing = await call<Json>(r(createLessonRoute), { method: "POST", headers: staff, params: { id: courseId }, body: { sectionId, title: "Q3", kind: "quiz" } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.quiz).toBeDefined();
    const badSlot = await call<Json>(r(createLessonRoute), { method: "POST", headers: staff, params: { id: courseId }, body: { sectionId, title: "Q4", kind: "quiz", quiz: { slots: [{ draw: { count: 0 } }] } } });
    expect(badSlot.status).toBe(422);

    const edited = await call<Json>(r(builderPut), { method: "PUT", headers: staff, params: { id: courseId, lessonId }, body: { quiz: { passPercent: 50, maxAttempts: 2, timeLimitMinutes: 10, shuffle: true, review: "never", slots: [{ draw: { ...draw, count: 3 }, mark: 1 }] } } });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    const got = await call<Json>(r(builderGet), { headers: staff, params: { id: courseId, lessonId } });
    expect((got.body.data.lesson as { quiz: unknown }).quiz).toMatchObject({ passPercent: 50, maxAttempts: 2, timeLimitMinutes: 10, shuffle: true, review: "never", maxScore: 3, slots: [{ available: 3 }] });
    const refused = await call<Json>(r(builderPut), { method: "PUT", headers: staff, params: { id: courseId, lessonId }, body: { quiz: { slots: [{ draw: { ...draw, count: 4 } }] } } });
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(["slots.0"]);
  });
});

describe("attempts", () => {
  it("carries no answer, weight or feedback for any type, keeps the attempt across a reload, refuses learners who are not enrolled (403)", async () => {
    const b = await everyType();
    const slots = Object.values(b).map((x) => ({ questionId: x.id, mark: 1 }));
    const { courseId, lessonId } = await quizCourse({ slots, shuffle: true });
    const { headers } = await learner(courseId);
    const res = await start(courseId, lessonId, headers);
    expect(res.status).toBe(201);
    const attempt = res.body.data.attempt as Attempt;
    expect(attempt.questions.map((x) => x.type).sort()).toEqual(["code", "description", "essay", "matching", "multiple-choice", "multiple-choice", "numerical", "short-answer", "true-false"]);
    const text = JSON.stringify(attempt.questions);
    for (const secret of ["weight", "feedback", "Feedback", "correctAnswer", "pairs", "tolerance", "FB-", "MODEL-", "photosynth", "3.14", "answers"]) expect(text, secret).not.toContain(secret);
    expect(findSecrets(res.text)).toEqual([]);
    const mc = attempt.questions.find((x) => x.id === b.mc.id);
    expect(mc?.options?.slice().sort()).toEqual(["Lyon", "Nice", "Paris"]);
    const match = attempt.questions.find((x) => x.id === b.match.id);
    expect(match?.items).toEqual(["apple", "banana", "grass"]);
    expect(attempt.questions.find((x) => x.id === b.desc.id)?.mark).toBe(0);

    // Resumed, with the same questions in the same order (options too).
    const again = await start(courseId, lessonId, headers);
    expect(again.status).toBe(200);
    expect(again.body.data.resumed).toBe(true);
    expect((again.body.data.attempt as Attempt).questions).toEqual(attempt.questions);

    const stranger = await learner();
    const denied = await start(courseId, lessonId, stranger.headers);
    expect(denied.status).toBe(403);
    expect(denied.body.code).toBe("NOT_ENROLLED");
    // A quiz lesson is completed by passing it, not by "Mark as complete".
    const manual = await call<Json>(r(completeRoute), { method: "POST", headers, params: { courseId, lessonId } });
    expect(manual.status).toBe(409);
  });

  it("random draws respect their filters and never repeat a question within an attempt", async () => {
    const fixed = await q({ title: "Fixed loop", category: "Python", difficulty: "hard", tags: ["loops"] });
    const pool = new Set<string>();
    for (let i = 0; i < 6; i += 1) pool.add((await q({ title: `Loop ${i}`, category: i % 2 ? "Python" : "Python / Basics", difficulty: "hard", tags: ["loops", "x"] })).id);
    await q({ title: "Easy loop", category: "Python", difficulty: "easy", tags: ["loops"] });
    await q({ title: "Hard no tag", category: "Python", difficulty: "hard", tags: ["lists"] });
    await q({ title: "Other cat", category: "Pythonic", difficulty: "hard", tags: ["loops"] });
    const { courseId, lessonId } = await quizCourse({ shuffle: true, slots: [{ questionId: fixed.id, mark: 1 }, { draw: { category: "Python", difficulty: "hard", tags: ["loops"], count: 3 }, mark: 1 }, { draw: { category: "Python", difficulty: "hard", tags: ["loops"], count: 3 }, mark: 1 }] });
    const { headers } = await learner(courseId);
    for (let n = 0; n < 4; n += 1) {
      const res = await start(courseId, lessonId, headers);
      expect(res.status).toBe(201);
      const ids = (res.body.data.attempt as Attempt).questions.map((x) => x.id);
      expect(ids).toHaveLength(7);
      expect(new Set(ids).size).toBe(7);
      expect(ids).toContain(fixed.id);
      expect(ids.filter((id) => id !== fixed.id).every((id) => pool.has(id))).toBe(true);
      expect((await submit((res.body.data.attempt as Attempt).id, headers)).status).toBe(200);
    }
  });

  it("enforces the attempt limit (409 NO_ATTEMPTS_LEFT), the deadline (409 ATTEMPT_CLOSED, submitted with what was saved), and hides other learners' attempts (404)", async () => {
    const a = await q({ title: "Limit A", type: "true-false", options: [], correctAnswer: "True" } as Partial<QuestionFormValues>);
    const c = await q({ title: "Limit B", type: "true-false", options: [], correctAnswer: "False" } as Partial<QuestionFormValues>);
    const { courseId, lessonId } = await quizCourse({ maxAttempts: 1, timeLimitMinutes: 5, slots: [{ questionId: a.id, mark: 1 }, { questionId: c.id, mark: 1 }] });
    const { user, headers } = await learner(courseId);
    const res = await start(courseId, lessonId, headers);
    const attempt = res.body.data.attempt as Attempt;
    expect(new Date(attempt.dueAt ?? 0).getTime() - Date.now()).toBeGreaterThan(4 * 60_000);
    expect((await save(attempt.id, headers, [{ questionId: a.id, answer: { answer: "True" } }])).status).toBe(200);
    const other = await learner(courseId);
    expect((await save(attempt.id, other.headers, [{ questionId: a.id, answer: { answer: "False" } }])).status).toBe(404);
    expect((await submit(attempt.id, other.headers)).status).toBe(404);
    expect((await call<Json>(r(attemptGet), { headers: other.headers, params: { id: attempt.id } })).status).toBe(404);
    expect((await save(attempt.id, headers, [{ questionId: "c".padEnd(25, "x"), answer: null }])).status).toBe(422);

    // The deadline passes: the next answer is refused and the attempt is submitted with what was saved.
    await prisma.quizAttempt.update({ where: { id: attempt.id }, data: { dueAt: new Date(Date.now() - 1000) } });
    const late = await save(attempt.id, headers, [{ questionId: c.id, answer: { answer: "False" } }]);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe("ATTEMPT_CLOSED");
    const row = await prisma.quizAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(row).toMatchObject({ status: "graded", score: 1, maxScore: 2, percent: 50, passed: false });
    expect(await prisma.questionAttempt.count({ where: { attemptId: attempt.id } })).toBe(2);
    expect(await prisma.questionAttempt.count({ where: { attemptId: attempt.id, userId: user.id, isCorrect: true } })).toBe(1);

    const over = await start(courseId, lessonId, headers);
    expect(over.status).toBe(409);
    expect(over.body.code).toBe("NO_ATTEMPTS_LEFT");
    const list = await call<Json>(r(listRoute), { headers, params: { courseId, lessonId } });
    expect(list.body.data).toMatchObject({ attemptsLeft: 0, bestPercent: 50, passed: false });
  });

  it("an open attempt past its deadline is submitted by any read; staff extra time moves the deadline", async () => {
    const a = await q({ title: "Read A", type: "true-false", options: [], correctAnswer: "True" } as Partial<QuestionFormValues>);
    const { courseId, lessonId } = await quizCourse({ timeLimitMinutes: 10, slots: [{ questionId: a.id, mark: 1 }] });
    const { user, headers } = await learner(courseId);
    const granted = await call<Json>(r(accommodationRoute), { method: "PUT", headers: staff, params: { lessonId, userId: user.id }, body: { extraMinutes: 20 } });
    expect(granted.status).toBe(200);
    const learnerTry = await call<Json>(r(accommodationRoute), { method: "PUT", headers, params: { lessonId, userId: user.id }, body: { extraMinutes: 20 } });
    expect(learnerTry.status).toBe(403);
    const attempt = (await start(courseId, lessonId, headers)).body.data.attempt as Attempt;
    const minutes = (new Date(attempt.dueAt ?? 0).getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
    await save(attempt.id, headers, [{ questionId: a.id, answer: { answer: "True" } }]);
    await prisma.quizAttempt.update({ where: { id: attempt.id }, data: { dueAt: new Date(Date.now() - 1000) } });
    const read = await call<Json>(r(attemptGet), { headers, params: { id: attempt.id } });
    expect((read.body.data.attempt as Attempt).status).toBe("graded");
    expect(read.body.data.attempt).toMatchObject({ score: 1, percent: 100, passed: true });
  });

  it("start, read and save carry the server's clock (`now`), which the countdown runs by", async () => {
    const a = await q({ title: "Clock", type: "true-false", options: [], correctAnswer: "True" } as Partial<QuestionFormValues>);
    const { courseId, lessonId } = await quizCourse({ timeLimitMinutes: 5, slots: [{ questionId: a.id, mark: 1 }] });
    const { headers } = await learner(courseId);
    const within = (before: number, now: unknown) => {
      expect(typeof now).toBe("string");
      const at = Date.parse(now as string);
      expect(at).toBeGreaterThanOrEqual(before);
      expect(at).toBeLessThanOrEqual(Date.now());
    };
    let before = Date.now();
    const started = await start(courseId, lessonId, headers);
    expect(started.status).toBe(201);
    expect(attemptResponseSchema.parse(started.body).data.now).toBe(started.body.data.now);
    within(before, started.body.data.now);
    const attempt = started.body.data.attempt as Attempt;
    before = Date.now();
    const resumed = await start(courseId, lessonId, headers);
    within(before, resumed.body.data.now);
    before = Date.now();
    const read = await call<Json>(r(attemptGet), { headers, params: { id: attempt.id } });
    expect(attemptResponseSchema.safeParse(read.body).success).toBe(true);
    within(before, read.body.data.now);
    before = Date.now();
    const saved = await save(attempt.id, headers, [{ questionId: a.id, answer: { answer: "True" } }]);
    expect(saveAnswersResponseSchema.safeParse(saved.body).success).toBe(true);
    within(before, saved.body.data.now);
  });

  it("two simultaneous submits grade the attempt once", async () => {
    const a = await q({ title: "Race", type: "true-false", options: [], correctAnswer: "True" } as Partial<QuestionFormValues>);
    const { courseId, lessonId } = await quizCourse({ slots: [{ questionId: a.id, mark: 1 }] });
    const { headers } = await learner(courseId);
    const attempt = (await start(courseId, lessonId, headers)).body.data.attempt as Attempt;
    await save(attempt.id, headers, [{ questionId: a.id, answer: { answer: "True" } }]);
    const [one, two] = await Promise.all([submit(attempt.id, headers), submit(attempt.id, headers)]);
    expect([one.status, two.status]).toEqual([200, 200]);
    expect(one.body.data).toMatchObject({ status: "graded", score: 1, maxScore: 1, percent: 100, passed: true });
    expect(two.body.data).toMatchObject({ status: "graded", score: 1, percent: 100, passed: true });
    expect(await prisma.questionAttempt.count({ where: { attemptId: attempt.id } })).toBe(1);
    expect((await prisma.questionStat.findUniqueOrThrow({ where: { questionId: a.id } })).n).toBe(1);
  });
});

describe("grading", () => {
  it("marks every objective type as hand-worked (partial credit, negative marks floored at zero), then the essay and code in the queue; the last grade makes it final and emails the learner", async () => {
    const b = await everyType();
    const slots = [
      { questionId: b.mc.id, mark: 2 },
      { questionId: b.multi.id, mark: 2 },
      { questionId: b.tf.id, mark: 1 },
      { questionId: b.short.id, mark: 2 },
      { questionId: b.num.id, mark: 1 },
      { questionId: b.match.id, mark: 3 },
      { questionId: b.essay.id, mark: 4 },
      { questionId: b.code.id, mark: 5 },
      { questionId: b.desc.id, mark: 1 },
    ];
    const { courseId, lessonId } = await quizCourse({ passPercent: 50, slots });
    const { user, headers, enrollment } = await learner(courseId);
    const attempt = (await start(courseId, lessonId, headers)).body.data.attempt as Attempt;
    const opts = (id: string) => attempt.questions.find((x) => x.id === id)?.options ?? [];
    const idx = (id: string, text: string) => opts(id).indexOf(text);
    const saved = await save(attempt.id, headers, [
      { questionId: b.mc.id, answer: { selected: [idx(b.mc.id, "Paris")] } }, // 100% of 2 = 2
      { questionId: b.multi.id, answer: { selected: [idx(b.multi.id, "Two"), idx(b.multi.id, "Four")] } }, // 50 - 100 → floored 0
      { questionId: b.tf.id, answer: { answer: "False" } }, // wrong: 0
      { questionId: b.short.id, answer: { text: "Light" } }, // 50% of 2 = 1 (case-insensitive)
      { questionId: b.num.id, answer: { text: "3.145" } }, // within ±0.01: 1
      { questionId: b.match.id, answer: { chosen: ["red", "green", "green"] } }, // 2 of 3 pairs × 3 = 2
      { questionId: b.essay.id, answer: { text: "My essay" } },
      { questionId: b.code.id, answer: { text: "print(1)" } },
    ]);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const result = await submit(attempt.id, headers);
    // Objective: 2 + 0 + 0 + 1 + 1 + 2 = 6 of 20 so far.
    expect(result.body.data).toMatchObject({ status: "needs-grading", score: 6, maxScore: 20, passed: false });
    const rows = await prisma.questionAttempt.findMany({ where: { attemptId: attempt.id }, select: { questionId: true, score: true, feedback: true } });
    const score = Object.fromEntries(rows.map((x) => [x.questionId, x.score]));
    expect(score).toEqual({ [b.mc.id]: 2, [b.multi.id]: 0, [b.tf.id]: 0, [b.short.id]: 1, [b.num.id]: 1, [b.match.id]: 2, [b.essay.id]: null, [b.code.id]: null });
    expect(rows.find((x) => x.questionId === b.short.id)?.feedback).toBe("FB-light");
    expect(rows.find((x) => x.questionId === b.tf.id)?.feedback).toBe("FB-false");

    const learnerQueue = await call<Json>(r(queueRoute), { headers });
    expect(learnerQueue.status).toBe(403);
    const queue = await call<Json>(r(queueRoute), { headers: staff });
    const items = (queue.body.data.items as { answerId: string; attemptId: string; questionType: string; answer: unknown }[]).filter((i) => i.attemptId === attempt.id);
    expect(items.map((i) => i.questionType).sort()).toEqual(["code", "essay"]);
    const essay = items.find((i) => i.questionType === "essay")!;
    const code = items.find((i) => i.questionType === "code")!;
    expect(essay.answer).toEqual({ text: "My essay" });
    // Every field the grading screen reads, typed as the Prisma query gave them (the page is plain SQL).
    const submitted = await prisma.quizAttempt.findUniqueOrThrow({ where: { id: attempt.id }, select: { courseId: true, lessonId: true, submittedAt: true } });
    const essayQuestion = await prisma.question.findUniqueOrThrow({ where: { id: b.essay.id }, select: { title: true, description: true } });
    expect(essay).toEqual({
      answerId: expect.any(String), attemptId: attempt.id, questionId: b.essay.id, questionTitle: essayQuestion.title, questionType: "essay",
      questionDescription: essayQuestion.description, learnerName: expect.any(String), courseId: submitted.courseId, lessonId: submitted.lessonId,
      answer: { text: "My essay" }, maxScore: expect.any(Number), submittedAt: submitted.submittedAt?.toISOString(),
    });
    expect(queue.body.data.total).toBeGreaterThanOrEqual(2);
    const tooHigh = await call<Json>(r(gradeRoute), { method: "POST", headers: staff, params: { answerId: essay.answerId }, body: { score: 5 } });
    expect(tooHigh.status).toBe(422);
    const first = await call<Json>(r(gradeRoute), { method: "POST", headers: staff, params: { answerId: essay.answerId }, body: { score: 3, feedback: "Good argument" } });
    expect(first.body.data).toMatchObject({ attemptStatus: "needs-grading", score: 3 });
    const outboxBefore = fs.existsSync(process.env.MAIL_OUTBOX_DIR as string) ? fs.readdirSync(process.env.MAIL_OUTBOX_DIR as string).length : 0;
    const last = await call<Json>(r(gradeRoute), { method: "POST", headers: staff, params: { answerId: code.answerId }, body: { score: 2, feedback: "Works" } });
    expect(last.body.data).toMatchObject({ attemptStatus: "graded" });
    // 6 + 3 + 2 = 11 of 20 = 55% ≥ 50%: passed, the lesson completes, progress recomputes.
    const final = await prisma.quizAttempt.findUniqueOrThrow({ where: { id: attempt.id } });
    expect(final).toMatchObject({ status: "graded", score: 11, percent: 55, passed: true });
    const mail = fs.readdirSync(process.env.MAIL_OUTBOX_DIR as string);
    expect(mail.length).toBeGreaterThan(outboxBefore);
    expect(mail.some((f) => f.includes(user.email.replace(/[^a-z0-9.@-]/gi, "_").slice(0, 20)) || f.includes(user.email.split("@")[0]))).toBe(true);
    expect(await prisma.lessonCompletion.count({ where: { enrollmentId: enrollment!.id, lessonId } })).toBe(1);
    expect((await prisma.enrollment.findUniqueOrThrow({ where: { id: enrollment!.id } })).progress).toBe(50);
    expect(await quizzesPassedForCertificate(enrollment!.id)).toBe(true);
    const again = await call<Json>(r(gradeRoute), { method: "POST", headers: staff, params: { answerId: code.answerId }, body: { score: 1 } });
    expect(again.status).toBe(409);

    // Review (immediately): each question, the answer, the right answer, the mark and the feedback.
    const view = await call<Json>(r(attemptGet), { headers, params: { id: attempt.id } });
    const review = (view.body.data.attempt as Attempt).review ?? [];
    expect(review.find((x) => x.questionId === b.essay.id)).toMatchObject({ score: 3, mark: 4, feedback: "Good argument" });
    expect(review.find((x) => x.questionId === b.mc.id)).toMatchObject({ rightAnswer: "Paris", score: 2, mark: 2 });
    expect(review.find((x) => x.questionId === b.num.id)?.rightAnswer).toBe("3.14 ± 0.01");
    expect(review.find((x) => x.questionId === b.match.id)?.rightAnswer).toBe("apple → red; banana → yellow; grass → green");
  });

  it("a failed quiz does not count; a retake that passes completes the lesson; the review follows the quiz's setting", async () => {
    const a = await q({ title: "Retake", type: "true-false", options: [], correctAnswer: "True" } as Partial<QuestionFormValues>);
    const never = await quizCourse({ review: "never", slots: [{ questionId: a.id, mark: 1 }] });
    const one = await learner(never.courseId);
    const t1 = (await start(never.courseId, never.lessonId, one.headers)).body.data.attempt as Attempt;
    await save(t1.id, one.headers, [{ questionId: a.id, answer: { answer: "False" } }]);
    const failed = await submit(t1.id, one.headers);
    expect(failed.body.data).toMatchObject({ status: "graded", passed: false, percent: 0 });
    expect(failed.body.data.review).toBeUndefined();
    expect(await quizzesPassedForCertificate(one.enrollment!.id)).toBe(false);
    expect(await prisma.lessonCompletion.count({ where: { enrollmentId: one.enrollment!.id } })).toBe(0);
    const t2 = (await start(never.courseId, never.lessonId, one.headers)).body.data.attempt as Attempt;
    expect(t2.number).toBe(2);
    await save(t2.id, one.headers, [{ questionId: a.id, answer: { answer: "True" } }]);
    expect((await submit(t2.id, one.headers)).body.data).toMatchObject({ passed: true, percent: 100 });
    expect(await prisma.lessonCompletion.count({ where: { enrollmentId: one.enrollment!.id, lessonId: never.lessonId } })).toBe(1);
    // Staff still read the review of a "never" quiz.
    const staffView = await call<Json>(r(attemptGet), { headers: staff, params: { id: t2.id } });
    expect((staffView.body.data.attempt as Attempt).review).toHaveLength(1);

    const afterLast = await quizCourse({ review: "after-last-attempt", maxAttempts: 2, slots: [{ questionId: a.id, mark: 1 }] });
    const two = await learner(afterLast.courseId);
    const s1 = (await start(afterLast.courseId, afterLast.lessonId, two.headers)).body.data.attempt as Attempt;
    expect((await submit(s1.id, two.headers)).body.data.review).toBeUndefined();
    const s2 = (await start(afterLast.courseId, afterLast.lessonId, two.headers)).body.data.attempt as Attempt;
    const res = await submit(s2.id, two.headers);
    expect(res.body.data.review).toEqual([expect.objectContaining({ questionId: a.id, rightAnswer: "True", answer: null, score: 0, mark: 1 })]);
  });
});

describe("review after the last attempt", () => {
  it("shows no right answer while an attempt remains, passed or not, nor while the last one is open; then every attempt's review", async () => {
    const a = await q({ title: "Last attempt", type: "true-false", options: [], correctAnswer: "True" } as Partial<QuestionFormValues>);
    const quiz = await quizCourse({ review: "after-last-attempt", maxAttempts: 3, slots: [{ questionId: a.id, mark: 1 }] });
    const { headers } = await learner(quiz.courseId);
    const attempt = async (answer: "True" | "False") => {
      const t = (await start(quiz.courseId, quiz.lessonId, headers)).body.data.attempt as Attempt;
      await save(t.id, headers, [{ questionId: a.id, answer: { answer } }]);
      return t;
    };
    const reviewOf = async (id: string) => ((await call<Json>(r(attemptGet), { headers, params: { id } })).body.data.attempt as Attempt).review;
    const first = await attempt("False");
    expect((await submit(first.id, headers)).body.data.review).toBeUndefined();
    // Passing with an attempt left opens nothing: the right answers would serve the next attempt.
    const second = await attempt("True");
    const passed = await submit(second.id, headers);
    expect(passed.body.data).toMatchObject({ passed: true });
    expect(passed.body.data.review).toBeUndefined();
    expect(await reviewOf(first.id)).toBeUndefined();
    expect(await reviewOf(second.id)).toBeUndefined();
    // The last attempt, open: the earlier ones stay closed to review until it is submitted.
    const last = await attempt("False");
    expect(await reviewOf(first.id)).toBeUndefined();
    expect(JSON.stringify((await call<Json>(r(listRoute), { headers, params: { courseId: quiz.courseId, lessonId: quiz.lessonId } })).body)).not.toContain('"True"');
    const final = await submit(last.id, headers);
    expect(final.body.data.review).toEqual([expect.objectContaining({ questionId: a.id, rightAnswer: "True" })]);
    expect(await reviewOf(first.id)).toEqual([expect.objectContaining({ rightAnswer: "True", answer: { answer: "False" } })]);
    expect(await reviewOf(second.id)).toHaveLength(1);
  });

  it("with unlimited attempts there is no last attempt: learners never see the right answers, staff always do", async () => {
    const a = await q({ title: "Unlimited", type: "true-false", options: [], correctAnswer: "True" } as Partial<QuestionFormValues>);
    const quiz = await quizCourse({ review: "after-last-attempt", slots: [{ questionId: a.id, mark: 1 }] });
    const { headers } = await learner(quiz.courseId);
    const t = (await start(quiz.courseId, quiz.lessonId, headers)).body.data.attempt as Attempt;
    await save(t.id, headers, [{ questionId: a.id, answer: { answer: "True" } }]);
    expect((await submit(t.id, headers)).body.data).toMatchObject({ passed: true });
    expect(((await call<Json>(r(attemptGet), { headers, params: { id: t.id } })).body.data.attempt as Attempt).review).toBeUndefined();
    expect(((await call<Json>(r(attemptGet), { headers: staff, params: { id: t.id } })).body.data.attempt as Attempt).review).toHaveLength(1);
  });

  it("'immediately' stays the teacher's choice: the right answers after each attempt, attempts left or not", async () => {
    const a = await q({ title: "Immediately", type: "true-false", options: [], correctAnswer: "True" } as Partial<QuestionFormValues>);
    const quiz = await quizCourse({ review: "immediately", maxAttempts: 3, slots: [{ questionId: a.id, mark: 1 }] });
    const { headers } = await learner(quiz.courseId);
    const t = (await start(quiz.courseId, quiz.lessonId, headers)).body.data.attempt as Attempt;
    expect((await submit(t.id, headers)).body.data.review).toEqual([expect.objectContaining({ rightAnswer: "True" })]);
  });
});

describe("GET /api/questions/[id]/stats", () => {
  it("matches a hand-worked example: facility and Moodle's discrimination (r with the rest of the attempt)", async () => {
    const q1 = await q({ title: "Stat 1", type: "true-false", options: [], correctAnswer: "True" } as Partial<QuestionFormValues>);
    const q2 = await q({ title: "Stat 2", type: "true-false", options: [], correctAnswer: "True" } as Partial<QuestionFormValues>);
    const { courseId, lessonId } = await quizCourse({ slots: [{ questionId: q1.id, mark: 1 }, { questionId: q2.id, mark: 1 }] });
    // Learner 1: both right; learner 2: q1 only; learner 3: neither.
    for (const [a1, a2] of [["True", "True"], ["True", "False"], ["False", "False"]]) {
      const { headers } = await learner(courseId);
      const attempt = (await start(courseId, lessonId, headers)).body.data.attempt as Attempt;
      await save(attempt.id, headers, [{ questionId: q1.id, answer: { answer: a1 } }, { questionId: q2.id, answer: { answer: a2 } }]);
      await submit(attempt.id, headers);
    }
    // q1: x = 1,1,0 and rest y = 1,0,0. Means 2/3 and 1/3; cov = 1/9, var x = var y = 2/9 → r = 0.5.
    // q2: x = 1,0,0 and rest y = 1,1,0 → by symmetry r = 0.5; facility 1/3.
    const s1 = await call<Json>(r(statsRoute), { headers: staff, params: { id: q1.id } });
    expect(s1.status).toBe(200);
    expect(s1.body.data).toEqual({ attempts: 3, facility: 0.6667, discrimination: 0.5, flags: [] });
    const s2 = await call<Json>(r(statsRoute), { headers: staff, params: { id: q2.id } });
    expect(s2.body.data).toEqual({ attempts: 3, facility: 0.3333, discrimination: 0.5, flags: [] });
    const learnerView = await call<Json>(r(statsRoute), { headers: (await learner()).headers, params: { id: q1.id } });
    expect(learnerView.status).toBe(403);
    expect((await call<Json>(r(statsRoute), { headers: staff, params: { id: "c".padEnd(25, "z") } })).status).toBe(404);
  });

  it("flags too easy, too hard and negative discrimination once there are 5 attempts", () => {
    // 5 answers all right → facility 1; x constant → r undefined.
    expect(statsFrom({ n: 5, sumX: 5, pairs: 5, pairX: 5, pairY: 2, pairXX: 5, pairYY: 1, pairXY: 2 })).toMatchObject({ facility: 1, discrimination: null, flags: ["too-easy"] });
    expect(statsFrom({ n: 5, sumX: 0.5, pairs: 0, pairX: 0, pairY: 0, pairXX: 0, pairYY: 0, pairXY: 0 }).flags).toEqual(["too-hard"]);
    // x = 1,0 and y = 0,1: r = -1.
    expect(statsFrom({ n: 5, sumX: 2.5, pairs: 2, pairX: 1, pairY: 1, pairXX: 1, pairYY: 1, pairXY: 0 })).toMatchObject({ discrimination: -1, flags: ["negative-discrimination"] });
    expect(statsFrom({ n: 4, sumX: 4, pairs: 0, pairX: 0, pairY: 0, pairXX: 0, pairYY: 0, pairXY: 0 }).flags).toEqual([]);
    expect(statsFrom(null)).toEqual({ attempts: 0, facility: null, discrimination: null, flags: [] });
  });
});
