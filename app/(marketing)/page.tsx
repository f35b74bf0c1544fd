// "/": the public landing page (docs/product.md §1, §2). Static HTML regenerated at most every minute, or
// sooner when a course changes (revalidateTag("courses")); the signed-in parts are client islands.
import type { Metadata } from "next";
import { Suspense } from "react";
import { courseThumbnail, toCardCourse, toSpotlight } from "@/features/catalog";
import { Categories, FeaturedCourses, Instructors } from "@/features/catalog/client";
import { ClosingCta } from "@/features/catalog/client";
import { Hero } from "@/features/catalog/client";
import { Benefits, Features, HeadlineStats, Testimonials } from "@/features/catalog/client";
import { SiteFooter } from "@/features/catalog/client";
import { SiteHeader } from "@/features/catalog/client";
import { OG_IMAGE } from "@/features/catalog";
import { getCatalog } from "@/features/catalog/web";
import { getGeneralSettings } from "@/lib/settings/store";

// Static even though the root not-found.tsx reads headers() (which would make every page that
// renders it dynamic): the page itself uses no request data.
export const dynamic = "force-static";
export const revalidate = 60;

const description =
  "Master new skills with expert-led courses. Interactive learning, expert instructors and certified programs, trusted by 50,000+ students in 120+ countries.";

// The title carries the Site name of the General settings.
export async function generateMetadata(): Promise<Metadata> {
  const { siteName } = await getGeneralSettings();
  const title = `${siteName} — Master new skills with expert-led courses`;
  return {
    title: { absolute: title },
    description,
    alternates: { canonical: "/" },
    openGraph: { type: "website", url: "/", siteName, title, description, images: [OG_IMAGE] },
    twitter: { card: "summary_large_image", title, description, images: [OG_IMAGE.url] },
  };
}

export default async function LandingPage() {
  // The settings first: prices below print in their currency.
  const [catalog] = await Promise.all([getCatalog(), getGeneralSettings()]);
  const featured = catalog.courses.slice(0, 6);
  return (
    <>
      <SiteHeader />
      <main id="main">
        {/* The tour's catalogue screen: three real courses, with only what it shows. */}
        <Hero spotlight={featured[0] ? toSpotlight(featured[0]) : null} tour={featured.slice(0, 3).map((c) => ({ id: c.id, title: c.title, image: courseThumbnail(c), rating: c.rating, students: c.students, priceCents: c.priceCents }))} />
        {/*
          Everything below the hero sits in Suspense boundaries. The HTML is complete either way;
          the boundaries only let React hydrate these parts afterwards in short, interruptible
          slices instead of one long task, so a phone stays responsive while the page boots.
        */}
        <Suspense>
          <Features />
          <HeadlineStats />
        </Suspense>
        <Suspense>
          <FeaturedCourses courses={featured.map(toCardCourse)} />
        </Suspense>
        <Suspense>
          <Categories categories={catalog.categories} />
          <Benefits />
        </Suspense>
        <Suspense>
          <Instructors instructors={catalog.instructors.slice(0, 4)} />
          <Testimonials />
        </Suspense>
        <Suspense>
          <ClosingCta priceRange={catalog.priceRange} />
        </Suspense>
      </main>
      <Suspense>
        <SiteFooter afterCta />
      </Suspense>
    </>
  );
}
