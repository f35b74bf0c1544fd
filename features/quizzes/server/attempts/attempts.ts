// Starting, resuming, saving and reading quiz attempts. The server owns the clock: an answer after
// the deadline is refused, and an open attempt past it is submitted with what was saved whenever
// it is next touched (start, save, read, list).
import "server-only";
import { prisma } from "@/lib/db";
import { forbidden, notFound, validationFailed } from "@/lib/errors/domain";
import { lockedError, playerContext, type Viewer } from "@/features/learn/server";
import type { AttemptView } from "../../schema";
import { attemptClosed, attemptNotFound, noAttemptsLeft, quizNotFound, quizUnavailable } from "../errors";
import { drawIds, fixedIds, readSlots } from "../settings";
import type { AnswerValue } from "../../schema";
import { ATTEMPT_SELECT, answersOf, fixedOf, loadQuestions, type AttemptRow } from "./load";
import { fixQuestion, shuffled, toAttemptQuestion, type FixedQuestion } from "./questions";
import { submitAttempt } from "./submit";

const MINUTE = 60_000;

export async function extraMinutesFor(lessonId: string, userId: string): Promise<number> {
  const row = await prisma.quizAccommodation.findUnique({ where: { lessonId_userId: { lessonId, userId } }, select: { extraMinutes: true } });
  return row?.extraMinutes ?? 0;
}

/** Submits the attempt with its saved answers if its deadline has passed; answers the fresh row. */
export async function settle(row: AttemptRow, now = new Date()): Promise<AttemptRow> {
  if (row.status !== "open" || !row.dueAt || row.dueAt.getTime() > now.getTime()) return row;
  await submitAttempt(row.id, row.userId, now);
  return (await prisma.quizAttempt.findUnique({ where: { id: row.id }, select: ATTEMPT_SELECT })) ?? row;
}

async function settleOpen(lessonId: string, userId: string, now: Date): Promise<AttemptRow | null> {
  const open = await prisma.quizAttempt.findFirst({ where: { lessonId, userId, status: "open" }, select: ATTEMPT_SELECT, orderBy: { number: "desc" } });
  if (!open) return null;
  const settled = await settle(open, now);
  return settled.status === "open" ? settled : null;
}

/** The learner's quiz: enrolled, the lesson a quiz, not locked. */
async function quizFor(courseId: string, lessonId: string, viewer: NonNullable<Viewer>, now: Date) {
  const ctx = await playerContext(courseId, viewer, now, { requireEnrollment: true });
  if (!ctx.enrollment) throw forbidden("Enroll in this course to take its quizzes", "NOT_ENROLLED");
  const lesson = ctx.tree.flatMap((s) => s.lessons).find((l) => l.id === lessonId);
  if (!lesson) throw notFound("Lesson not found");
  const lock = ctx.locks.lessons.get(lessonId);
  if (lock?.locked) throw lockedError(lock);
  const quiz = await prisma.quiz.findUnique({ where: { lessonId } });
  if (!quiz || quiz.courseId !== courseId) throw quizNotFound();
  return quiz;
}

/** Picks the attempt's questions: fixed slots as set, draws at random without repeating a question. */
async function drawQuestions(slots: ReturnType<typeof readSlots>, shuffle: boolean): Promise<FixedQuestion[]> {
  const fixed = fixedIds(slots);
  const taken = new Set<string>(fixed);
  const picks: { questionId: string; mark: number }[] = [];
  for (const slot of slots) {
    if ("questionId" in slot) {
      picks.push({ questionId: slot.questionId, mark: slot.mark });
      continue;
    }
    // The database picks at random (ORDER BY random() LIMIT n): reading the whole pool to shuffle
    // it here grew with the bank (bench/RESULTS.md §6: the start p50 at 100k learners).
    const ids = await drawIds(slot.draw, [...taken], slot.draw.count);
    if (ids.length < slot.draw.count) throw quizUnavailable();
    for (const id of ids) {
      taken.add(id);
      picks.push({ questionId: id, mark: slot.mark });
    }
  }
  const bank = await loadQuestions(picks.map((p) => p.questionId));
  if (picks.some((p) => !bank.has(p.questionId))) throw quizUnavailable();
  const ordered = shuffle ? shuffled(picks) : picks;
  return ordered.map((p) => fixQuestion(bank.get(p.questionId)!, p.mark, shuffle));
}

export async function toView(row: AttemptRow): Promise<AttemptView> {
  const fixed = fixedOf(row);
  const bank = await loadQuestions(fixed.map((f) => f.questionId));
  return {
    id: row.id,
    number: row.number,
    status: row.status as AttemptView["status"],
    startedAt: row.startedAt.toISOString(),
    dueAt: row.dueAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    questions: fixed.flatMap((f) => {
      const q = bank.get(f.questionId);
      return q ? [toAttemptQuestion(q, f)] : [];
    }),
    answers: answersOf(row),
    score: row.score,
    maxScore: row.maxScore,
    percent: row.percent,
    passed: row.passed,
  };
}

/**
 * Starts an attempt, or resumes the open one (`resumed: true`): one open attempt per learner and
 * quiz. The attempt limit counts every attempt started.
 */
