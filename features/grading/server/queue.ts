// The grading queue: essay and code answers waiting for a mark. Grading the last one of an attempt
// makes its result final (score, pass, statistics, lesson completion) and emails the learner.
import "server-only";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/db/aggregate-cache";
import { getEnv } from "@/lib/env";
import { queueMail } from "@/lib/email/queue";
import type { Prisma } from "@/lib/generated/prisma/client";
import { quizGradedEmail } from "@/features/quizzes";
import { invalidQuiz, alreadyFinal, answerNotFound } from "@/features/quizzes";
import { completeIfPassed, finalize } from "@/features/quizzes/server";
import { addAnswerFigures } from "@/features/figures/server";

const waitingWhere = { attemptId: { not: null }, gradedAt: null, attempt: { status: "needs-grading" } };

/** How many answers wait for a mark (the sidebar's badge): driven by the attempts' status index. */
export function gradingQueueCount(): Promise<number> {
  return prisma.questionAttempt.count({ where: waitingWhere });
}

type QueueRow = {
  id: string;
  attemptId: string | null;
  questionId: string;
  answer: string;
  maxScore: number;
  questionTitle: string;
  questionType: string;
  questionDescription: string | null;
  learnerName: string;
  courseId: string | null;
  lessonId: string | null;
  submittedAt: unknown;
};

const asDate = (value: unknown): Date | null => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(value as string | number));

/**
 * One page of the queue as one SQL statement (portable to both databases; docs/decisions/010-hot-pages-in-one-statement.md): as a Prisma
 * query with its question, learner and attempt it was four statements with their plans interpreted.
 * The total is cached like every list total (lib/db/aggregate-cache.ts: any write to an answer or
 * an attempt forgets it). Oldest first; the answer's id breaks ties so pages never overlap.
 */
export async function gradingQueue(limit = 50, offset = 0) {
  const [rows, total] = await Promise.all([
    prisma.$queryRaw<QueueRow[]>`
      SELECT qa."id", qa."attemptId", qa."questionId", qa."answer", qa."maxScore",
             q."title" AS "questionTitle", q."type" AS "questionType", q."description" AS "questionDescription",
             u."name" AS "learnerName", a."courseId", a."lessonId", a."submittedAt"
      FROM "QuestionAttempt" qa
      JOIN "QuizAttempt" a ON a."id" = qa."attemptId"
      JOIN "Question" q ON q."id" = qa."questionId"
      JOIN "User" u ON u."id" = qa."userId"
      WHERE qa."gradedAt" IS NULL AND a."status" = 'needs-grading'
      ORDER BY qa."createdAt" ASC, qa."id" ASC
      LIMIT ${limit} OFFSET ${offset}`,
    cachedAggregate("grading:count", gradingQueueCount),
  ]);
  return {
    total,
    items: rows.map((r) => ({
      answerId: r.id,
      attemptId: r.attemptId ?? "",
      questionId: r.questionId,
      questionTitle: r.questionTitle,
      questionType: r.questionType,
      questionDescription: r.questionDescription,
      learnerName: r.learnerName,
      courseId: r.courseId ?? "",
      lessonId: r.lessonId ?? "",
      answer: JSON.parse(r.answer) as unknown,
      maxScore: Number(r.maxScore),
      submittedAt: asDate(r.submittedAt)?.toISOString() ?? null,
    })),
  };
}

export async function gradeAnswer(answerId: string, input: { score: number; feedback: string }, graderId: string, now = new Date()) {
  const answer = await prisma.questionAttempt.findUnique({ where: { id: answerId }, select: { attemptId: true, maxScore: true } });
  if (!answer?.attemptId) throw answerNotFound();
  if (input.score > answer.maxScore) throw invalidQuiz({ score: [`Score must be at most ${answer.maxScore}`] });
  const attemptId = answer.attemptId;
  const outcome = await prisma.$transaction(async (tx) => {
    const attempt = await tx.quizAttempt.findUniqueOrThrow({ where: { id: attemptId }, select: { status: true } });
    if (attempt.status !== "needs-grading") throw alreadyFinal();
    // The mark first (this write holds the row until commit, so a second grader of the same answer
    // waits and then reads this one's isCorrect), then the change of isCorrect, if any, goes to the
    // daily rollups (docs/decisions/006-daily-rollups.md) as a ±1 on its day rather than a recount of the day.
    const before = await tx.questionAttempt.update({
      where: { id: answerId },
      data: { score: input.score, feedback: input.feedback, gradedAt: now, gradedById: graderId },
      select: { isCorrect: true, createdAt: true },
    });
    const isCorrect = input.score >= answer.maxScore;
    if (isCorrect !== before.isCorrect) {
      await tx.questionAttempt.update({ where: { id: answerId }, data: { isCorrect }, select: { id: true } });
      await addAnswerFigures(tx, [{ at: before.createdAt, answers: 0, correct: isCorrect ? 1 : -1 }]);
    }
    const waiting = await tx.questionAttempt.count({ where: { attemptId, gradedAt: null } });
    if (waiting > 0) return { final: false };
    // Conditional claim: two graders finishing at once finalize the attempt once.
    const claim = await tx.quizAttempt.updateMany({ where: { id: attemptId, status: "needs-grading" }, data: { status: "graded" } });
    if (claim.count === 0) return { final: false };
    await finalize(tx, attemptId, now);
    await queueResultEmail(tx, attemptId);
    return { final: true };
  });
  if (outcome.final) await completeIfPassed(attemptId);
  const status = (await prisma.quizAttempt.findUniqueOrThrow({ where: { id: attemptId }, select: { status: true } })).status as "needs-grading" | "graded";
  return { answerId, score: input.score, attemptStatus: status };
}

/** The learner's result, queued in the transaction that makes it final (docs/domain/jobs.md). */
async function queueResultEmail(tx: Prisma.TransactionClient, attemptId: string) {
  const a = await tx.quizAttempt.findUniqueOrThrow({ where: { id: attemptId }, select: { courseId: true, lessonId: true, percent: true, passed: true, userId: true } });
  const [user, lesson] = await Promise.all([
    tx.user.findUnique({ where: { id: a.userId }, select: { name: true, email: true } }),
    tx.lesson.findUnique({ where: { id: a.lessonId }, select: { title: true } }),
  ]);
  if (!user) return;
  const url = `${getEnv().APP_URL}/learn/${a.courseId}/${a.lessonId}`;
  await queueMail({ to: user.email, ...quizGradedEmail({ name: user.name, quizTitle: lesson?.title ?? "your quiz", percent: a.percent ?? 0, passed: a.passed === true, url }) }, { db: tx });
}
