// Submitting an attempt: claimed once by a conditional update (two simultaneous submits grade it
// once), marked with features/questions/grade.ts (never below zero for a question), one QuestionAttempt
// row per answer. Essay and code wait for staff; once every answer is marked the attempt is final,
// the item statistics take it in, and a pass completes the lesson through the player's path.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { grade } from "@/features/questions";
import type { SubmitResult } from "../../schema";
import { completeLessons } from "@/features/learn/server";
import { issueCompletionCertificates } from "@/features/learn/server";
import { DomainError } from "@/lib/errors/domain";
import { attemptNotFound } from "../errors";
import { notifyGradingWaiting } from "@/features/notifications/server";
import { ATTEMPT_SELECT, answersOf, fixedOf, loadQuestions } from "./load";
import { isManual, markingFeedback, toResponse } from "./questions";
import { addAnswerFigures, recordStats } from "@/features/figures/server";

type Db = Prisma.TransactionClient;
const round = (n: number) => Math.round(n * 100) / 100;

/** Marks the attempt final (every answer marked): score, percent, pass, statistics. */
export async function finalize(tx: Db, attemptId: string, now: Date): Promise<{ passed: boolean }> {
  const attempt = await tx.quizAttempt.findUniqueOrThrow({ where: { id: attemptId }, select: { lessonId: true, maxScore: true } });
  const quiz = await tx.quiz.findUnique({ where: { lessonId: attempt.lessonId }, select: { passPercent: true } });
  const rows = await tx.questionAttempt.findMany({ where: { attemptId }, select: { questionId: true, score: true, maxScore: true } });
  const score = round(rows.reduce((s, r) => s + (r.score ?? 0), 0));
  const percent = attempt.maxScore > 0 ? round((score / attempt.maxScore) * 100) : 100;
  const passed = percent >= (quiz?.passPercent ?? 70);
  await tx.quizAttempt.update({ where: { id: attemptId }, data: { status: "graded", gradedAt: now, score, percent, passed } });
  await recordStats(tx, rows.map((r) => ({ questionId: r.questionId, score: r.score ?? 0, maxScore: r.maxScore })), score, attempt.maxScore);
  return { passed };
}

/** A passed quiz completes its lesson (idempotent: the best attempt counts, a later fail changes nothing). */
export async function completeIfPassed(attemptId: string): Promise<void> {
  const a = await prisma.quizAttempt.findUnique({ where: { id: attemptId }, select: { passed: true, courseId: true, lessonId: true, userId: true, gradedAt: true } });
  if (!a?.passed) return;
  const user = await prisma.user.findUnique({ where: { id: a.userId }, select: { id: true, role: true, name: true } });
  if (!user) return;
  try {
    const result = await completeLessons(a.courseId, user, [{ lessonId: a.lessonId, at: a.gradedAt ?? new Date() }]);
    if (result.newlyCompleted) await issueCompletionCertificates([result.enrollmentId]);
  } catch (error) {
    // The result stands even when the lesson cannot be completed now (the learner left the course,
    // the lesson was moved behind a lock): the grade is saved, and a later pass completes it.
    if (!(error instanceof DomainError)) throw error;
    console.warn(`[quiz] attempt ${attemptId} passed but its lesson was not completed: ${error.message}`);
  }
}

function resultOf(row: { status: string; score: number | null; maxScore: number; percent: number | null; passed: boolean | null }): SubmitResult {
  return {
    status: row.status === "graded" ? "graded" : "needs-grading",
    score: row.score ?? 0,
    maxScore: row.maxScore,
    percent: row.percent ?? 0,
    passed: row.passed === true,
  };
}

export async function submitAttempt(attemptId: string, userId: string, now = new Date()): Promise<SubmitResult> {
  const outcome = await prisma.$transaction(async (tx) => {
    const row = await tx.quizAttempt.findUnique({ where: { id: attemptId }, select: ATTEMPT_SELECT });
    if (!row || row.userId !== userId) throw attemptNotFound();
    // An attempt past its deadline counts as submitted at the deadline.
    const at = row.dueAt && row.dueAt.getTime() < now.getTime() ? row.dueAt : now;
    const claim = await tx.quizAttempt.updateMany({ where: { id: attemptId, status: "open" }, data: { status: "needs-grading", submittedAt: at } });
    if (claim.count === 0) {
      const done = await tx.quizAttempt.findUniqueOrThrow({ where: { id: attemptId }, select: ATTEMPT_SELECT });
      return { result: resultOf(done), fresh: false };
    }
    const fixed = fixedOf(row);
    const answers = answersOf(row);
    const bank = await loadQuestions(fixed.map((f) => f.questionId), tx);
    let waiting = false;
    const data: Prisma.QuestionAttemptCreateManyInput[] = [];
    for (const f of fixed) {
      const q = bank.get(f.questionId);
      if (!q || q.type === "description") continue;
      const answer = answers[f.questionId] ?? null;
      const base = { attemptId, questionId: q._id, userId, answer: JSON.stringify(answer), maxScore: f.mark, createdAt: at };
      if (isManual(q.type)) {
        // An essay left blank has nothing to read: it scores zero without waiting for staff.
        const blank = !answer || !("text" in answer) || answer.text.trim() === "";
        if (!blank) waiting = true;
        data.push({ ...base, isCorrect: false, score: blank ? 0 : null, gradedAt: blank ? at : null });
        continue;
      }
      const response = toResponse(q, f, answer ?? undefined);
      const marked = response ? grade(q, response) : null;
      const fraction = Math.max(0, marked?.fraction ?? 0);
      data.push({ ...base, isCorrect: fraction >= 1, score: round(fraction * f.mark), feedback: markingFeedback(q, response, marked?.feedback ?? []), gradedAt: at });
    }
    if (data.length) await tx.questionAttempt.createMany({ data });
    // The daily rollups (docs/decisions/006-daily-rollups.md): this attempt's answers added to their day, not the day recounted.
    if (data.length) await addAnswerFigures(tx, [{ at, answers: data.length, correct: data.filter((d) => d.isCorrect).length }]);
    if (!waiting) {
      await finalize(tx, attemptId, at);
    } else {
      const provisional = round(data.reduce((s, d) => s + (d.score ?? 0), 0));
      await tx.quizAttempt.update({ where: { id: attemptId }, data: { score: provisional, percent: row.maxScore > 0 ? round((provisional / row.maxScore) * 100) : 0 } });
      await notifyGradingWaiting(tx, { lessonId: row.lessonId, userId }, at);
    }
    const done = await tx.quizAttempt.findUniqueOrThrow({ where: { id: attemptId }, select: ATTEMPT_SELECT });
    return { result: resultOf(done), fresh: true };
  });
  if (outcome.fresh && outcome.result.passed) await completeIfPassed(attemptId);
  return outcome.result;
}
