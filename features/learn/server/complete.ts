// Completing lessons: the events, and the progress derived from them in the same transaction.
import "server-only";
import { prisma } from "@/lib/db";
import { logActivity } from "@/lib/audit/log";
import { forbidden, notFound } from "@/lib/errors/domain";
import { computeLocks, lockedError, playerContext, type Viewer } from "./access";
import { recomputeEnrollment } from "@/features/figures/server";
import { queueCompletionEmails } from "./progress";

type Learner = NonNullable<Viewer> & { name: string };
export type CompletionResult = { progress: number; completedAt: Date | null; newlyCompleted: boolean; enrollmentId: string };

/**
 * Completes lessons in order, each at its own time (the player sends one; the seed replays a
 * learner's history with several). Each is checked against the locks as they stood at its time, and
 * progress is recomputed once, in the transaction that records them. Completing a completed lesson
 * changes nothing. `newlyCompleted`: the course has just reached 100%.
 */
export async function completeLessons(courseId: string, viewer: Learner, items: { lessonId: string; at: Date }[]): Promise<CompletionResult> {
  const first = items[0]?.at ?? new Date();
  const ctx = await playerContext(courseId, viewer, first, { requireEnrollment: true });
  const enrollment = ctx.enrollment;
  if (!enrollment) throw forbidden("Enroll in this course to record your progress", "NOT_ENROLLED");
  const inCourse = new Set(ctx.tree.flatMap((s) => s.lessons.map((l) => l.id)));
  const completed = new Set(ctx.completed);
  const fresh: { lessonId: string; at: Date }[] = [];
  for (const item of items) {
    if (!inCourse.has(item.lessonId)) throw notFound("Lesson not found");
    const lock = computeLocks(ctx.tree, enrollment, completed, item.at).lessons.get(item.lessonId);
    if (lock?.locked) throw lockedError(lock);
    if (completed.has(item.lessonId)) continue;
    completed.add(item.lessonId);
    fresh.push(item);
  }
  if (fresh.length === 0) return { progress: enrollment.progress, completedAt: enrollment.completedAt, newlyCompleted: false, enrollmentId: enrollment.id };
  const last = fresh[fresh.length - 1].at;
  const result = await prisma.$transaction(async (tx) => {
    // A concurrent call may have recorded one of them first: the unique key keeps one row each.
    const existing = new Set((await tx.lessonCompletion.findMany({ where: { enrollmentId: enrollment.id, lessonId: { in: fresh.map((f) => f.lessonId) } }, select: { lessonId: true } })).map((r) => r.lessonId));
    const rows = fresh.filter((f) => !existing.has(f.lessonId)).map((f) => ({ enrollmentId: enrollment.id, lessonId: f.lessonId, completedAt: f.at }));
    if (rows.length > 0) await tx.lessonCompletion.createMany({ data: rows });
    const recomputed = await recomputeEnrollment(tx, enrollment.id, courseId, last);
    if (recomputed.newlyCompleted) {
      await logActivity({ type: "course_completed", message: `${viewer.name} completed ${ctx.course.title}`, actor: viewer, target: { type: "course", id: courseId }, at: last }, tx);
      await queueCompletionEmails(tx, [enrollment.id]);
    }
    return recomputed;
  });
  return { progress: result.progress, completedAt: result.completedAt, newlyCompleted: result.newlyCompleted, enrollmentId: enrollment.id };
}

/** The player's "Mark as complete" (and a video at 90%): one lesson, now. */
export function completeLesson(courseId: string, lessonId: string, viewer: Learner, now = new Date()): Promise<CompletionResult> {
  return completeLessons(courseId, viewer, [{ lessonId, at: now }]);
}
