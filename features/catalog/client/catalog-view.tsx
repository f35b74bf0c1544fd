// The catalogue's page body for one view (search, filters, sort, page), rendered on the server from
// the cached catalogue. Two routes render it, both cached like the landing page (docs/decisions/011-page-cache.md):
// /courses itself (no query), and app/(marketing)/courses/filtered/[query], where proxy.ts rewrites
// /courses?<query> with the query in its canonical form (catalogViewKey), so each view is one page
// in lib/cache/page-cache-handler.mjs until a course write revalidates the "courses" tag.
import type { Metadata } from "next";
import Link from "next/link";
import { CatalogFilters } from "./catalog-filters";
import { toCardCourse } from "../components/card-course";
import { CourseCard } from "../components/course-card";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { OG_IMAGE } from "../components/seo";
import { buttonVariants } from "@/components/ui/button";
import { browseCatalog } from "../web/snapshot";
import { getGeneralSettings } from "@/lib/settings/store";
import { catalogHref, type CatalogQuery } from "../schema";

const description = "Browse every published Masterly course: web development, data science, design, programming, marketing and business.";

export async function catalogMetadata(filtered: boolean): Promise<Metadata> {
  const { siteName } = await getGeneralSettings();
  return {
    title: "All Courses",
    description,
    alternates: { canonical: "/courses" },
    // One indexed page; its filtered views are not separate documents.
    ...(filtered ? { robots: { index: false, follow: true } } : {}),
    openGraph: { type: "website", url: "/courses", siteName, title: `All Courses · ${siteName}`, description, images: [OG_IMAGE] },
  };
}

export async function CatalogView({ query }: { query: CatalogQuery }) {
  // The settings first: prices below print in their currency.
  const [result] = await Promise.all([browseCatalog(query), getGeneralSettings()]);
  const { courses, total, page, pages } = result;
  return (
    <>
      <SiteHeader anchorBase="/" />
      <main id="main" className="mx-auto max-w-7xl px-4 pt-28 pb-20 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Catalogue</p>
          <h1 className="text-4xl font-bold tracking-tight">All Courses</h1>
        </div>
        <div className="mt-8">
          <CatalogFilters query={query} />
        </div>
        <p className="mt-6 text-muted-foreground" role="status" data-testid="catalog-count">
          {total === 1 ? "1 course" : `${total} courses`}
          {pages > 1 ? ` · page ${page} of ${pages}` : ""}
        </p>
        {courses.length > 0 ? (
          <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="catalog-results">
            {courses.map((course) => (
              <li key={course.id} className="flex">
                <CourseCard course={toCardCourse(course)} headingLevel={2} />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mt-6 flex flex-col items-center gap-4 rounded-xl border bg-card p-10 text-center" data-testid="catalog-empty">
            <h2 className="text-xl font-semibold">No courses match your filters</h2>
            <p className="text-muted-foreground">Try another search term, or clear the filters to see every course.</p>
            <Link prefetch={false} href="/courses" className={buttonVariants({ variant: "outline" })}>
              Clear filters
            </Link>
          </div>
        )}
        {pages > 1 ? (
          <nav aria-label="Pages" className="mt-10 flex items-center justify-center gap-3">
            {page > 1 ? (
              <Link prefetch={false} href={catalogHref({ ...query, page: page - 1 })} className={buttonVariants({ variant: "outline" })}>
                Previous
              </Link>
            ) : null}
            {page < pages ? (
              <Link prefetch={false} href={catalogHref({ ...query, page: page + 1 })} className={buttonVariants({ variant: "outline" })}>
                Next
              </Link>
            ) : null}
          </nav>
        ) : null}
      </main>
      <SiteFooter />
    </>
  );
}
