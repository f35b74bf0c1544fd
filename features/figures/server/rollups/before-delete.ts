// Before rows that figures count are deleted with their owner (a learner, a question): note the
// days they count on, and hand back what recounts those days once the rows are gone.
import "server-only";
import { refreshCoursesFigures } from "./refresh-courses";
import { refreshAnswerFigures, refreshSessionFigures } from "./refresh-activity";
import { refreshLearnerFigures } from "./refresh-learners";
import type { Db } from "./table";

/**
 * Before learners are deleted (their enrollments, orders, answers and sessions cascade): notes the
 * days they count on, and returns what recounts those days once the rows are gone.
 */
export async function figuresOfUsers(db: Db, userIds: string[]): Promise<() => Promise<void>> {
  const where = { userId: { in: userIds } };
  const [enrollments, orders, answers, sessions] = await Promise.all([
    db.enrollment.findMany({ where, select: { courseId: true, enrolledAt: true, completedAt: true } }),
    db.order.findMany({ where: { ...where, paidAt: { not: null } }, select: { courseId: true, paidAt: true } }),
    db.questionAttempt.findMany({ where, select: { createdAt: true }, distinct: ["createdAt"] }),
    db.learningSession.findMany({ where, select: { startedAt: true } }),
  ]);
  return async () => {
    await refreshCoursesFigures(db, [...enrollments.map((e) => ({ courseId: e.courseId, at: [e.enrolledAt, e.completedAt] })), ...orders.map((o) => ({ courseId: o.courseId, at: [o.paidAt] }))]);
    await refreshAnswerFigures(db, answers.map((a) => a.createdAt));
    await refreshSessionFigures(db, sessions.map((s) => s.startedAt));
    await refreshLearnerFigures(db, userIds, enrollments.map((e) => e.enrolledAt)); // and their studied rows (refreshProgressFigures)
  };
}

/** Before questions are deleted (their answers cascade): what recounts the answer days afterwards. */
export async function answersOfQuestions(db: Db, questionIds: string[]): Promise<() => Promise<void>> {
  const days = await db.questionAttempt.findMany({ where: { questionId: { in: questionIds } }, select: { createdAt: true }, distinct: ["createdAt"] });
  return () => refreshAnswerFigures(db, days.map((d) => d.createdAt));
}
