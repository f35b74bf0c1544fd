// Adding, changing and removing a course's sections. Removing one removes its lessons and so
// recomputes every enrollment's progress in the same transaction.
import "server-only";
import { prisma } from "@/lib/db";
import { recomputeCourse } from "@/features/figures/server";
import { storage } from "@/lib/storage";
import type { SectionCreateInput, SectionUpdateInput } from "../schema";
import { notFound } from "@/lib/errors/domain";
import { assertCourse, toLessonSummary, LESSON_SUMMARY_SELECT } from "./read";
import type { OnReached } from "./kind-hooks";

const SECTION_SELECT = {
  id: true,
  title: true,
  position: true,
  unlockAfterDays: true,
  requiresPrevious: true,
  lessons: { orderBy: { position: "asc" as const }, select: LESSON_SUMMARY_SELECT },
};

type SectionRow = { id: string; title: string; position: number; unlockAfterDays: number | null; requiresPrevious: boolean; lessons: Parameters<typeof toLessonSummary>[0][] };
const toSection = (row: SectionRow) => ({ ...row, lessons: row.lessons.map(toLessonSummary) });

export async function createSection(courseId: string, input: SectionCreateInput) {
  await assertCourse(courseId);
  const last = await prisma.section.findFirst({ where: { courseId }, orderBy: { position: "desc" }, select: { position: true } });
  const row = await prisma.section.create({
    data: {
      courseId,
      title: input.title,
      position: (last?.position ?? -1) + 1,
      unlockAfterDays: input.unlockAfterDays ?? null,
      requiresPrevious: input.requiresPrevious ?? false,
    },
    select: SECTION_SELECT,
  });
  return toSection(row);
}

async function findSection(courseId: string, sectionId: string) {
  const section = await prisma.section.findFirst({ where: { id: sectionId, courseId }, select: { id: true, position: true } });
  if (!section) throw notFound("Section not found");
  return section;
}

export async function updateSection(courseId: string, sectionId: string, input: SectionUpdateInput) {
  await findSection(courseId, sectionId);
  const row = await prisma.section.update({
    where: { id: sectionId },
    data: {
      ...(input.title !== undefined && { title: input.title }),
      ...(input.unlockAfterDays !== undefined && { unlockAfterDays: input.unlockAfterDays }),
      ...(input.requiresPrevious !== undefined && { requiresPrevious: input.requiresPrevious }),
    },
    select: SECTION_SELECT,
  });
  return toSection(row);
}

/**
 * Removes the section and its lessons; returns the enrollments that reached 100%. `onReached` runs
 * in the transaction with their ids (the lessons feature queues their emails there).
 */
export async function deleteSection(courseId: string, sectionId: string, now = new Date(), onReached?: OnReached) {
  const section = await findSection(courseId, sectionId);
  const { keys, reached } = await prisma.$transaction(async (tx) => {
    const lessons = await tx.lesson.findMany({ where: { sectionId }, select: { storageKey: true } });
    await tx.section.delete({ where: { id: sectionId } });
    await tx.section.updateMany({ where: { courseId, position: { gt: section.position } }, data: { position: { decrement: 1 } } });
    const reached = lessons.length > 0 ? await recomputeCourse(tx, courseId, now) : [];
    if (reached.length > 0) await onReached?.(tx, reached.map((r) => r.id));
    return { keys: lessons.map((l) => l.storageKey).filter((k): k is string => k !== null), reached };
  });
  for (const key of keys) await storage().remove(key);
  return { reached };
}
