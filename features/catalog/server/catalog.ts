// The public catalogue: published courses with figures computed from enrollments, per-category
// counts, instructors and the price range. Read by the landing page, /courses and the sitemap.
// Uncached here: features/catalog/web/snapshot.ts keeps one snapshot of it under CATALOG_TAG for the pages.
import "server-only";
import { prisma } from "@/lib/db";
import { parseList } from "@/lib/db/json";
import { averageOf, ratingsByCourse } from "@/features/figures/server";
import { searchPublishedCourseIds } from "@/features/courses/server";
import { categorySlug } from "../category-slug";
import { CATALOG_PAGE_SIZE, CATALOG_PRICES, type Catalog, type CatalogCourse, type CatalogInstructor, type CatalogPage, type CatalogQuery } from "../schema";
import { COURSE_CATEGORIES } from "@/lib/validation/common";
import { CATALOG_TAG } from "@/lib/cache/tags";

export { CATALOG_TAG };
export type { Catalog, CatalogCategory, CatalogCourse, CatalogInstructor, CatalogPage } from "../schema";
export const CATALOG_REVALIDATE_SECONDS = 60;

export { categorySlug };

export const EMPTY_CATALOG: Catalog = { courses: [], categories: COURSE_CATEGORIES.map((name) => ({ name, slug: categorySlug(name), courses: 0 })), instructors: [], priceRange: null };

const round1 = (value: number) => Math.round(value * 10) / 10;

/** The catalogue straight from the database; features/catalog/web/snapshot.ts caches it (tag CATALOG_TAG). */
export async function loadCatalog(): Promise<Catalog> {
  // Two queries whatever the size of the catalogue: the courses, and one aggregate over enrollments.
  const [rows, stats, ratings] = await Promise.all([
    prisma.course.findMany({
      where: { status: "published" },
      select: {
        id: true, title: true, description: true, category: true, level: true, priceCents: true, originalPriceCents: true,
        duration: true, instructor: true, instructorAvatar: true, thumbnail: true, tags: true, createdAt: true, updatedAt: true,
      },
    }),
    prisma.enrollment.groupBy({
      by: ["courseId"],
      where: { unenrolledAt: null, course: { status: "published" } },
      _count: { _all: true },
    }),
    ratingsByCourse({ publishedOnly: true }),
  ]);
  const statsOf = new Map(stats.map((s) => [s.courseId, s]));
  const courses: CatalogCourse[] = rows
    .map(({ tags, createdAt, updatedAt, ...row }) => {
      const s = statsOf.get(row.id);
      const reviewCount = ratings.get(row.id)?.count ?? 0;
      return {
        ...row,
        tags: parseList(tags),
        rating: averageOf(ratings.get(row.id)),
        reviewCount,
        students: s?._count._all ?? 0,
        createdAt: createdAt.toISOString(),
        updatedAt: updatedAt.toISOString(),
      };
    })
    // Most enrolled first; ties go to the better rated, then alphabetical so the order is stable.
    .sort((a, b) => b.students - a.students || (b.rating ?? 0) - (a.rating ?? 0) || a.title.localeCompare(b.title));

  const names = [...COURSE_CATEGORIES, ...new Set(courses.map((c) => c.category).filter((c) => !(COURSE_CATEGORIES as readonly string[]).includes(c)))];
  const categories = names.map((name) => ({ name, slug: categorySlug(name), courses: courses.filter((c) => c.category === name).length }));

  const byInstructor = new Map<string, CatalogCourse[]>();
  for (const course of courses) byInstructor.set(course.instructor, [...(byInstructor.get(course.instructor) ?? []), course]);
  const instructors = [...byInstructor].map(([name, list]): CatalogInstructor => {
    const reviews = list.reduce((sum, c) => sum + c.reviewCount, 0);
    const ratingSum = list.reduce((sum, c) => sum + (c.rating ?? 0) * c.reviewCount, 0);
    return {
      name,
      avatar: list.find((c) => c.instructorAvatar)?.instructorAvatar ?? null,
      courses: list.length,
      students: list.reduce((sum, c) => sum + c.students, 0),
      rating: reviews > 0 ? round1(ratingSum / reviews) : null,
      categories: [...new Set(list.map((c) => c.category))],
    };
  }).sort((a, b) => b.students - a.students || a.name.localeCompare(b.name));

  const prices = courses.map((c) => c.priceCents);
  const priceRange = prices.length ? { minCents: Math.min(...prices), maxCents: Math.max(...prices) } : null;
  return { courses, categories, instructors, priceRange };
}

const SORTERS: Record<string, (a: CatalogCourse, b: CatalogCourse) => number> = {
  // The snapshot's own order: most enrolled, then better rated, then by title.
  popular: () => 0,
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt) || a.title.localeCompare(b.title),
  rating: (a, b) => (b.rating ?? -1) - (a.rating ?? -1) || b.reviewCount - a.reviewCount || a.title.localeCompare(b.title),
  "price-asc": (a, b) => a.priceCents - b.priceCents || a.title.localeCompare(b.title),
  "price-desc": (a, b) => b.priceCents - a.priceCents || a.title.localeCompare(b.title),
};

/**
 * One page of the public catalogue for /courses: the search term through the course list's own
 * search (features/courses/server/list.ts), the other filters and the sort over a snapshot (features/catalog/web/snapshot.ts passes the cached one).
 */
export async function browseCatalogOf(catalog: Catalog, query: CatalogQuery): Promise<CatalogPage> {
  const { courses } = catalog;
  const matches = query.q ? await searchPublishedCourseIds(query.q) : null;
  const band = CATALOG_PRICES.find((p) => p.value === query.price);
  const list = courses
    .filter((c) => !matches || matches.has(c.id))
    .filter((c) => !query.category || c.category === query.category)
    .filter((c) => !query.level || c.level === query.level)
    .filter((c) => !band || (c.priceCents >= band.min && (band.max === null || c.priceCents <= band.max)))
    .sort(SORTERS[query.sort] ?? SORTERS.popular);
  const pages = Math.max(1, Math.ceil(list.length / CATALOG_PAGE_SIZE));
  const page = Math.min(query.page, pages);
  return { courses: list.slice((page - 1) * CATALOG_PAGE_SIZE, page * CATALOG_PAGE_SIZE), total: list.length, page, pages };
}
