// One lesson in the player, and the access check its uploaded media shares.
import "server-only";
import { prisma } from "@/lib/db";
import { forbidden, notFound, unauthorized } from "@/lib/errors/domain";
import { lessonKind } from "@/features/curriculum";
import { LESSON_DETAIL_SELECT, asKind, mediaUrlOf } from "@/features/curriculum/server";
import { toEmbedUrl } from "@/features/curriculum";
import type { PlayerLessonData } from "../schema";
import { lockedError, playerContext, type Viewer } from "./access";

/**
 * The lesson if the viewer may open it: a preview lesson for anyone (even signed out), otherwise
 * enrolled learners (unless locked) and staff.
 */
async function openLesson(courseId: string, lessonId: string, viewer: Viewer, now: Date) {
  const lesson = await prisma.lesson.findFirst({ where: { id: lessonId, courseId }, select: LESSON_DETAIL_SELECT });
  const ctx = await playerContext(courseId, viewer, now, { requireEnrollment: false });
  if (!lesson) throw notFound("Lesson not found");
  if (!lesson.isPreview && !ctx.enrollment && !ctx.staff) {
    if (!viewer) throw unauthorized("Sign in and enroll to open this lesson");
    throw forbidden("Enroll in this course to open this lesson", "NOT_ENROLLED");
  }
  const lock = ctx.locks.lessons.get(lesson.id);
  if (lock?.locked) throw lockedError(lock);
  return { lesson, ctx };
}

export async function getPlayerLesson(courseId: string, lessonId: string, viewer: Viewer, now = new Date()): Promise<PlayerLessonData> {
  const { lesson, ctx } = await openLesson(courseId, lessonId, viewer, now);
  const order = ctx.tree.flatMap((s) => s.lessons.map((l) => l.id));
  const index = order.indexOf(lesson.id);
  let lastPosition: number | null = null;
  if (ctx.enrollment) {
    const [position] = await Promise.all([
      prisma.lessonProgress.findUnique({ where: { enrollmentId_lessonId: { enrollmentId: ctx.enrollment.id, lessonId } }, select: { position: true } }),
      // Opening a lesson is where the learner resumes next time.
      prisma.enrollment.update({ where: { id: ctx.enrollment.id }, data: { lastLessonId: lessonId, lastAccessedAt: now } }),
    ]);
    lastPosition = position?.position ?? null;
  }
  const kind = lessonKind(lesson.kind);
  return {
    lesson: {
      id: lesson.id,
      sectionId: lesson.sectionId,
      title: lesson.title,
      kind: asKind(lesson.kind),
      durationMinutes: lesson.durationMinutes,
      isPreview: lesson.isPreview,
      // The text of a kind whose content shows (a quiz's is its introduction, read before starting).
      content: kind.content !== "none" ? lesson.content : "",
      videoUrl: kind.media === "video" ? lesson.videoUrl : null,
      embedUrl: kind.media === "video" ? toEmbedUrl(lesson.videoUrl) : null,
      mediaUrl: mediaUrlOf(lesson),
      fileName: lesson.fileName,
      fileSize: lesson.fileSize,
      mimeType: lesson.mimeType,
      completed: ctx.completed.has(lesson.id),
      lastPosition,
    },
    prevLessonId: index > 0 ? order[index - 1] : null,
    nextLessonId: index >= 0 && index < order.length - 1 ? order[index + 1] : null,
  };
}

/** The stored media of a lesson the viewer may open. */
export async function lessonMedia(courseId: string, lessonId: string, viewer: Viewer, now = new Date()) {
  const { lesson } = await openLesson(courseId, lessonId, viewer, now);
  if (!lesson.storageKey) throw notFound("This lesson has no uploaded file");
  return { storageKey: lesson.storageKey, mimeType: lesson.mimeType ?? "application/octet-stream", fileName: lesson.fileName ?? "download", kind: asKind(lesson.kind) };
}
