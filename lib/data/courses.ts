// The course catalogue over Prisma: list, read, write, the status lifecycle, per-course analytics and
// thumbnail storage. Enrollment figures (students, completion, rating, reviews, revenue) are always
// computed from Enrollment rows, never stored on the course.
import "server-only";
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { revalidatePath, revalidateTag } from "next/cache";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/data/aggregate-cache";
import { pagedRows } from "@/lib/data/pagination";
import { containsText } from "@/lib/db-dialect";
import { searchIds } from "@/lib/data/search";
import { databaseUrl, sqlitePath } from "@/lib/db-adapter";
import { conflict, notFound, validationFailed } from "@/lib/api/errors";
import { listEnvelope } from "@/lib/api/handler";
import { logActivity } from "@/lib/data/activity";
import { averageOf, ratingTotals, ratingsByCourse } from "@/lib/data/reviews/figures";
import { storage } from "@/lib/storage";
import { parseList, stringifyList } from "@/lib/data/json";
import { can, type Role } from "@/lib/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { courseOrdersSince, revenueByCourse, revenueTotal } from "@/lib/data/orders/revenue";
import {
  NEXT_STATUS,
  ORIGINAL_PRICE_BELOW_PRICE,
  originalPriceBelowPrice,
  UPLOADED_THUMBNAIL_PREFIX,
  UPLOAD_FILE_NAME,
  type AnalyticsRange,
  type CourseInput,
  type CourseListQuery,
  type CourseStatus,
  type CourseUpdateInput,
} from "@/lib/validations/course";
import { COURSE_STATUSES } from "@/lib/validations/common";

/** A course as the API returns it: ids as `_id`, money in dollars, dates as ISO text. */
export type CourseDto = {
  _id: string;
  title: string;
  description: string;
  category: string;
  level: string;
  price: number;
  originalPrice: number | null;
  duration: string;
  instructor: string;
  instructorAvatar: string | null;
  enrolledStudents: number;
  /** Every enrollment ever, past ones included: while above 0 the course cannot be deleted (archive it). */
  enrollmentsEver: number;
  completionRate: number;
  rating: number | null;
  reviewCount: number;
  status: CourseStatus;
  thumbnail: string | null;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  /** Only for roles that manage courses; learners never see revenue. */
  revenue?: number;
};

export type CourseDetailDto = CourseDto & { createdBy: { _id: string; name: string } | null };

export type CourseStats = {
  totalCourses: number;
  byStatus: Record<CourseStatus, number>;
  totalEnrollments: number;
  totalRevenue?: number;
  averageRating: number | null;
  reviewCount: number;
};

export type Actor = { id: string; name: string };

/** What a caller may see: learners (SPEC §6 `user`) get published courses only and no revenue. */
export type Viewer = { role: Role | string };
const managesCourses = (viewer: Viewer) => can(viewer.role, "create", "courses");

