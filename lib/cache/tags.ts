// Cache tags shared by the data that is cached (features/catalog/server/catalog.ts) and the route handlers that
// mark it stale (lib/api/revalidate.ts). Plain constants: importing this runs nothing.

/** The public catalogue's snapshot (landing page, /courses, sitemap). */
export const CATALOG_TAG = "courses";