export async function startAttempt(courseId: string, lessonId: string, viewer: NonNullable<Viewer>, now = new Date()): Promise<{ row: AttemptRow; resumed: boolean }> {
  const quiz = await quizFor(courseId, lessonId, viewer, now);
  const open = await settleOpen(lessonId, viewer.id, now);
  if (open) return { row: open, resumed: true };
  const used = await prisma.quizAttempt.count({ where: { lessonId, userId: viewer.id } });
  if (quiz.maxAttempts !== null && used >= quiz.maxAttempts) throw noAttemptsLeft();
  const questions = await drawQuestions(readSlots(quiz), quiz.shuffle);
  const extra = await extraMinutesFor(lessonId, viewer.id);
  const dueAt = quiz.timeLimitMinutes !== null ? new Date(now.getTime() + (quiz.timeLimitMinutes + extra) * MINUTE) : null;
  try {
    const row = await prisma.quizAttempt.create({
      data: {
        lessonId,
        courseId,
        userId: viewer.id,
        number: used + 1,
        startedAt: now,
        dueAt,
        questions: JSON.stringify(questions),
        maxScore: questions.reduce((sum, q) => sum + q.mark, 0),
      },
      select: ATTEMPT_SELECT,
    });
    return { row, resumed: false };
  } catch (error) {
    // A concurrent start took this number: answer the attempt it made.
    if ((error as { code?: unknown }).code === "P2002") {
      const again = await settleOpen(lessonId, viewer.id, now);
      if (again) return { row: again, resumed: true };
    }
    throw error;
  }
}

/** The caller's own attempt (anyone else's is 404), settled if its time is up. */
export async function ownAttempt(attemptId: string, userId: string, now = new Date()): Promise<AttemptRow> {
  const row = await prisma.quizAttempt.findUnique({ where: { id: attemptId }, select: ATTEMPT_SELECT });
  if (!row || row.userId !== userId) throw attemptNotFound();
  return settle(row, now);
}

/** Saves answers (merged over those saved before). Refused once the attempt is closed. */
export async function saveAnswers(attemptId: string, userId: string, answers: { questionId: string; answer: AnswerValue }[], now = new Date()): Promise<AttemptRow> {
  const row = await ownAttempt(attemptId, userId, now);
  if (row.status !== "open") throw attemptClosed();
  const inAttempt = new Set(fixedOf(row).map((f) => f.questionId));
  const stray = answers.find((a) => !inAttempt.has(a.questionId));
  if (stray) throw validationFailed({ answers: [`Question ${stray.questionId} is not part of this attempt`] }, "That question is not part of this attempt");
  return prisma.$transaction(async (tx) => {
    const current = await tx.quizAttempt.findUnique({ where: { id: attemptId }, select: { answers: true, status: true } });
    if (!current || current.status !== "open") throw attemptClosed();
    const merged = { ...answersOf(current), ...Object.fromEntries(answers.map((a) => [a.questionId, a.answer])) };
    // Conditional on still being open, so a submit that got there first is never overwritten.
    const { count } = await tx.quizAttempt.updateMany({ where: { id: attemptId, status: "open" }, data: { answers: JSON.stringify(merged) } });
    if (count === 0) throw attemptClosed();
    return { ...row, answers: JSON.stringify(merged) };
  });
}

/** The learner's attempts at a quiz, with what is left and the best result. */
export async function listAttempts(courseId: string, lessonId: string, viewer: NonNullable<Viewer>, now = new Date()) {
  const quiz = await quizFor(courseId, lessonId, viewer, now);
  await settleOpen(lessonId, viewer.id, now);
  const rows = await prisma.quizAttempt.findMany({ where: { lessonId, userId: viewer.id }, select: ATTEMPT_SELECT, orderBy: { number: "asc" } });
  const finals = rows.filter((r) => r.status === "graded" && r.percent !== null);
  const best = finals.length ? Math.max(...finals.map((r) => r.percent ?? 0)) : null;
  const slots = readSlots(quiz);
  return {
    quiz: {
      passPercent: quiz.passPercent,
      timeLimitMinutes: quiz.timeLimitMinutes,
      maxAttempts: quiz.maxAttempts,
      review: quiz.review as "immediately" | "after-last-attempt" | "never",
      questionCount: slots.reduce((n, s) => n + ("draw" in s ? s.draw.count : 1), 0),
      extraMinutes: await extraMinutesFor(lessonId, viewer.id),
    },
    attempts: rows.map((r) => ({
      id: r.id,
      number: r.number,
      status: r.status as AttemptView["status"],
      startedAt: r.startedAt.toISOString(),
      submittedAt: r.submittedAt?.toISOString() ?? null,
      score: r.score,
      maxScore: r.maxScore,
      percent: r.percent,
      passed: r.passed,
    })),
    attemptsLeft: quiz.maxAttempts === null ? null : Math.max(0, quiz.maxAttempts - rows.length),
    bestPercent: best,
    passed: rows.some((r) => r.passed === true),
  };
}

/** Staff grant: extra minutes on one quiz for one learner; open attempts get the new deadline. */
export async function setAccommodation(lessonId: string, userId: string, extraMinutes: number) {
  const quiz = await prisma.quiz.findUnique({ where: { lessonId }, select: { timeLimitMinutes: true } });
  if (!quiz) throw quizNotFound();
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true } });
  if (!user) throw notFound("Learner not found");
  await prisma.quizAccommodation.upsert({ where: { lessonId_userId: { lessonId, userId } }, create: { lessonId, userId, extraMinutes }, update: { extraMinutes } });
  if (quiz.timeLimitMinutes !== null) {
    const open = await prisma.quizAttempt.findMany({ where: { lessonId, userId, status: "open" }, select: { id: true, startedAt: true } });
    for (const a of open) {
      await prisma.quizAttempt.update({ where: { id: a.id }, data: { dueAt: new Date(a.startedAt.getTime() + (quiz.timeLimitMinutes + extraMinutes) * MINUTE) } });
    }
  }
  return { lessonId, userId, extraMinutes };
}