const COURSE_SELECT = {
  id: true,
  title: true,
  description: true,
  category: true,
  level: true,
  priceCents: true,
  originalPriceCents: true,
  duration: true,
  instructor: true,
  instructorAvatar: true,
  status: true,
  thumbnail: true,
  tags: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.CourseSelect;

type CourseRow = Prisma.CourseGetPayload<{ select: typeof COURSE_SELECT }>;

type Figures = { enrolled: number; ever: number; completed: number; revenueCents: number; rating: number | null; reviewCount: number };
const NO_FIGURES: Figures = { enrolled: 0, ever: 0, completed: 0, revenueCents: 0, rating: null, reviewCount: 0 };

export const toDollars = (cents: number) => cents / 100;
export const toCents = (dollars: number) => Math.round(dollars * 100);
const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** Active enrollments: a learner who unenrolled no longer counts toward any figure. */
const ACTIVE = { unenrolledAt: null } satisfies Prisma.EnrollmentWhereInput;

/** Figures for a page of courses in two grouped queries, whatever the page size. */
async function figuresFor(ids: string[]): Promise<Map<string, Figures>> {
  const figures = new Map<string, Figures>();
  if (ids.length === 0) return figures;
  // Active, completed and ever-enrolled counts in one pass (each list page pays for this; a Prisma
  // groupBy apiece compiled three query plans per request, issue 25 §3). Portable SQL.
  const [counts, ratings, revenue] = await Promise.all([
    prisma.$queryRaw<{ courseId: string; enrolled: bigint | number | null; completed: bigint | number | null; ever: bigint | number }[]>`
      SELECT "courseId",
             SUM(CASE WHEN "unenrolledAt" IS NULL THEN 1 ELSE 0 END) AS enrolled,
             SUM(CASE WHEN "unenrolledAt" IS NULL AND "completedAt" IS NOT NULL THEN 1 ELSE 0 END) AS completed,
             COUNT(*) AS ever
      FROM "Enrollment" WHERE "courseId" IN (${Prisma.join(ids)})
      GROUP BY "courseId"`,
    ratingsByCourse({ courseIds: ids }),
    // Revenue is orders (issue 22): paid minus refunded.
    revenueByCourse({ courseIds: ids }),
  ]);
  for (const row of counts) {
    const enrolled = Number(row.enrolled ?? 0);
    // A course whose only enrollments are past ones has no active enrollment but still cannot be deleted.
    figures.set(row.courseId, {
      enrolled,
      ever: Number(row.ever),
      completed: Number(row.completed ?? 0),
      revenueCents: revenue.get(row.courseId) ?? 0,
      rating: enrolled ? averageOf(ratings.get(row.courseId)) : NO_FIGURES.rating,
      reviewCount: enrolled ? (ratings.get(row.courseId)?.count ?? 0) : NO_FIGURES.reviewCount,
    });
  }
  return figures;
}

function toDto(row: CourseRow, figures: Figures, withRevenue: boolean): CourseDto {
  const dto: CourseDto = {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: row.category,
    level: row.level,
    price: toDollars(row.priceCents),
    originalPrice: row.originalPriceCents == null ? null : toDollars(row.originalPriceCents),
    duration: row.duration,
    instructor: row.instructor,
    instructorAvatar: row.instructorAvatar,
    enrolledStudents: figures.enrolled,
    enrollmentsEver: figures.ever,
    completionRate: percent(figures.completed, figures.enrolled),
    rating: figures.rating,
    reviewCount: figures.reviewCount,
    status: row.status as CourseStatus,
    thumbnail: row.thumbnail,
    tags: parseList(row.tags),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (withRevenue) dto.revenue = toDollars(figures.revenueCents);
  return dto;
}

const SORTS: Record<CourseListQuery["sort"], Partial<Record<"createdAt" | "title" | "priceCents" | "id", Prisma.SortOrder>>[]> = {
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  oldest: [{ createdAt: "asc" }, { id: "asc" }],
  title: [{ title: "asc" }, { id: "asc" }],
  "title-desc": [{ title: "desc" }, { id: "desc" }],
  "price-asc": [{ priceCents: "asc" }, { id: "asc" }],
  "price-desc": [{ priceCents: "desc" }, { id: "desc" }],
};

async function listWhere(query: CourseListQuery, viewer: Viewer): Promise<Prisma.CourseWhereInput> {
  const and: Prisma.CourseWhereInput[] = [];
  if (!managesCourses(viewer)) and.push({ status: "published" });
  if (query.status) and.push({ status: query.status });
  if (query.category) and.push({ category: query.category });
  if (query.level) and.push({ level: query.level });
  if (query.search) {
    // SQLite's LIKE is case-insensitive for ASCII; tags are JSON text, so a tag matches by substring.
    const term = query.search;
    // Through the trigram index (lib/data/search.ts); LIKE for a term it cannot answer.
    const ids = await searchIds("Course", ["title", "description", "instructor", "tags"], term);
    and.push(
      ids
        ? { id: { in: ids } }
        : {
            OR: [
              { title: containsText(term) },
              { description: containsText(term) },
              { instructor: containsText(term) },
              { tags: containsText(term) },
            ],
          },
    );
  }
  return and.length ? { AND: and } : {};
}

export async function listCourses(query: CourseListQuery, viewer: Viewer) {
  const where = await listWhere(query, viewer);
  // Keyed by the filter, not the where (which may hold a search's id list).
  const key = JSON.stringify({ manages: managesCourses(viewer), status: query.status, category: query.category, level: query.level, search: query.search });
  const { rows, total } = await pagedRows({
    page: query.page,
    limit: query.limit,
    orderBy: SORTS[query.sort],
    count: () => cachedAggregate(`courses:count:${key}`, () => prisma.course.count({ where })),
    find: (page) => prisma.course.findMany({ where, select: COURSE_SELECT, ...page }),
  });
  const figures = await figuresFor(rows.map((r) => r.id));
  const withRevenue = managesCourses(viewer);
  return { total, items: rows.map((row) => toDto(row, figures.get(row.id) ?? NO_FIGURES, withRevenue)) };
}

/**
 * The ids of the published courses a search term matches, by the very search the course list uses:
 * the public catalogue (/courses) filters and sorts the rest of its cached snapshot itself.
 */
export async function searchPublishedCourseIds(search: string): Promise<Set<string>> {
  const where = await listWhere({ page: 1, limit: 1, sort: "newest", search, status: "published" }, { role: "learner" });
  const rows = await prisma.course.findMany({ where, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}

/** GET /api/courses's answer: the list envelope with the cards' `stats` beside it. The dashboard page prefetches the same. */
export async function courseListPage(query: CourseListQuery, viewer: Viewer) {
  const [{ total, items }, stats] = await Promise.all([listCourses(query, viewer), courseStats(viewer)]);
  return listEnvelope("courses", items, { total, page: query.page, limit: query.limit }, { stats });
}

/** The cards above the table: over every course the viewer may see, not only the current page. */
export function courseStats(viewer: Viewer): Promise<CourseStats> {
  return cachedAggregate(`courses:stats:${managesCourses(viewer)}`, () => computeCourseStats(viewer));
}

async function computeCourseStats(viewer: Viewer): Promise<CourseStats> {
  const manages = managesCourses(viewer);
  const courseWhere: Prisma.CourseWhereInput = manages ? {} : { status: "published" };
  // Counted from the rows themselves (an indexed count): the cards must agree with the table below
  // them even for enrollments written around the app (imports, restores) that no rollup saw.
  const [byStatusRows, enrollments, ratings, revenueCents] = await Promise.all([
    prisma.course.groupBy({ by: ["status"], where: courseWhere, _count: { _all: true } }),
    prisma.enrollment.aggregate({
      where: manages ? ACTIVE : { ...ACTIVE, course: courseWhere },
      _count: { _all: true },
    }),
    ratingTotals({ publishedOnly: !manages }),
    manages ? revenueTotal() : Promise.resolve(0),
  ]);
  const byStatus = Object.fromEntries(COURSE_STATUSES.map((s) => [s, 0])) as Record<CourseStatus, number>;
  for (const row of byStatusRows) {
    if (row.status in byStatus) byStatus[row.status as CourseStatus] = row._count._all;
  }
  const stats: CourseStats = {
    totalCourses: byStatusRows.reduce((sum, row) => sum + row._count._all, 0),
    byStatus,
    totalEnrollments: enrollments._count._all,
    averageRating: averageOf(ratings),
    reviewCount: ratings.count,
  };
  if (manages) stats.totalRevenue = toDollars(revenueCents);
  return stats;
}

/** One course with its figures; null when missing or (for a learner) not published. */
export async function getCourse(id: string, viewer: Viewer): Promise<CourseDetailDto | null> {
  const row = await prisma.course.findUnique({
    where: { id },
    select: { ...COURSE_SELECT, createdBy: { select: { id: true, name: true } } },
  });
  if (!row) return null;
  if (!managesCourses(viewer) && row.status !== "published") return null;
  const figures = await figuresFor([row.id]);
  return {
    ...toDto(row, figures.get(row.id) ?? NO_FIGURES, managesCourses(viewer)),
    createdBy: row.createdBy ? { _id: row.createdBy.id, name: row.createdBy.name } : null,
  };
}

/**
 * The public landing page (another module) caches its course list under the "courses" tag; every
 * mutation here marks it stale so a publish, edit or archive shows up there.
 */
function refreshPublicPages() {
  revalidateTag("courses", "max");
  revalidatePath("/");
}

function toColumns(input: CourseUpdateInput): Prisma.CourseUncheckedUpdateInput {
  const data: Prisma.CourseUncheckedUpdateInput = {};
  if (input.title !== undefined) data.title = input.title;
  if (input.description !== undefined) data.description = input.description;
  if (input.category !== undefined) data.category = input.category;
  if (input.level !== undefined) data.level = input.level;
  if (input.price !== undefined) data.priceCents = toCents(input.price);
  if (input.originalPrice !== undefined) data.originalPriceCents = input.originalPrice == null ? null : toCents(input.originalPrice);
  if (input.duration !== undefined) data.duration = input.duration;
  if (input.instructor !== undefined) data.instructor = input.instructor;
  if (input.instructorAvatar !== undefined) data.instructorAvatar = input.instructorAvatar;
  if (input.thumbnail !== undefined) data.thumbnail = input.thumbnail;
  if (input.tags !== undefined) data.tags = stringifyList(input.tags);
  return data;
}

/** New courses start as drafts; publishing is a separate, confirmed step. */
export async function createCourse(input: CourseInput, actor: Actor): Promise<CourseDto> {
  const row = await prisma.$transaction(async (tx) => {
    const created = await tx.course.create({
      data: {
        title: input.title,
        description: input.description,
        category: input.category,
        level: input.level,
        priceCents: toCents(input.price),
        originalPriceCents: input.originalPrice == null ? null : toCents(input.originalPrice),
        duration: input.duration,
        instructor: input.instructor,
        instructorAvatar: input.instructorAvatar ?? null,
        thumbnail: input.thumbnail ?? null,
        tags: stringifyList(input.tags),
        status: "draft",
        createdById: actor.id,
      },
      select: COURSE_SELECT,
    });
    await logActivity(
      {
        type: "course_created",
        message: `${actor.name} created the course "${created.title}"`,
        actor,
        target: { type: "course", id: created.id },
        after: auditView(created),
      },
      tx,
    );
    return created;
  });
  refreshPublicPages();
  return toDto(row, NO_FIGURES, true);
}

/** The fields an audit entry records (money in dollars, tags as a list). */
function auditView(row: CourseRow) {
  return {
    title: row.title,
    description: row.description,
    category: row.category,
    level: row.level,
    price: toDollars(row.priceCents),
    originalPrice: row.originalPriceCents == null ? null : toDollars(row.originalPriceCents),
    duration: row.duration,
    instructor: row.instructor,
    instructorAvatar: row.instructorAvatar,
    thumbnail: row.thumbnail,
    tags: parseList(row.tags),
    status: row.status,
  };
}

function changedFields(before: Record<string, unknown>, after: Record<string, unknown>) {
  const from: Record<string, unknown> = {};
  const to: Record<string, unknown> = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      from[key] = before[key];
      to[key] = after[key];
    }
  }
  return { from, to };
}

export async function updateCourse(id: string, input: CourseUpdateInput, actor: Actor): Promise<CourseDto> {
  const { before, after } = await prisma.$transaction(async (tx) => {
    const existing = await tx.course.findUnique({ where: { id }, select: COURSE_SELECT });
    if (!existing) throw notFound("Course not found");
    // One of price/original price alone is checked against the stored other one.
    const price = input.price ?? existing.priceCents / 100;
    const originalPrice = input.originalPrice !== undefined ? input.originalPrice : existing.originalPriceCents == null ? null : existing.originalPriceCents / 100;
    if (originalPriceBelowPrice(price, originalPrice)) throw validationFailed({ originalPrice: [ORIGINAL_PRICE_BELOW_PRICE] });
    const updated = await tx.course.update({ where: { id }, data: toColumns(input), select: COURSE_SELECT });
    const diff = changedFields(auditView(existing), auditView(updated));
    if (Object.keys(diff.to).length > 0) {
      await logActivity(
        {
          type: "course_updated",
          message: `${actor.name} updated the course "${updated.title}"`,
          actor,
          target: { type: "course", id },
          before: diff.from,
          after: diff.to,
        },
        tx,
      );
    }
    return { before: existing, after: updated };
  });
  if (before.thumbnail !== after.thumbnail) await removeUploadIfUnused(before.thumbnail);
  refreshPublicPages();
  const figures = await figuresFor([id]);
  return toDto(after, figures.get(id) ?? NO_FIGURES, true);
}

const TRANSITION_VERB: Record<CourseStatus, string> = { published: "published", archived: "archived", draft: "moved back to draft" };

/** SPEC §4 lifecycle: only Draft → Published → Archived → Draft. Anything else is a 409. */
export async function changeCourseStatus(id: string, to: CourseStatus, actor: Actor): Promise<CourseDto> {
  const row = await prisma.$transaction(async (tx) => {
    const existing = await tx.course.findUnique({ where: { id }, select: { id: true, title: true, status: true } });
    if (!existing) throw notFound("Course not found");
    const from = existing.status as CourseStatus;
    if (from === to) throw conflict(`This course is already ${to}`, "INVALID_TRANSITION");
    if (NEXT_STATUS[from] !== to) {
      throw conflict(`${from === "archived" ? "An" : "A"} ${from} course cannot be ${TRANSITION_VERB[to]}; it can only be ${TRANSITION_VERB[NEXT_STATUS[from]]}`, "INVALID_TRANSITION");
    }
    // Conditional on the status just read, so two people clicking at once cannot skip a step.
    const { count } = await tx.course.updateMany({ where: { id, status: from }, data: { status: to } });
    if (count === 0) throw conflict("The course changed while you were working; reload and try again", "INVALID_TRANSITION");
    await logActivity(
      {
        type: to === "published" ? "course_published" : to === "archived" ? "course_archived" : "course_updated",
        message:
          to === "draft" ? `${actor.name} moved "${existing.title}" back to draft` : `${actor.name} ${to} "${existing.title}"`,
        actor,
        target: { type: "course", id },
        before: { status: from },
        after: { status: to },
      },
      tx,
    );
    return tx.course.findUniqueOrThrow({ where: { id }, select: COURSE_SELECT });
  });
  refreshPublicPages();
  const figures = await figuresFor([id]);
  return toDto(row, figures.get(id) ?? NO_FIGURES, true);
}

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
    await logActivity(
      {
        type: "course_deleted",
        message: `${actor.name} deleted the course "${existing.title}"`,
        actor,
        target: { type: "course", id },
        before: auditView(existing),
      },
      tx,
    );
    return { thumbnail: existing.thumbnail, keys: media.map((m) => m.storageKey as string) };
  });
  await removeUploadIfUnused(removed.thumbnail);
  // Its lessons went with it (cascade); their uploaded media goes too.
  for (const key of removed.keys) await storage().remove(key);
  refreshPublicPages();
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
    for (const course of found) {
      await logActivity(
        {
          type: "course_deleted",
          message: `${actor.name} deleted the course "${course.title}"`,
          actor,
          target: { type: "course", id: course.id },
          before: auditView(course),
        },
        tx,
      );
    }
    return found;
  });
  for (const course of courses) await removeUploadIfUnused(course.thumbnail);
  for (const key of mediaKeys) await storage().remove(key);
  refreshPublicPages();
  return { deleted: courses.length };
}

