import "server-only";
// The public catalogue as the pages read it: one cached snapshot of features/catalog/server/catalog.ts (tag
// CATALOG_TAG, at most CATALOG_REVALIDATE_SECONDS old). Course mutations call
// revalidateTag(CATALOG_TAG, "max") (lib/api/revalidate.ts) and the pages that read it regenerate
// in the background. The cache is Next's, so it lives in web/ and not with the data code in server/.
import { unstable_cache } from "next/cache";
import {
  CATALOG_REVALIDATE_SECONDS,
  CATALOG_TAG,
  EMPTY_CATALOG,
  browseCatalogOf,
  loadCatalog,
  type Catalog,
  type CatalogCourse,
  type CatalogPage,
} from "../server/catalog";
import type { CatalogQuery } from "../schema";

const cachedCatalog = unstable_cache(loadCatalog, ["public-catalog-v1"], {
  tags: [CATALOG_TAG],
  revalidate: CATALOG_REVALIDATE_SECONDS,
});

/**
 * The published catalogue. `next build` opens no database: what it would prerender is never served
 * (lib/cache/page-cache-handler.mjs keeps no build output), so the pages render from the database
 * on their first request after a start.
 */
export async function getCatalog(): Promise<Catalog> {
  if (process.env.NEXT_PHASE === "phase-production-build") return EMPTY_CATALOG;
  return cachedCatalog();
}

export async function getFeaturedCourses(limit = 6): Promise<CatalogCourse[]> {
  return (await getCatalog()).courses.slice(0, limit);
}

/** A published course, or null (drafts and archived courses have no public page). */
export async function getPublishedCourse(id: string): Promise<CatalogCourse | null> {
  return (await getCatalog()).courses.find((c) => c.id === id) ?? null;
}

/** One page of /courses: the search, filters and sort over the cached snapshot. */
export async function browseCatalog(query: CatalogQuery): Promise<CatalogPage> {
  return browseCatalogOf(await getCatalog(), query);
}
