// Enrolling: the one writer of an enrollment (enroll), whichever path grants it: a learner in a free
// course (enrollSelf, and a visitor who registered from a course page once verified), a paid order's
// fulfilment, and a staff member enrolling a learner. Each source keeps its own rules and answers;
// the row, the figures and the activity log are written here once.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { prisma } from "@/lib/db";
import { logActivity } from "@/lib/audit/log";
import { conflict, DomainError, notFound, validationFailed } from "@/lib/errors/domain";
import { notifyPermitted } from "@/features/notifications/server";
import { enrollmentsChanged } from "@/features/figures/server";
import { loadTree } from "@/features/curriculum/server";
import type { EnrollmentView } from "../schema";
import { computeLocks, resumeLessonId } from "./access";
import { progressOf } from "@/features/figures/server";

type Tx = Prisma.TransactionClient;

/**
 * Who grants an enrollment. Open to more sources and to more detail per source (a reason, an
 * order id): each adds its case here and its rule to enroll().
 */
export type EnrollmentSource =
  /** The learner, in a free published course. */
  | { type: "self" }
  /** A paid order's fulfilment: the price paid is recorded, on a resumed enrollment too. */
  | { type: "order"; paidCents: number }
  /** A staff member enrolling the learner; `reason` says why, when given (a complimentary enrollment). */
  | { type: "staff"; actor: { id: string; name: string }; reason?: string | null };

export type EnrollInput = {
  learner: { id: string; name: string };
  courseId: string;
  source: EnrollmentSource;
  now?: Date;
};

const SELECT = { id: true, courseId: true, progress: true, enrolledAt: true, completedAt: true, lastAccessedAt: true, lastLessonId: true, unenrolledAt: true } as const;

export type EnrollmentRow = Prisma.EnrollmentGetPayload<{ select: typeof SELECT }>;

/**
 * Enrolls the learner in the course inside `tx`: creates their one enrollment, or resumes the one
 * they left (its earlier progress recomputed: lessons may have changed meanwhile), then refreshes
 * the figures and writes the activity log. `status` is "already" when they were enrolled: nothing is
 * written, and the self and order paths answer with that enrollment; staff are refused.
 * The rules per source: a learner enrolls only in a free published course; staff only in a
 * published one; an order's course was checked at checkout.
 */
export async function enroll(tx: Tx, input: EnrollInput): Promise<{ enrollment: EnrollmentRow; status: "created" | "resumed" | "already"; course: { id: string; title: string } | null }> {
  const { learner, courseId, source } = input;
  const now = input.now ?? new Date();
  const course = await tx.course.findUnique({ where: { id: courseId }, select: { id: true, title: true, status: true, priceCents: true } });
  const existing = await tx.enrollment.findUnique({ where: { userId_courseId: { userId: learner.id, courseId } }, select: SELECT });
  const active = existing && !existing.unenrolledAt ? existing : null;
  if (source.type === "self") {
    if (!course || course.status !== "published") throw notFound("Course not found");
    if (active) return { enrollment: active, status: "already", course };
    if (course.priceCents > 0) throw new DomainError("PAYMENT_REQUIRED", "This is a paid course: buy it at checkout to enroll.");
  } else if (source.type === "staff") {
    if (!course) throw notFound("Course not found");
    if (active) throw conflict(`${learner.name} is already enrolled in ${course.title}`, "ALREADY_ENROLLED");
    if (course.status !== "published") throw validationFailed({ courseId: [`"${course.title}" is not open for enrollment`] });
  } else if (active) return { enrollment: active, status: "already", course };

  // A complimentary grant is marked by the staff path after this (orders' recordComplimentary); any
  // other enrollment, a resumed one included, is not complimentary.
  const paid = { complimentary: false, ...(source.type === "order" ? { pricePaidCents: source.paidCents } : {}) };
  let enrollment: EnrollmentRow;
  if (existing) {
    enrollment = await tx.enrollment.update({ where: { id: existing.id }, data: { unenrolledAt: null, unenrollReason: null, ...paid }, select: SELECT });
    const [lessons, done] = await Promise.all([tx.lesson.count({ where: { courseId } }), tx.lessonCompletion.count({ where: { enrollmentId: enrollment.id } })]);
    enrollment.progress = progressOf(done, lessons);
    await tx.enrollment.update({ where: { id: enrollment.id }, data: { progress: enrollment.progress } });
  } else {
    // An upsert, not a create: two enrollments racing (two paid checkouts at once) meet on the one
    // (learner, course) row, and the database's own upsert lets the second find the first's row
    // rather than fail on the unique key.
    enrollment = await tx.enrollment.upsert({
      where: { userId_courseId: { userId: learner.id, courseId } },
      create: { userId: learner.id, courseId, enrolledAt: now, pricePaidCents: 0, progress: 0, ...paid },
      update: { unenrolledAt: null, unenrollReason: null, ...paid },
      select: SELECT,
    });
  }
  await enrollmentsChanged(tx, [{ userId: learner.id, courseId }], [now]); // the daily rollups (docs/decisions/006-daily-rollups.md)
  const title = course?.title ?? courseId;
  if (source.type === "staff") {
    const { actor, reason } = source;
    const after = { courseId, course: title, reEnrolled: Boolean(existing), ...(reason ? { reason } : {}) };
    await logActivity({ type: "course_enrolled", message: `${actor.name} enrolled ${learner.name} in ${title}${reason ? `: ${reason}` : ""}`, actor, target: { type: "user", id: learner.id }, after }, tx);
  } else if (course) {
    await logActivity({ type: "course_enrolled", message: `${learner.name} enrolled in ${title}`, actor: learner, target: { type: "course", id: courseId }, at: now }, tx);
  }
  return { enrollment, status: existing ? "resumed" : "created", course };
}

/** A learner enrolling themselves; `created` is false when they already were (the same enrollment comes back). */
export async function enrollSelf(user: { id: string; name: string }, courseId: string, options: { now?: Date } = {}) {
  const now = options.now ?? new Date();
  const { enrollment, status } = await prisma.$transaction(async (tx) => {
    const result = await enroll(tx, { learner: user, courseId, source: { type: "self" }, now });
    if (result.status !== "already" && result.course) {
      await notifyPermitted(["students", "read"], { type: "enrollment", title: "New enrollment", body: `${user.name} enrolled in ${result.course.title}`, link: "/dashboard/students", at: now }, tx);
    }
    return result;
  });
  return { enrollment, created: status !== "already" };
}

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
    await enrollSelf(user, courseId, { now });
    return courseId;
  } catch (error) {
    if (error instanceof DomainError) return null;
    throw error;
  }
}