// ---------------------------------------------------------------- analytics

export type AnalyticsPoint = { start: string; label: string; enrollments: number; completions: number; revenue: number };

export type CourseAnalytics = {
  course: { _id: string; title: string; status: CourseStatus };
  range: AnalyticsRange;
  from: string;
  to: string;
  bucket: "day" | "week" | "month";
  series: AnalyticsPoint[];
  /** New enrollments, completions and revenue inside the range. */
  totals: { enrollments: number; completions: number; revenue: number };
  /** All-time figures, as the course table shows them. */
  overall: { enrolledStudents: number; completed: number; completionRate: number; averageProgress: number; rating: number | null; reviewCount: number; revenue: number };
  /** Active learners by progress, in SPEC §4's colour bands. */
  progressBands: { band: "80-100" | "60-79" | "40-59" | "0-39"; label: string; count: number }[];
};

const DAY = 24 * 60 * 60 * 1000;

function bucketStarts(range: AnalyticsRange, now: Date): { starts: Date[]; unit: CourseAnalytics["bucket"] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (range === "7d" || range === "30d") {
    const days = range === "7d" ? 7 : 30;
    return { unit: "day", starts: Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY)) };
  }
  if (range === "90d") {
    const from = today - 89 * DAY;
    return { unit: "week", starts: Array.from({ length: 13 }, (_, i) => new Date(from + i * 7 * DAY)) };
  }
  return {
    unit: "month",
    starts: Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1))),
  };
}

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const monthLabel = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** The index of the bucket a moment falls in, or -1 outside [first start, end). */
function bucketIndex(starts: Date[], end: number, at: Date): number {
  const t = at.getTime();
  if (t < starts[0].getTime() || t >= end) return -1;
  for (let i = starts.length - 1; i >= 0; i -= 1) if (t >= starts[i].getTime()) return i;
  return -1;
}

