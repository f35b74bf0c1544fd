// The review of a finished attempt (the right answers and feedback), shown as the quiz's review
// setting allows: "immediately" once submitted, even while attempts remain (the teacher's choice,
// as in Moodle; the builder says so beside the option); "after-last-attempt" only once the quiz is
// closed to this learner: every attempt allowed is used and none is open. Passing early opens
// nothing, since the answers would serve the attempts left, and a quiz with unlimited attempts has
// no last attempt, so its learners never see them; "never" for learners. Staff always see it.
import "server-only";
import { prisma } from "@/lib/db";
import { isStaffViewer, type Viewer } from "@/features/learn/server";
import { attemptNotFound } from "../errors";
import { ATTEMPT_SELECT, fixedOf, loadQuestions, type AttemptRow } from "./load";
import { rightAnswer } from "./questions";
import { settle, toView } from "./attempts";
import type { ReviewItem } from "../../schema";

export async function reviewAllowed(row: Pick<AttemptRow, "status" | "lessonId" | "userId">, staff = false): Promise<boolean> {
  if (row.status === "open") return false;
  if (staff) return true;
  const quiz = await prisma.quiz.findUnique({ where: { lessonId: row.lessonId }, select: { review: true, maxAttempts: true } });
  if (!quiz || quiz.review === "never") return false;
  if (quiz.review === "immediately") return true;
  if (quiz.maxAttempts === null) return false;
  const [used, open] = await Promise.all([
    prisma.quizAttempt.count({ where: { lessonId: row.lessonId, userId: row.userId } }),
    prisma.quizAttempt.count({ where: { lessonId: row.lessonId, userId: row.userId, status: "open" } }),
  ]);
  return used >= quiz.maxAttempts && open === 0;
}

export async function buildReview(row: AttemptRow): Promise<ReviewItem[]> {
  const fixed = fixedOf(row);
  const [bank, answers] = await Promise.all([
    loadQuestions(fixed.map((f) => f.questionId)),
    prisma.questionAttempt.findMany({ where: { attemptId: row.id }, select: { questionId: true, answer: true, score: true, feedback: true } }),
  ]);
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  return fixed.flatMap((f) => {
    const q = bank.get(f.questionId);
    if (!q) return [];
    const a = byQuestion.get(f.questionId);
    const feedback = [a?.feedback ?? "", q.generalFeedback].filter(Boolean).join("\n");
    return [{ questionId: q._id, title: q.title, type: q.type, answer: a ? (JSON.parse(a.answer) as unknown) : null, rightAnswer: rightAnswer(q), score: a?.score ?? null, mark: f.mark, feedback }];
  });
}

/** GET an attempt: its owner, or staff (courses update). Review included when allowed. */
export async function getAttempt(attemptId: string, viewer: NonNullable<Viewer>, now = new Date()) {
  const found = await prisma.quizAttempt.findUnique({ where: { id: attemptId }, select: ATTEMPT_SELECT });
  const staff = isStaffViewer(viewer);
  if (!found || (found.userId !== viewer.id && !staff)) throw attemptNotFound();
  const row = await settle(found, now);
  const view = await toView(row);
  return (await reviewAllowed(row, staff && row.userId !== viewer.id)) ? { ...view, review: await buildReview(row) } : view;
}
