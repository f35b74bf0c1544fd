// Reading a course's curriculum: the builder's full tree, one lesson for the builder, and the
// public outline of the course page.
import "server-only";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors/domain";
import { toEmbedUrl, type CurriculumData, type LessonDetail, type LessonKind, type PublicOutline } from "../schema";

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
  if (!course || (where.status && course.status !== where.status)) throw notFound("Course not found");
  return course;
}

type TreeRow = {
  id: string;
  title: string;
  position: number | bigint;
  unlockAfterDays: number | bigint | null;
  requiresPrevious: unknown;
  lessonId: string | null;
  lessonTitle: string | null;
  kind: string | null;
  lessonPosition: number | bigint | null;
  isPreview: unknown;
  durationMinutes: number | bigint | null;
};
type TreeLesson = { id: string; sectionId: string; title: string; kind: string; position: number; isPreview: boolean; durationMinutes: number | null };
type TreeSection = { id: string; title: string; position: number; unlockAfterDays: number | null; requiresPrevious: boolean; lessons: TreeLesson[] };

const asBool = (value: unknown): boolean => value === true || value === 1 || value === 1n || value === "1" || value === "true";
const asInt = (value: number | bigint | null): number | null => (value === null ? null : Number(value));

/**
 * The sections of a course in order, each with its lessons in order: one SQL statement (portable to
 * both databases; docs/decisions/010-hot-pages-in-one-statement.md), where Prisma's nested read was two statements and its mapping of
 * every lesson. Equal positions fall back to creation time, then id.
 */
export async function loadTree(courseId: string): Promise<TreeSection[]> {
  const rows = await prisma.$queryRaw<TreeRow[]>`
    SELECT s."id", s."title", s."position", s."unlockAfterDays", s."requiresPrevious",
           l."id" AS "lessonId", l."title" AS "lessonTitle", l."kind", l."position" AS "lessonPosition", l."isPreview", l."durationMinutes"
    FROM "Section" s LEFT JOIN "Lesson" l ON l."sectionId" = s."id"
    WHERE s."courseId" = ${courseId}
    ORDER BY s."position" ASC, s."createdAt" ASC, s."id" ASC, l."position" ASC, l."createdAt" ASC, l."id" ASC`;
  const sections: TreeSection[] = [];
  for (const row of rows) {
    let section = sections[sections.length - 1];
    if (!section || section.id !== row.id) {
      section = { id: row.id, title: row.title, position: Number(row.position), unlockAfterDays: asInt(row.unlockAfterDays), requiresPrevious: asBool(row.requiresPrevious), lessons: [] };
      sections.push(section);
    }
    if (row.lessonId !== null) {
      section.lessons.push({
        id: row.lessonId,
        sectionId: row.id,
        title: row.lessonTitle as string,
        kind: row.kind as string,
        position: Number(row.lessonPosition),
        isPreview: asBool(row.isPreview),
        durationMinutes: asInt(row.durationMinutes),
      });
    }
  }
  return sections;
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
  if (!row) throw notFound("Lesson not found");
  const completedCount = await prisma.lessonCompletion.count({ where: { lessonId } });
  return toLessonDetail(row, completedCount);
}