export async function courseAnalytics(id: string, range: AnalyticsRange, now: Date = new Date()): Promise<CourseAnalytics> {
  const course = await prisma.course.findUnique({ where: { id }, select: { id: true, title: true, status: true } });
  if (!course) throw notFound("Course not found");
  const { starts, unit } = bucketStarts(range, now);
  const from = starts[0];
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY;
  const where = { ...ACTIVE, courseId: id };
  const [inRange, progressRows, figures, sales] = await Promise.all([
    prisma.enrollment.findMany({
      where: { ...where, OR: [{ enrolledAt: { gte: from } }, { completedAt: { gte: from } }] },
      select: { enrolledAt: true, completedAt: true },
    }),
    prisma.enrollment.groupBy({ by: ["progress"], where, _count: { _all: true } }),
    figuresFor([id]),
    courseOrdersSince(id, from),
  ]);

  const series = starts.map((start) => ({
    start: start.toISOString(),
    label: unit === "month" ? monthLabel.format(start) : dayLabel.format(start),
    enrollments: 0,
    completions: 0,
    revenueCents: 0,
  }));
  for (const row of inRange) {
    const e = bucketIndex(starts, end, row.enrolledAt);
    if (e >= 0) series[e].enrollments += 1;
    const c = row.completedAt ? bucketIndex(starts, end, row.completedAt) : -1;
    if (c >= 0) series[c].completions += 1;
  }
  for (const sale of sales) {
    const i = sale.paidAt ? bucketIndex(starts, end, sale.paidAt) : -1;
    if (i >= 0) series[i].revenueCents += sale.totalCents - sale.refundedCents;
  }

  const bands: CourseAnalytics["progressBands"] = [
    { band: "80-100", label: "80–100%", count: 0 },
    { band: "60-79", label: "60–79%", count: 0 },
    { band: "40-59", label: "40–59%", count: 0 },
    { band: "0-39", label: "Below 40%", count: 0 },
  ];
  let progressSum = 0;
  let learners = 0;
  for (const row of progressRows) {
    const n = row._count._all;
    learners += n;
    progressSum += row.progress * n;
    bands[row.progress >= 80 ? 0 : row.progress >= 60 ? 1 : row.progress >= 40 ? 2 : 3].count += n;
  }

  const all = figures.get(id) ?? NO_FIGURES;
  const sum = (key: "enrollments" | "completions" | "revenueCents") => series.reduce((total, point) => total + point[key], 0);
  return {
    course: { _id: course.id, title: course.title, status: course.status as CourseStatus },
    range,
    from: from.toISOString(),
    to: new Date(end).toISOString(),
    bucket: unit,
    series: series.map(({ revenueCents, ...point }) => ({ ...point, revenue: toDollars(revenueCents) })),
    totals: { enrollments: sum("enrollments"), completions: sum("completions"), revenue: toDollars(sum("revenueCents")) },
    overall: {
      enrolledStudents: all.enrolled,
      completed: all.completed,
      completionRate: percent(all.completed, all.enrolled),
      averageProgress: learners > 0 ? Math.round(progressSum / learners) : 0,
      rating: all.rating,
      reviewCount: all.reviewCount,
      revenue: toDollars(all.revenueCents),
    },
    progressBands: bands,
  };
}

