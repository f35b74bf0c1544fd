// The learner home: each active enrollment with its progress and where to continue.
import "server-only";
import { prisma } from "@/lib/db";
import type { LearnHomeCourse } from "../schema";

export async function learnerHome(userId: string): Promise<LearnHomeCourse[]> {
  const rows = await prisma.enrollment.findMany({
    where: { userId, unenrolledAt: null },
    orderBy: [{ lastAccessedAt: { sort: "desc", nulls: "last" } }, { enrolledAt: "desc" }],
    select: {
      courseId: true,
      progress: true,
      enrolledAt: true,
      completedAt: true,
      lastAccessedAt: true,
      lastLessonId: true,
      course: { select: { title: true, thumbnail: true } },
      completions: { select: { lessonId: true } },
    },
  });
  const courseIds = rows.map((r) => r.courseId);
  const lessons = courseIds.length
    ? await prisma.lesson.findMany({
        where: { courseId: { in: courseIds } },
        select: { id: true, courseId: true, title: true, position: true, section: { select: { position: true } } },
      })
    : [];
  const byCourse = new Map<string, typeof lessons>();
  for (const l of lessons) byCourse.set(l.courseId, [...(byCourse.get(l.courseId) ?? []), l]);
  return rows.map((row) => {
    const list = (byCourse.get(row.courseId) ?? []).sort((a, b) => a.section.position - b.section.position || a.position - b.position);
    const done = new Set(row.completions.map((c) => c.lessonId));
    const resume = list.find((l) => l.id === row.lastLessonId) ?? list.find((l) => !done.has(l.id)) ?? list[0] ?? null;
    return {
      courseId: row.courseId,
      title: row.course.title,
      thumbnail: row.course.thumbnail,
      progress: row.progress,
      completedAt: row.completedAt?.toISOString() ?? null,
      resumeLessonId: resume?.id ?? null,
      resumeLessonTitle: resume?.title ?? null,
      lastAccessedAt: row.lastAccessedAt?.toISOString() ?? null,
      enrolledAt: row.enrolledAt.toISOString(),
    };
  });
}
