// /courses: the public catalogue of published courses ('View All Courses'), grouped by category so
// each Explore Categories card lands on its group (/courses#<category>). Static, like the landing page.
import type { Metadata } from "next";
import { CourseCard } from "@/components/landing/course-card";
import { SiteFooter } from "@/components/landing/site-footer";
import { SiteHeader } from "@/components/landing/site-header";
import { OG_IMAGE } from "@/components/landing/seo";
import { getCatalog } from "@/lib/data/catalog";
import { getGeneralSettings } from "@/lib/data/settings";

// Static even though the root not-found.tsx reads headers() (which would make every page that
// renders it dynamic): the page itself uses no request data.
export const dynamic = "force-static";
export const revalidate = 60;

const description = "Browse every published Masterly course: web development, data science, design, programming, marketing and business.";

export async function generateMetadata(): Promise<Metadata> {
  const { siteName } = await getGeneralSettings();
  return {
    title: "All Courses",
    description,
    alternates: { canonical: "/courses" },
    openGraph: { type: "website", url: "/courses", siteName, title: `All Courses · ${siteName}`, description, images: [OG_IMAGE] },
  };
}

export default async function CatalogPage() {
  // The settings first: prices below print in their currency.
  const [{ courses, categories }] = await Promise.all([getCatalog(), getGeneralSettings()]);
  return (
    <>
      <SiteHeader anchorBase="/" />
      <main id="main" className="mx-auto max-w-7xl px-4 pt-28 pb-20 sm:px-6 lg:px-8">
        <div className="flex flex-col gap-3">
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">Catalogue</p>
          <h1 className="text-4xl font-bold tracking-tight">All Courses</h1>
          <p className="max-w-2xl text-lg text-muted-foreground">
            {courses.length === 1 ? "1 published course" : `${courses.length} published courses`}, most enrolled first in each category.
          </p>
        </div>
        <nav aria-label="Categories" className="mt-8">
          <ul className="flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category.slug}>
                <a href={`#${category.slug}`} className="inline-flex items-center gap-2 rounded-full border bg-card px-4 py-2 text-sm font-medium hover:border-primary hover:bg-accent">
                  {category.name}
                  <span className="text-muted-foreground">{category.courses}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {categories.map((category) => {
          const list = courses.filter((c) => c.category === category.name);
          return (
            <section key={category.slug} id={category.slug} aria-labelledby={`${category.slug}-title`} className="mt-14 scroll-mt-20">
              <h2 id={`${category.slug}-title`} className="text-2xl font-bold tracking-tight">
                {category.name} <span className="text-base font-normal text-muted-foreground">({list.length})</span>
              </h2>
              {list.length > 0 ? (
                <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((course) => (
                    <li key={course.id} className="flex">
                      <CourseCard course={course} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="mt-4 rounded-xl border bg-card p-6 text-muted-foreground">No published courses in this category yet. Check back soon.</p>
              )}
            </section>
          );
        })}
      </main>
      <SiteFooter />
    </>
  );
}
