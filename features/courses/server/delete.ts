// Deleting courses: refused while any enrollment, past or present, points at one (archive it instead).
import "server-only";
import { prisma } from "@/lib/db";
import { conflict, notFound } from "@/lib/errors/domain";
import { storage } from "@/lib/storage";
import { COURSE_SELECT, type Actor } from "./shape";
import { auditView, logCourseActivity } from "./mutations";
import { removeUploadIfUnused } from "./images";

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? "" : "s"}`;

/** Refused (409) while any enrollment, past or present, points at the course: archive it instead. */
export async function deleteCourse(id: string, actor: Actor): Promise<void> {
  const removed = await prisma.$transaction(async (tx) => {
    const existing = await tx.course.findUnique({ where: { id }, select: COURSE_SELECT });
    if (!existing) throw notFound("Course not found");
    const enrollments = await tx.enrollment.count({ where: { courseId: id } });
    if (enrollments > 0) {
      throw conflict(
        `"${existing.title}" has ${plural(enrollments, "enrollment")} and cannot be deleted. Archive it instead, so learners keep their history.`,
        "COURSE_HAS_ENROLLMENTS",
      );
    }
    const media = await tx.lesson.findMany({ where: { courseId: id, storageKey: { not: null } }, select: { storageKey: true } });
    await tx.course.delete({ where: { id } });
    await logCourseActivity(tx, actor, existing, { type: "course_deleted", before: auditView(existing) });
    return { thumbnail: existing.thumbnail, keys: media.map((m) => m.storageKey as string) };
  });
  await removeUploadIfUnused(removed.thumbnail);
  // Its lessons went with it (cascade); their uploaded media goes too.
  for (const key of removed.keys) await storage().remove(key);
}

/** All or nothing: if any selected course has enrollments, none is deleted. */
export async function bulkDeleteCourses(ids: string[], actor: Actor): Promise<{ deleted: number }> {
  const unique = [...new Set(ids)];
  const mediaKeys: string[] = [];
  const courses = await prisma.$transaction(async (tx) => {
    const found = await tx.course.findMany({ where: { id: { in: unique } }, select: COURSE_SELECT });
    if (found.length === 0) throw notFound("None of the selected courses exist");
    const enrolled = await tx.enrollment.groupBy({ by: ["courseId"], where: { courseId: { in: found.map((c) => c.id) } }, _count: { _all: true } });
    if (enrolled.length > 0) {
      const titles = found.filter((c) => enrolled.some((e) => e.courseId === c.id)).map((c) => `"${c.title}"`);
      const named = titles.slice(0, 3).join(", ") + (titles.length > 3 ? ` and ${titles.length - 3} more` : "");
      throw conflict(
        `${plural(titles.length, "selected course")} ${titles.length === 1 ? "has" : "have"} enrollments and cannot be deleted: ${named}. Archive ${titles.length === 1 ? "it" : "them"} instead, so learners keep their history. Nothing was deleted.`,
        "COURSE_HAS_ENROLLMENTS",
      );
    }
    const media = await tx.lesson.findMany({ where: { courseId: { in: found.map((c) => c.id) }, storageKey: { not: null } }, select: { storageKey: true } });
    mediaKeys.push(...media.map((m) => m.storageKey as string));
    await tx.course.deleteMany({ where: { id: { in: found.map((c) => c.id) } } });
    for (const course of found) await logCourseActivity(tx, actor, course, { type: "course_deleted", before: auditView(course) });
    return found;
  });
  for (const course of courses) await removeUploadIfUnused(course.thumbnail);
  for (const key of mediaKeys) await storage().remove(key);
  return { deleted: courses.length };
}
