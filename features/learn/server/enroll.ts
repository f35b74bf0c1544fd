// Self-enrollment. Free published courses only until checkout exists (a paid one answers
// PAYMENT_REQUIRED); drafts and archived courses do not exist for enrolling. The seed and the
// coming checkout pass `paidCents` to enroll in a paid course after payment.
import "server-only";
import { prisma } from "@/lib/db";
import { logActivity } from "@/lib/audit/log";
import { notifyPermitted } from "@/features/notifications/server";
import { LearningError } from "@/features/curriculum";
import { loadTree } from "@/features/curriculum/server";
import type { EnrollmentView } from "../schema";
import { computeLocks, resumeLessonId } from "./access";
import { progressOf } from "./progress";
import { refreshCourseFigures, refreshLearnerFigures } from "@/features/figures/server";

type EnrollOptions = { now?: Date; paidCents?: number };

export async function toEnrollmentView(row: { id: string; courseId: string; progress: number; enrolledAt: Date; completedAt: Date | null; lastAccessedAt: Date | null; lastLessonId: string | null }, now = new Date()): Promise<EnrollmentView> {
  const [tree, completions] = await Promise.all([
    loadTree(row.courseId),
    prisma.lessonCompletion.findMany({ where: { enrollmentId: row.id }, select: { lessonId: true } }),
  ]);
  const completed = new Set(completions.map((c) => c.lessonId));
  const locks = computeLocks(tree, row, completed, now);
  return {
    id: row.id,
    courseId: row.courseId,
    progress: row.progress,
    enrolledAt: row.enrolledAt.toISOString(),
    completedAt: row.completedAt?.toISOString() ?? null,
    lastAccessedAt: row.lastAccessedAt?.toISOString() ?? null,
    resumeLessonId: resumeLessonId({ tree, completed, locks }, row.lastLessonId),
  };
}

const SELECT = { id: true, courseId: true, progress: true, enrolledAt: true, completedAt: true, lastAccessedAt: true, lastLessonId: true, unenrolledAt: true } as const;

/** Enrolls the learner; `created` is false when they already were (the same enrollment comes back). */
export async function enroll(user: { id: string; name: string }, courseId: string, options: EnrollOptions = {}) {
  const now = options.now ?? new Date();
  const course = await prisma.course.findUnique({ where: { id: courseId }, select: { id: true, title: true, status: true, priceCents: true } });
  if (!course || course.status !== "published") throw new LearningError("course_not_found", "Course not found");
  const existing = await prisma.enrollment.findUnique({ where: { userId_courseId: { userId: user.id, courseId } }, select: SELECT });
  if (existing && !existing.unenrolledAt) return { enrollment: existing, created: false };
  if (course.priceCents > 0 && options.paidCents === undefined) {
    throw new LearningError("payment_required", "This is a paid course: buy it at checkout to enroll.");
  }
  const enrollment = await prisma.$transaction(async (tx) => {
    const row = existing
      ? // Re-enrolling resumes the earlier progress (recomputed, lessons may have changed meanwhile).
        await tx.enrollment.update({ where: { id: existing.id }, data: { unenrolledAt: null, unenrollReason: null }, select: SELECT })
      : await tx.enrollment.create({
          data: { userId: user.id, courseId, enrolledAt: now, pricePaidCents: options.paidCents ?? 0, progress: 0 },
          select: SELECT,
        });
    if (existing) {
      const [lessons, done] = await Promise.all([tx.lesson.count({ where: { courseId } }), tx.lessonCompletion.count({ where: { enrollmentId: row.id } })]);
      row.progress = progressOf(done, lessons);
      await tx.enrollment.update({ where: { id: row.id }, data: { progress: row.progress } });
    }
    await refreshCourseFigures(tx, courseId, [row.enrolledAt, row.completedAt]); // the daily rollups (docs/decisions/006-daily-rollups.md)
    await refreshLearnerFigures(tx, [user.id]);
    await logActivity({ type: "course_enrolled", message: `${user.name} enrolled in ${course.title}`, actor: user, target: { type: "course", id: courseId }, at: now }, tx);
    await notifyPermitted(["students", "read"], { type: "enrollment", title: "New enrollment", body: `${user.name} enrolled in ${course.title}`, link: "/dashboard/students", at: now }, tx);
    return row;
  });
  return { enrollment, created: true };
}

/**
 * After a visitor who registered from a course verifies their email: enroll them when the course
 * is free and published, and forget the course either way. Returns the course id when enrolled.
 */
export async function enrollAfterVerification(userId: string, now = new Date()): Promise<string | null> {
  const user = await prisma.user.findUnique({ where: { id: userId }, select: { id: true, name: true, signupCourseId: true } });
  if (!user?.signupCourseId) return null;
  const courseId = user.signupCourseId;
  await prisma.user.update({ where: { id: userId }, data: { signupCourseId: null } });
  try {
    await enroll(user, courseId, { now });
    return courseId;
  } catch (error) {
    if (error instanceof LearningError) return null;
    throw error;
  }
}
