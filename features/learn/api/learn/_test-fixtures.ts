// Courses with a curriculum for the learning route tests, built through the same domain functions
// the builder's routes call.
import { prisma } from "@/lib/db";
import { createLesson } from "@/features/lessons/server/lessons";
import { createSection } from "@/features/curriculum/server/sections";
import type { LessonKind } from "@/features/curriculum/schema";
import { makeCourse } from "@/features/courses/api/courses/_test-fixtures";
import { createUser, sessionHeaders } from "@/test/helpers";

type LessonSpec = { title?: string; kind?: LessonKind; isPreview?: boolean; durationMinutes?: number; content?: string; videoUrl?: string };
type SectionSpec = { title?: string; unlockAfterDays?: number | null; requiresPrevious?: boolean; lessons: LessonSpec[] };

export async function buildCourse(spec: { priceCents?: number; status?: string; sections: SectionSpec[] }) {
  const course = await makeCourse({ priceCents: spec.priceCents ?? 0, status: spec.status ?? "published" });
  const sections: { id: string; lessonIds: string[] }[] = [];
  for (const [i, s] of spec.sections.entries()) {
    const section = await createSection(course.id, { title: s.title ?? `Section ${i + 1}`, unlockAfterDays: s.unlockAfterDays ?? null, requiresPrevious: s.requiresPrevious ?? false });
    const lessonIds: string[] = [];
    for (const [j, l] of s.lessons.entries()) {
      const { lesson } = await createLesson(course.id, {
        sectionId: section.id,
        title: l.title ?? `Lesson ${i + 1}.${j + 1}`,
        kind: l.kind ?? "text",
        isPreview: l.isPreview ?? false,
        durationMinutes: l.durationMinutes ?? 10,
        content: l.content ?? `# Lesson ${i + 1}.${j + 1}\n\nSome **Markdown**.`,
        videoUrl: l.videoUrl,
      });
      lessonIds.push(lesson.id);
    }
    sections.push({ id: section.id, lessonIds });
  }
  return { course, sections, lessonIds: sections.flatMap((s) => s.lessonIds) };
}

/** A fresh learner with a session; `enrolledAt` enrolls them (directly, as checkout would). */
export async function learner(courseId?: string, enrolledAt?: Date) {
  const user = await createUser({ role: "user" });
  const headers = await sessionHeaders(user);
  const enrollment = courseId ? await prisma.enrollment.create({ data: { userId: user.id, courseId, enrolledAt: enrolledAt ?? new Date() } }) : null;
  return { user, headers, enrollment };
}

export const lessonsOf = (n: number, spec: LessonSpec = {}) => Array.from({ length: n }, () => ({ ...spec }));
