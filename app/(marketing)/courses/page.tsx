// /courses: the public catalogue of published courses ('View All Courses'), shoppable: search,
// category, level and price filters and a sort, all in the URL (a GET form: it works without
// JavaScript). This route is the unfiltered view; proxy.ts rewrites /courses?<query> to
// courses/filtered/[query] (features/catalog/client/catalog-view.tsx). Both are cached pages: rendered
// on their first request after a start, then kept until 60 s old or a course write revalidates the
// "courses" tag (lib/cache/page-cache-handler.mjs).
import type { Metadata } from "next";
import { CatalogView, catalogMetadata } from "@/features/catalog/server";
import { catalogQuerySchema } from "@/features/catalog";

// Static even though the root not-found.tsx reads headers(): the page uses no request data.
export const dynamic = "force-static";
export const revalidate = 60;

export function generateMetadata(): Promise<Metadata> {
  return catalogMetadata(false);
}

export default function CatalogPage() {
  return <CatalogView query={catalogQuerySchema.parse({})} />;
}