// ---------------------------------------------------------------- thumbnails

export type ImageType = { ext: "png" | "jpg" | "webp"; contentType: string };

/** The file's real type from its first bytes; the name and the declared type are not trusted. */
export function detectImageType(bytes: Uint8Array): ImageType | null {
  const starts = (sig: number[], at = 0) => sig.every((b, i) => bytes[at + i] === b);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { ext: "png", contentType: "image/png" };
  if (starts([0xff, 0xd8, 0xff])) return { ext: "jpg", contentType: "image/jpeg" };
  // RIFF <size> WEBP
  if (bytes.length >= 12 && starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) {
    return { ext: "webp", contentType: "image/webp" };
  }
  return null;
}

const CONTENT_TYPES: Record<string, string> = { png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

/** Uploads sit in the data folder beside the SQLite database (data/uploads/courses by default). */
export function uploadsDir(): string {
  const url = databaseUrl();
  const dataDir = url.startsWith("file:") ? path.dirname(sqlitePath(url)) : path.resolve(process.cwd(), "data");
  return path.join(dataDir, "uploads", "courses");
}

export async function saveThumbnail(bytes: Uint8Array, type: ImageType): Promise<{ url: string; name: string }> {
  const name = `${randomBytes(16).toString("hex")}.${type.ext}`;
  const dir = uploadsDir();
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(path.join(dir, name), bytes, { flag: "wx" });
  return { url: `${UPLOADED_THUMBNAIL_PREFIX}${name}`, name };
}

export async function readThumbnail(name: string): Promise<{ bytes: Buffer; contentType: string } | null> {
  if (!UPLOAD_FILE_NAME.test(name)) return null;
  try {
    const bytes = await fs.readFile(path.join(uploadsDir(), name));
    return { bytes, contentType: CONTENT_TYPES[name.split(".").pop() ?? ""] ?? "application/octet-stream" };
  } catch {
    return null;
  }
}

/** Deletes an uploaded thumbnail once no course uses it; bundled images are never touched. */
async function removeUploadIfUnused(url: string | null) {
  if (!url?.startsWith(UPLOADED_THUMBNAIL_PREFIX)) return;
  const name = url.slice(UPLOADED_THUMBNAIL_PREFIX.length);
  if (!UPLOAD_FILE_NAME.test(name)) return;
  const stillUsed = await prisma.course.count({ where: { thumbnail: url } });
  if (stillUsed > 0) return;
  await fs.rm(path.join(uploadsDir(), name), { force: true }).catch(() => undefined);
}
