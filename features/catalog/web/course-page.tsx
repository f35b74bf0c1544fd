// /courses/<id>: a published course's public page. Besides the catalogue's course it shows the
// curriculum's public outline and the course's reviews.
import "server-only";
import Link from "next/link";
import { notFound } from "next/navigation";
import { Badge } from "@/components/ui/badge";
import { buttonVariants } from "@/components/ui/button";
import { getPublicOutline } from "@/features/curriculum/server";
import { CourseReviews } from "@/features/reviews/client";
import { levelLabel } from "../components/content";
import { CourseCurriculum } from "../components/course-curriculum";
import { CourseDetailCta } from "../components/course-detail-cta";
import { CourseDetails, CoursePrice, CourseStats, CourseThumbnail, InstructorAvatar } from "../components/course-meta";
import { PageToaster } from "../components/page-toaster";
import { SiteFooter } from "../components/site-footer";
import { SiteHeader } from "../components/site-header";
import { catalogHref } from "../schema";
import { getPublishedCourse } from "./snapshot";

export async function CoursePage({ params }: { params: Promise<{ id: string }> }) {
  const course = await getPublishedCourse((await params).id);
  if (!course) notFound();
  // The catalogue is cached for a minute, so the course may have been unpublished since: no outline then.
  const outline = await getPublicOutline(course.id).catch(() => null);
  return (
    <>
      <SiteHeader anchorBase="/" />
      <main id="main" className="mx-auto max-w-7xl px-4 pt-28 pb-20 sm:px-6 lg:px-8">
        <nav aria-label="Breadcrumb" className="text-sm text-muted-foreground">
          <ol className="flex flex-wrap items-center gap-2">
            <li>
              <Link prefetch={false} href="/courses" className="hover:text-foreground hover:underline">
                Courses
              </Link>
            </li>
            <li aria-hidden="true">/</li>
            <li>
              <Link prefetch={false} href={catalogHref({ category: course.category })} className="hover:text-foreground hover:underline">
                {course.category}
              </Link>
            </li>
          </ol>
        </nav>
        <div className="mt-6 grid gap-x-10 gap-y-6 lg:grid-cols-[1fr_22rem]">
          {/* On a phone the enroll card comes first (price and Enroll without scrolling); on wide screens it is a sticky column. */}
          <div className="flex flex-col gap-6 lg:col-start-1">
            <div className="flex flex-wrap gap-2">
              <Badge variant="secondary">{course.category}</Badge>
              <Badge variant="outline">{levelLabel(course.level)}</Badge>
            </div>
            <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{course.title}</h1>
            <p className="text-lg text-muted-foreground">{course.description}</p>
            <CourseStats course={course} className="flex flex-wrap items-center gap-x-5 gap-y-2" />
            <p className="flex items-center gap-3">
              <InstructorAvatar name={course.instructor} src={course.instructorAvatar} className="size-10 text-sm" />
              <span>
                <span className="block text-sm text-muted-foreground">Instructor</span>
                <span className="font-semibold">{course.instructor}</span>
              </span>
            </p>
          </div>
          <aside aria-label="Enroll" data-testid="enroll-card" className="h-fit overflow-hidden max-lg:order-first rounded-xl border bg-card shadow-sm lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <CourseThumbnail course={course} sizes="(min-width: 1024px) 352px, 100vw" eager />
            <div className="flex flex-col gap-4 p-5">
              <CoursePrice priceCents={course.priceCents} originalPriceCents={course.originalPriceCents} className="[&>span:first-child]:text-3xl" />
              <CourseDetailCta courseId={course.id} priceCents={course.priceCents} className={buttonVariants({ size: "lg", className: "h-12 w-full text-base" })} />
              <Link prefetch={false} href="/courses" className={buttonVariants({ variant: "outline", className: "w-full" })}>
                Browse Courses
              </Link>
            </div>
          </aside>
          <div className="flex flex-col gap-6 lg:col-start-1">
            {course.tags.length > 0 ? (
              <section aria-labelledby="topics-title" className="flex flex-col gap-3">
                <h2 id="topics-title" className="text-xl font-semibold">
                  What you will learn about
                </h2>
                <ul className="flex flex-wrap gap-2">
                  {course.tags.map((tag) => (
                    <li key={tag}>
                      <Badge variant="secondary" className="px-3 py-1 text-sm">
                        {tag}
                      </Badge>
                    </li>
                  ))}
                </ul>
              </section>
            ) : null}
            <section aria-labelledby="details-title" className="flex flex-col gap-3">
              <h2 id="details-title" className="text-xl font-semibold">
                Course details
              </h2>
              <CourseDetails course={course} className="grid grid-cols-2 gap-4 rounded-xl border p-5 sm:grid-cols-4" termClassName="text-sm text-muted-foreground" />
            </section>
            {outline ? <CourseCurriculum courseId={course.id} outline={outline} /> : null}
            <CourseReviews courseId={course.id} />
          </div>
        </div>
      </main>
      <SiteFooter />
      {/* The reviews and the enroll button report through toasts. */}
      <PageToaster />
    </>
  );
}
