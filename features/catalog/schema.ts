// The public catalogue's filters and sort, as /courses reads them from its URL (a GET form, so they
// work without JavaScript). A value the page does not know is ignored, never an error page.
import { z } from "zod";
import { COURSE_CATEGORIES, COURSE_LEVELS } from "@/lib/validation/common";
import { courseResponseSchema } from "@/features/courses";

export const CATALOG_SORTS = [
  { value: "popular", label: "Most popular" },
  { value: "newest", label: "Newest" },
  { value: "rating", label: "Highest rated" },
  { value: "price-asc", label: "Price: low to high" },
  { value: "price-desc", label: "Price: high to low" },
] as const;

/** Price bands in cents: [min, max] inclusive, max null for open-ended. */
export const CATALOG_PRICES = [
  { value: "free", label: "Free", min: 0, max: 0 },
  { value: "paid", label: "Paid", min: 1, max: null },
  { value: "under-50", label: "Under 50", min: 1, max: 4999 },
  { value: "50-100", label: "50 to 100", min: 5000, max: 10000 },
  { value: "over-100", label: "Over 100", min: 10001, max: null },
] as const;

export const CATALOG_PAGE_SIZE = 24;

const oneOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined);
const first = (v: unknown) => (Array.isArray(v) ? v[0] : v);

export const catalogQuerySchema = z.object({
  q: z.preprocess(first, z.string().trim().max(200).optional().catch(undefined)).transform((v) => v || undefined),
  level: z.preprocess(first, oneOf(COURSE_LEVELS)),
  category: z.preprocess(first, oneOf(COURSE_CATEGORIES)),
  price: z.preprocess(first, oneOf(CATALOG_PRICES.map((p) => p.value) as unknown as readonly ["free", ...string[]])),
  sort: z.preprocess(first, z.enum(CATALOG_SORTS.map((s) => s.value) as unknown as readonly ["popular", ...string[]]).catch("popular").default("popular")),
  page: z.preprocess(first, z.coerce.number().int().min(1).max(10_000).catch(1).default(1)),
});
export type CatalogQuery = z.output<typeof catalogQuerySchema>;

/** The query string of a catalogue view, without defaults, for links (pages, clearing one filter). */
export function catalogHref(query: Partial<Omit<CatalogQuery, "category">> & { category?: string }): string {
  const params = new URLSearchParams();
  if (query.q) params.set("q", query.q);
  if (query.category) params.set("category", query.category);
  if (query.level) params.set("level", query.level);
  if (query.price) params.set("price", query.price);
  if (query.sort && query.sort !== "popular") params.set("sort", query.sort);
  if (query.page && query.page > 1) params.set("page", String(query.page));
  const qs = params.toString();
  return qs ? `/courses?${qs}` : "/courses";
}

/** The segment that names "no filter" in a rewritten catalogue view (a query of unknown values only). */
const ALL_VIEW = "all";

/**
 * The cache key of a catalogue view: its query in canonical form (catalogHref: known values only,
 * fixed order, no defaults), for proxy.ts to rewrite /courses?<query> to /courses/filtered/<key>.
 * Null for /courses without a query string, which is served as it is.
 */
export function catalogViewKey(search: URLSearchParams): string | null {
  if ([...search.keys()].length === 0) return null;
  const raw: Record<string, string[]> = {};
  for (const [key, value] of search) (raw[key] ??= []).push(value);
  const qs = catalogHref(catalogQuerySchema.parse(raw)).split("?")[1];
  return qs ?? ALL_VIEW;
}

/** The query a catalogViewKey names (anything else reads as the unfiltered view). */
export function catalogViewQuery(key: string): CatalogQuery {
  // A canonical query always holds "=": one still percent-encoded as a path segment is decoded first.
  const qs = key.includes("=") ? key : safeDecode(key);
  return catalogQuerySchema.parse(qs === ALL_VIEW ? {} : Object.fromEntries(new URLSearchParams(qs)));
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return ALL_VIEW;
  }
}

// ---- The catalogue as its pages read it ----
// server/catalog.ts builds it, web/snapshot.ts caches it for the landing page, /courses and the
// sitemap: not an API body, but the same kind of answer, so its types are inferred from schemas too.

const count = z.number().int();
const cents = z.number().int();

/** A published course as the catalogue shows it: the course's public fields, stored text and cents, and its learners. */
export const catalogCourseSchema = courseResponseSchema
  .pick({ title: true, description: true, duration: true, instructor: true, instructorAvatar: true, thumbnail: true, tags: true, rating: true, reviewCount: true, createdAt: true, updatedAt: true })
  .extend({
    id: z.string(),
    category: z.string(),
    level: z.string(),
    priceCents: cents,
    originalPriceCents: cents.nullable(),
    /** Learners enrolled now (unenrolled ones are not counted). */
    students: count,
  });
export type CatalogCourse = z.infer<typeof catalogCourseSchema>;

export const catalogCategorySchema = z.object({ name: z.string(), slug: z.string(), courses: count });
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;

export const catalogInstructorSchema = z.object({
  name: z.string(),
  avatar: z.string().nullable(),
  courses: count,
  students: count,
  rating: z.number().nullable(),
  categories: z.array(z.string()),
});
export type CatalogInstructor = z.infer<typeof catalogInstructorSchema>;

/** The whole catalogue snapshot: published courses, per-category counts, instructors, the price range. */
export const catalogSchema = z.object({
  courses: z.array(catalogCourseSchema),
  categories: z.array(catalogCategorySchema),
  instructors: z.array(catalogInstructorSchema),
  priceRange: z.object({ minCents: cents, maxCents: cents }).nullable(),
});
export type Catalog = z.infer<typeof catalogSchema>;

/** One page of /courses: the filtered, sorted courses and where the page sits. */
export const catalogPageSchema = z.object({
  courses: z.array(catalogCourseSchema),
  total: count,
  page: count,
  pages: count,
});
export type CatalogPage = z.infer<typeof catalogPageSchema>;
