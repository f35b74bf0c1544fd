// Who may open what in the player, and which lessons are locked. A learner reads a course they are
// enrolled in (actively); preview lessons are open to anyone; staff and admins (courses update)
// open any lesson of any course without enrolling and see nothing locked, and nothing they do
// there is recorded. Drip: a section opens N days after enrollment and/or once the previous
// section is complete. Preview lessons are never locked.
import "server-only";
import { prisma } from "@/lib/db";
import { can } from "@/lib/permissions";
import { DomainError, forbidden, notFound } from "@/lib/errors/domain";
import type { StatusOf } from "@/lib/errors/catalogue";
import { loadTree, type Tree } from "@/features/curriculum/server";
import type { LockReason } from "../schema";

const DAY = 24 * 60 * 60 * 1000;

export type Viewer = { id: string; role: string } | null;
export type Lock = { locked: boolean; unlocksAt: Date | null; lockReason: LockReason | null };
const OPEN: Lock = { locked: false, unlocksAt: null, lockReason: null };

export const isStaffViewer = (viewer: Viewer) => viewer !== null && can(viewer.role, "update", "courses");

export type EnrollmentRow = {
  id: string;
  enrolledAt: Date;
  progress: number;
  completedAt: Date | null;
  lastAccessedAt: Date | null;
  lastLessonId: string | null;
};

const ENROLLMENT_SELECT = { id: true, enrolledAt: true, progress: true, completedAt: true, lastAccessedAt: true, lastLessonId: true } as const;

/** The caller's active enrollment in a course, or null. */
export async function activeEnrollment(userId: string, courseId: string): Promise<EnrollmentRow | null> {
  const row = await prisma.enrollment.findUnique({ where: { userId_courseId: { userId, courseId } }, select: { ...ENROLLMENT_SELECT, unenrolledAt: true } });
  if (!row || row.unenrolledAt) return null;
  const { unenrolledAt: _gone, ...enrollment } = row;
  void _gone;
  return enrollment;
}

/**
 * The course as the viewer may see it: staff see any status; learners enrolled in it keep it after it
 * is archived (their history stays theirs); everyone else sees published courses only.
 */
export async function courseFor(courseId: string, viewer: Viewer, enrolled = false) {
  const course = await prisma.course.findUnique({ where: { id: courseId }, select: { id: true, title: true, thumbnail: true, status: true, priceCents: true } });
  if (!course || (course.status !== "published" && !enrolled && !isStaffViewer(viewer))) throw notFound("Course not found");
  return course;
}

/** Locks per section and per lesson, for an enrollment (null = staff preview: all open). */
export function computeLocks(tree: Tree, enrollment: Pick<EnrollmentRow, "enrolledAt"> | null, completed: ReadonlySet<string>, now: Date) {
  const sections = new Map<string, Lock>();
  const lessons = new Map<string, Lock>();
  tree.forEach((section, index) => {
    let lock = OPEN;
    if (enrollment) {
      const dripAt = section.unlockAfterDays != null ? new Date(enrollment.enrolledAt.getTime() + section.unlockAfterDays * DAY) : null;
      const dripLocked = dripAt !== null && dripAt.getTime() > now.getTime();
      const previous = index > 0 ? tree[index - 1] : null;
      const previousLocked = section.requiresPrevious && previous !== null && previous.lessons.some((l) => !completed.has(l.id));
      if (dripLocked || previousLocked) lock = { locked: true, unlocksAt: dripLocked ? dripAt : null, lockReason: dripLocked ? "drip" : "previous" };
    }
    sections.set(section.id, lock);
    for (const lesson of section.lessons) lessons.set(lesson.id, lesson.isPreview ? OPEN : lock);
  });
  return { sections, lessons };
}

export type PlayerContext = {
  course: Awaited<ReturnType<typeof courseFor>>;
  enrollment: EnrollmentRow | null;
  staff: boolean;
  tree: Tree;
  completed: Set<string>;
  locks: ReturnType<typeof computeLocks>;
};

/**
 * Everything the player needs about a course for this viewer. `requireEnrollment`: learners who
 * are not enrolled get NOT_ENROLLED (staff pass).
 */
export async function playerContext(courseId: string, viewer: Viewer, now: Date, options: { requireEnrollment: boolean }): Promise<PlayerContext> {
  const enrollment = viewer ? await activeEnrollment(viewer.id, courseId) : null;
  const course = await courseFor(courseId, viewer, enrollment !== null);
  const staff = isStaffViewer(viewer);
  if (options.requireEnrollment && !enrollment && !staff) throw forbidden("Enroll in this course to open its lessons", "NOT_ENROLLED");
  const [tree, completions] = await Promise.all([
    loadTree(courseId),
    enrollment ? prisma.lessonCompletion.findMany({ where: { enrollmentId: enrollment.id }, select: { lessonId: true } }) : Promise.resolve([]),
  ]);
  const completed = new Set(completions.map((c) => c.lessonId));
  return { course, enrollment, staff, tree, completed, locks: computeLocks(tree, enrollment, completed, now) };
}

/**
 * A locked lesson refused, with when it opens and why. `statusHint` 409 for a write that conflicts
 * with the lock (a heartbeat) rather than a read of the lesson; the body is the same either way.
 */
export function lockedError(lock: Lock, statusHint?: StatusOf<"LOCKED">): DomainError<"LOCKED"> {
  const message =
    lock.lockReason === "drip" && lock.unlocksAt
      ? `This lesson opens on ${lock.unlocksAt.toISOString().slice(0, 10)}`
      : "Complete the previous section to open this lesson";
  return new DomainError("LOCKED", message, { extra: { unlocksAt: lock.unlocksAt?.toISOString() ?? null, lockReason: lock.lockReason ?? "previous" }, statusHint });
}

/** Where to resume: the last lesson opened, else the first open lesson not yet complete, else the first. */
export function resumeLessonId(ctx: Pick<PlayerContext, "tree" | "completed" | "locks">, lastLessonId: string | null): string | null {
  const lessons = ctx.tree.flatMap((s) => s.lessons);
  if (lastLessonId && lessons.some((l) => l.id === lastLessonId) && !ctx.locks.lessons.get(lastLessonId)?.locked) return lastLessonId;
  return (lessons.find((l) => !ctx.completed.has(l.id) && !ctx.locks.lessons.get(l.id)?.locked) ?? lessons[0])?.id ?? null;
}
