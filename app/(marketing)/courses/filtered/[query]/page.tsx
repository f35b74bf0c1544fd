// A filtered view of /courses: proxy.ts rewrites /courses?<query> here with the query in its
// canonical form (catalogViewKey in features/catalog/schema.ts), so each distinct view is one cached
// page (rendered on its first request, kept until 60 s old or a course write revalidates the
// "courses" tag) instead of a render per request. The address bar keeps /courses?<query>.
import type { Metadata } from "next";
import { CatalogView, catalogMetadata } from "@/features/catalog/server";
import { catalogViewQuery } from "@/features/catalog";

export const dynamic = "force-static";
export const dynamicParams = true;
export const revalidate = 60;

type Params = { params: Promise<{ query: string }> };

export function generateStaticParams(): { query: string }[] {
  return [];
}

export function generateMetadata(): Promise<Metadata> {
  return catalogMetadata(true);
}

export default async function FilteredCatalogPage({ params }: Params) {
  return <CatalogView query={catalogViewQuery((await params).query)} />;
}
