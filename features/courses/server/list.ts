// The course list (filters, search, sort), the public catalogue's search and the stat cards.
import "server-only";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/db/aggregate-cache";
import { exactTotal } from "@/lib/search/pagination";
import { CAPPED_COUNT_ORDER, countCapped, listPage, matchTotal, searchFilter, withSearch, type SearchFilter } from "@/lib/search";
import { activeEnrollments } from "@/features/figures/server";
import { averageOf, ratingTotals } from "@/features/figures/server";
import type { Prisma } from "@/lib/generated/prisma/client";
import { revenueTotal } from "@/features/figures/server";
import type { CourseListQuery, CourseStatus } from "../schema";
import { COURSE_STATUSES } from "@/lib/validation/common";
import { COURSE_SELECT, NO_FIGURES, figuresFor, managesCourses, toDollars, toDto, type CourseStats, type Viewer } from "./shape";

const SORTS: Record<CourseListQuery["sort"], Partial<Record<"createdAt" | "title" | "priceCents" | "id", Prisma.SortOrder>>[]> = {
  newest: [{ createdAt: "desc" }, { id: "desc" }],
  oldest: [{ createdAt: "asc" }, { id: "asc" }],
  title: [{ title: "asc" }, { id: "asc" }],
  "title-desc": [{ title: "desc" }, { id: "desc" }],
  "price-asc": [{ priceCents: "asc" }, { id: "asc" }],
  "price-desc": [{ priceCents: "desc" }, { id: "desc" }],
};

/** The list's where, and the search's ids (or, `inSql`, its match in SQL) when they are the whole filter (withSearch). */
async function listWhere(query: CourseListQuery, viewer: Viewer, inSql = false): Promise<SearchFilter<Prisma.CourseWhereInput>> {
  const and: Prisma.CourseWhereInput[] = [];
  if (!managesCourses(viewer)) and.push({ status: "published" });
  if (query.status) and.push({ status: query.status });
  if (query.category) and.push({ category: query.category });
  if (query.level) and.push({ level: query.level });
  // Through the trigram index (lib/search/index.ts); LIKE for a term it cannot answer. SQLite's LIKE
  // is case-insensitive for ASCII; tags are JSON text, so a tag matches by substring.
  // A search alone stays in SQL (searchMatch): the list's page and total hold its match.
  return withSearch(and, query.search ? await searchFilter("Course", ["title", "description", "instructor", "tags"], query.search, { inSql: inSql && and.length === 0 }) : null);
}

export async function listCourses(query: CourseListQuery, viewer: Viewer) {
  const { where, ids: searchIdList, matchInSql: match } = await listWhere(query, viewer, true);
  // Keyed by the filter, not the where (which may hold a search's id list).
  const key = JSON.stringify({ manages: managesCourses(viewer), status: query.status, category: query.category, level: query.level, search: query.search });
  const { rows, total, capped } = await listPage({
    model: "Course",
    where,
    ids: searchIdList,
    match: match?.condition,
    page: query.page,
    limit: query.limit,
    orderBy: SORTS[query.sort],
    // A search counts up to the cap (countCapped), in CAPPED_COUNT_ORDER (one kept in SQL counted its
    // matches already); the rest exactly.
    count: () => cachedAggregate(`courses:count:${key}`, () => (match ? Promise.resolve(matchTotal(match)) : query.search ? countCapped(({ take }) => prisma.course.count({ where, take, orderBy: CAPPED_COUNT_ORDER })) : prisma.course.count({ where }).then(exactTotal))),
    findMany: (args) => prisma.course.findMany({ ...args, select: COURSE_SELECT }),
  });
  // A page's figures (enrollment counts, ratings, revenue: three grouped queries) are aggregates like
  // the total, cached per page of ids and cleared by any write that can change them (docs/decisions/007-aggregate-cache.md).
  const ids = rows.map((r) => r.id);
  const figures = await cachedAggregate(`courses:figures:${ids.join(",")}`, () => figuresFor(ids));
  const withRevenue = managesCourses(viewer);
  return { total, capped, items: rows.map((row) => toDto(row, figures.get(row.id) ?? NO_FIGURES, withRevenue)) };
}

/**
 * The ids of the published courses a search term matches, by the very search the course list uses:
 * the public catalogue (/courses) filters and sorts the rest of its cached snapshot itself.
 */
export async function searchPublishedCourseIds(search: string): Promise<Set<string>> {
  const { where } = await listWhere({ page: 1, limit: 1, sort: "newest", search, status: "published" }, { role: "learner" });
  const rows = await prisma.course.findMany({ where, select: { id: true } });
  return new Set(rows.map((row) => row.id));
}

/** What GET /api/courses answers (features/courses/web/list-envelope.ts wraps it): a page of courses and the cards' `stats`. */
export async function courseListPage(query: CourseListQuery, viewer: Viewer) {
  const [{ total, capped, items }, stats] = await Promise.all([listCourses(query, viewer), courseStats(viewer)]);
  return { total, capped, items, stats };
}

/** The cards above the table: over every course the viewer may see, not only the current page. */
export function courseStats(viewer: Viewer): Promise<CourseStats> {
  return cachedAggregate(`courses:stats:${managesCourses(viewer)}`, () => computeCourseStats(viewer));
}

async function computeCourseStats(viewer: Viewer): Promise<CourseStats> {
  const manages = managesCourses(viewer);
  const courseWhere: Prisma.CourseWhereInput = manages ? {} : { status: "published" };
  // The cards must agree with the table below them even for enrollments and orders written around
  // the app (imports, restores) that no rollup saw (e2e/courses.spec.ts "the cards match the
  // database" checks it): active enrollments come from the per-course counts the triggers on
  // "Enrollment" keep (features/figures/server/user-counts.ts), where counting them read every enrollment.
  const [byStatusRows, enrollments, ratings, revenueCents] = await Promise.all([
    prisma.course.groupBy({ by: ["status"], where: courseWhere, _count: { _all: true } }),
    activeEnrollments({ publishedOnly: !manages }),
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
    totalEnrollments: enrollments,
    averageRating: averageOf(ratings),
    reviewCount: ratings.count,
  };
  if (manages) stats.totalRevenue = toDollars(revenueCents);
  return stats;
}
