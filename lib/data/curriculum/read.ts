// Reading a course's curriculum: the builder's full tree, one lesson for the builder, and the
// public outline of the course page.
import "server-only";
import { prisma } from "@/lib/db";
import { LearningError } from "./errors";
import { toEmbedUrl, type CurriculumData, type LessonDetail, type LessonKind, type PublicOutline } from "@/lib/validations/curriculum";

export const LESSON_SUMMARY_SELECT = {
  id: true,
  sectionId: true,
  title: true,
  kind: true,
  position: true,
  isPreview: true,
  durationMinutes: true,
} as const;

export const LESSON_DETAIL_SELECT = {
  ...LESSON_SUMMARY_SELECT,
  courseId: true,
  content: true,
  videoUrl: true,
  storageKey: true,
  fileName: true,
  mimeType: true,
  fileSize: true,
} as const;

type LessonSummaryRow = { id: string; title: string; kind: string; position: number; isPreview: boolean; durationMinutes: number | null };
export type LessonDetailRow = LessonSummaryRow & {
  sectionId: string;
  courseId: string;
  content: string;
  videoUrl: string | null;
  storageKey: string | null;
  fileName: string | null;
  mimeType: string | null;
  fileSize: number | null;
};

export const asKind = (kind: string) => kind as LessonKind;

/** Our own URL for a lesson's uploaded media (range requests, same access as the lesson). */
export function mediaUrlOf(row: { courseId: string; id: string; storageKey: string | null }): string | null {
  return row.storageKey ? `/api/learn/${row.courseId}/lessons/${row.id}/media` : null;
}

export function toLessonSummary(row: LessonSummaryRow) {
  return { id: row.id, title: row.title, kind: asKind(row.kind), position: row.position, isPreview: row.isPreview, durationMinutes: row.durationMinutes };
}

export function toLessonDetail(row: LessonDetailRow, completedCount: number): LessonDetail {
  return {
    ...toLessonSummary(row),
    sectionId: row.sectionId,
    content: row.content,
    videoUrl: row.videoUrl,
    embedUrl: toEmbedUrl(row.videoUrl),
    mediaUrl: mediaUrlOf(row),
    fileName: row.fileName,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    completedCount,
  };
}

export async function assertCourse(courseId: string, where: { status?: string } = {}): Promise<{ id: string; title: string; status: string; priceCents: number }> {
  const course = await prisma.course.findUnique({ where: { id: courseId }, select: { id: true, title: true, status: true, priceCents: true } });
  if (!course || (where.status && course.status !== where.status)) throw new LearningError("course_not_found", "Course not found");
  return course;
}

/** The sections of a course in order, each with its lessons in order. */
export async function loadTree(courseId: string) {
  return prisma.section.findMany({
    where: { courseId },
    orderBy: [{ position: "asc" }, { createdAt: "asc" }],
    select: {
      id: true,
      title: true,
      position: true,
      unlockAfterDays: true,
      requiresPrevious: true,
      lessons: { orderBy: [{ position: "asc" }, { createdAt: "asc" }], select: LESSON_SUMMARY_SELECT },
    },
  });
}

export type Tree = Awaited<ReturnType<typeof loadTree>>;

function totals(tree: Tree) {
  const lessons = tree.flatMap((s) => s.lessons);
  return { totalMinutes: lessons.reduce((sum, l) => sum + (l.durationMinutes ?? 0), 0), lessonCount: lessons.length };
}

/** The builder's view (courses update): every section and lesson, any course status. */
export async function getCurriculum(courseId: string): Promise<CurriculumData> {
  await assertCourse(courseId);
  const tree = await loadTree(courseId);
  return {
    sections: tree.map((s) => ({ ...s, lessons: s.lessons.map(toLessonSummary) })),
    ...totals(tree),
  };
}

/** The course page's outline: published courses only (anything else is "not found"). */
export async function getPublicOutline(courseId: string): Promise<PublicOutline> {
  await assertCourse(courseId, { status: "published" });
  const tree = await loadTree(courseId);
  return {
    sections: tree.map((s) => ({
      id: s.id,
      title: s.title,
      lessons: s.lessons.map((l) => ({ id: l.id, title: l.title, kind: asKind(l.kind), durationMinutes: l.durationMinutes, isPreview: l.isPreview })),
    })),
    ...totals(tree),
  };
}

/** One lesson for the builder, with how many learners completed it. */
export async function getLessonDetail(courseId: string, lessonId: string): Promise<LessonDetail> {
  const row = await prisma.lesson.findFirst({ where: { id: lessonId, courseId }, select: LESSON_DETAIL_SELECT });
  if (!row) throw new LearningError("lesson_not_found", "Lesson not found");
  const completedCount = await prisma.lessonCompletion.count({ where: { lessonId } });
  return toLessonDetail(row, completedCount);
}
