import "server-only";
// Cache revalidation belongs to the route handlers (lib/data knows nothing of Next).
import { revalidatePath, revalidateTag } from "next/cache";
import { CATALOG_TAG } from "@/lib/cache/tags";

/**
 * The public landing page and catalogue cache their course list under CATALOG_TAG; every course
 * mutation marks it stale so a publish, edit or archive shows up there.
 */
export function refreshPublicCourses() {
  revalidateTag(CATALOG_TAG, "max");
  revalidatePath("/");
}

/**
 * Figures the catalogue shows changed without the course itself changing (its learners after an
 * enrollment, a payment or a refund; its rating after a review): the snapshot is marked stale and
 * the pages that read it regenerate in the background.
 */
export function refreshCatalogFigures() {
  revalidateTag(CATALOG_TAG, "max");
}
