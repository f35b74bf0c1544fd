// Learning time: the player's heartbeats merged into LearningSession rows. A heartbeat within
// SESSION_GAP_MINUTES of the user's latest session extends it; a longer gap starts a new one. Each
// heartbeat counts at most MAX_HEARTBEAT_SECONDS, whatever it claims.
import "server-only";
import { prisma } from "@/lib/db";
import { forbidden, validationFailed } from "@/lib/errors/domain";
import { MAX_HEARTBEAT_SECONDS, SESSION_GAP_MINUTES, type ActivityInput } from "../schema";
import { loadTree } from "@/features/curriculum/server";
import { activeEnrollment, computeLocks, isStaffViewer, lockedError, type Viewer } from "./access";
import { addSessionMinutes, noteStudied, refreshSessionFigures } from "@/features/figures/server";

/**
 * Records a heartbeat; returns false when nothing was recorded (staff previewing). A lesson the
 * learner cannot open yet (drip date, previous section) is refused with the same locked error its
 * reads get, so time, position and "continue here" only accrue where the learner may be.
 */
export async function recordActivity(courseId: string, viewer: NonNullable<Viewer>, input: ActivityInput, now = new Date()): Promise<boolean> {
  const [enrollment, tree] = await Promise.all([activeEnrollment(viewer.id, courseId), loadTree(courseId)]);
  if (!enrollment) {
    if (isStaffViewer(viewer)) return false;
    throw forbidden("Enroll in this course to record your progress", "NOT_ENROLLED");
  }
  if (!tree.some((s) => s.lessons.some((l) => l.id === input.lessonId))) {
    throw validationFailed({ lessonId: ["The lesson is not part of this course"] });
  }
  const completions = await prisma.lessonCompletion.findMany({ where: { enrollmentId: enrollment.id }, select: { lessonId: true } });
  const lock = computeLocks(tree, enrollment, new Set(completions.map((c) => c.lessonId)), now).lessons.get(input.lessonId);
  // 409, not the 423 a read gets: writes that conflict with a lesson's state answer 409 across the
  // API, and the player, which ignores a failed heartbeat, reads the same body either way.
  if (lock?.locked) throw lockedError(lock, 409);
  const counted = Math.min(input.seconds, MAX_HEARTBEAT_SECONDS);
  await prisma.$transaction(async (tx) => {
    const latest = await tx.learningSession.findFirst({
      where: { userId: viewer.id },
      orderBy: { startedAt: "desc" },
      select: { id: true, startedAt: true, lastActivityAt: true, seconds: true, minutes: true },
    });
    const lastAt = latest ? (latest.lastActivityAt ?? new Date(latest.startedAt.getTime() + latest.seconds * 1000)) : null;
    if (latest && lastAt && now.getTime() - lastAt.getTime() <= SESSION_GAP_MINUTES * 60_000 && now.getTime() >= latest.startedAt.getTime()) {
      const seconds = latest.seconds + counted;
      const minutes = Math.round(seconds / 60);
      await tx.learningSession.update({ where: { id: latest.id }, data: { seconds, minutes, lastActivityAt: now } });
      await addSessionMinutes(tx, viewer.id, latest.startedAt, minutes - latest.minutes); // the daily rollups (docs/decisions/006-daily-rollups.md)
    } else {
      await tx.learningSession.create({
        data: { userId: viewer.id, courseId, startedAt: new Date(now.getTime() - counted * 1000), lastActivityAt: now, seconds: counted, minutes: Math.round(counted / 60) },
      });
      await refreshSessionFigures(tx, [new Date(now.getTime() - counted * 1000)]); // the daily rollups (docs/decisions/006-daily-rollups.md)
      await noteStudied(tx, viewer.id);
    }
    await tx.enrollment.update({ where: { id: enrollment.id }, data: { lastAccessedAt: now, lastLessonId: input.lessonId } });
    await tx.user.update({ where: { id: viewer.id }, data: { lastActivityAt: now } });
    if (input.position !== undefined) {
      await tx.lessonProgress.upsert({
        where: { enrollmentId_lessonId: { enrollmentId: enrollment.id, lessonId: input.lessonId } },
        create: { enrollmentId: enrollment.id, lessonId: input.lessonId, position: input.position },
        update: { position: input.position },
      });
    }
  });
  return true;
}
