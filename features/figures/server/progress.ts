// Enrollment progress is derived, never typed (docs/architecture.md, convention 14): round(100 × completed lessons /
// lessons), recomputed inside the transaction of whatever changed it (a completion, a lesson added
// or removed). completedAt is stamped the first time progress reaches 100 and kept afterwards: a
// lesson added later lowers the bar but does not undo the learner's completion. A maintained figure
// like the rollups it refreshes, so the curriculum's writes and the learner's completions both call
// it without importing each other.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { recordWrite } from "@/lib/db/aggregate-cache";
import { refreshCourseFigures } from "./rollups/refresh-courses";
import { refreshProgressFigures } from "./rollups/refresh-learners";

type Tx = Prisma.TransactionClient;

export const progressOf = (completed: number, lessons: number) => (lessons > 0 ? Math.round((100 * completed) / lessons) : 0);

export type Recomputed = { id: string; progress: number; completedAt: Date | null; newlyCompleted: boolean };

/** One enrollment, after a completion. */
export async function recomputeEnrollment(tx: Tx, enrollmentId: string, courseId: string, now: Date): Promise<Recomputed> {
  const [lessons, completed, current] = await Promise.all([
    tx.lesson.count({ where: { courseId } }),
    tx.lessonCompletion.count({ where: { enrollmentId } }),
    tx.enrollment.findUniqueOrThrow({ where: { id: enrollmentId }, select: { completedAt: true, enrolledAt: true, userId: true } }),
  ]);
  const progress = progressOf(completed, lessons);
  const newlyCompleted = progress === 100 && current.completedAt === null;
  const completedAt = newlyCompleted ? now : current.completedAt;
  await tx.enrollment.update({ where: { id: enrollmentId }, data: { progress, completedAt } });
  await refreshCourseFigures(tx, courseId, [current.enrolledAt, completedAt]); // the daily rollups (docs/decisions/006-daily-rollups.md)
  await refreshProgressFigures(tx, [current.userId]); // the learner's mean progress (Students card)
  return { id: enrollmentId, progress, completedAt, newlyCompleted };
}

/**
 * Every enrollment of a course, after its lessons changed: one UPDATE whatever the number of
 * learners. Returns the enrollments that reached 100 through this change (their emails follow).
 */
export async function recomputeCourse(tx: Tx, courseId: string, now: Date): Promise<{ id: string; userId: string }[]> {
  const [lessons, enrolled] = await Promise.all([tx.lesson.count({ where: { courseId } }), tx.enrollment.count({ where: { courseId } })]);
  if (enrolled === 0) return [];
  if (lessons === 0) {
    await tx.enrollment.updateMany({ where: { courseId, progress: { not: 0 } }, data: { progress: 0 } });
    const touched = await tx.enrollment.findMany({ where: { courseId, unenrolledAt: null }, select: { enrolledAt: true, userId: true } });
    await refreshCourseFigures(tx, courseId, touched.map((e) => e.enrolledAt)); // the daily rollups (docs/decisions/006-daily-rollups.md)
    await refreshProgressFigures(tx, touched.map((e) => e.userId));
    return [];
  }
  await tx.$executeRaw`
    UPDATE "Enrollment" SET "progress" = CAST(ROUND(100.0 * (
      SELECT COUNT(*) FROM "LessonCompletion" c WHERE c."enrollmentId" = "Enrollment"."id"
    ) / ${lessons}) AS INTEGER)
    WHERE "courseId" = ${courseId}`;
  recordWrite("Enrollment");
  const reached = await tx.enrollment.findMany({ where: { courseId, progress: 100, completedAt: null }, select: { id: true, userId: true } });
  if (reached.length > 0) await tx.enrollment.updateMany({ where: { id: { in: reached.map((r) => r.id) } }, data: { completedAt: now } });
  // Every enrolled day's progress moved: the daily rollups (docs/decisions/006-daily-rollups.md) of all of them.
  const touched = await tx.enrollment.findMany({ where: { courseId, unenrolledAt: null }, select: { enrolledAt: true, completedAt: true, userId: true } });
  await refreshCourseFigures(tx, courseId, touched.flatMap((e) => [e.enrolledAt, e.completedAt]));
  await refreshProgressFigures(tx, touched.map((e) => e.userId)); // each learner's mean progress (Students card)
  return reached;
}
