// The builder's drag-and-drop result: the whole order of sections and lessons at once. Every id
// must belong to the course and appear exactly once; otherwise nothing changes.
import "server-only";
import { prisma } from "@/lib/db";
import type { CurriculumOrderInput } from "../schema";
import { validationFailed } from "@/lib/errors/domain";
import { assertCourse, getCurriculum } from "./read";

export async function reorderCurriculum(courseId: string, input: CurriculumOrderInput) {
  await assertCourse(courseId);
  const [sections, lessons] = await Promise.all([
    prisma.section.findMany({ where: { courseId }, select: { id: true } }),
    prisma.lesson.findMany({ where: { courseId }, select: { id: true } }),
  ]);
  const sectionIds = new Set(sections.map((s) => s.id));
  const lessonIds = new Set(lessons.map((l) => l.id));
  const givenSections = input.sections.map((s) => s.id);
  const givenLessons = input.sections.flatMap((s) => s.lessonIds);
  const errors: Record<string, string[]> = {};
  const foreignSection = givenSections.find((id) => !sectionIds.has(id));
  const foreignLesson = givenLessons.find((id) => !lessonIds.has(id));
  if (foreignSection) errors.sections = [`Section ${foreignSection} is not part of this course`];
  else if (new Set(givenSections).size !== givenSections.length || givenSections.length !== sectionIds.size)
    errors.sections = ["List every section of the course exactly once"];
  if (foreignLesson) errors.lessonIds = [`Lesson ${foreignLesson} is not part of this course`];
  else if (new Set(givenLessons).size !== givenLessons.length || givenLessons.length !== lessonIds.size)
    errors.lessonIds = ["List every lesson of the course exactly once"];
  if (Object.keys(errors).length > 0) throw validationFailed(errors);

  await prisma.$transaction(async (tx) => {
    for (const [position, section] of input.sections.entries()) {
      await tx.section.update({ where: { id: section.id }, data: { position } });
      for (const [lessonPosition, lessonId] of section.lessonIds.entries()) {
        await tx.lesson.update({ where: { id: lessonId }, data: { sectionId: section.id, position: lessonPosition } });
      }
    }
  });
  return getCurriculum(courseId);
}
