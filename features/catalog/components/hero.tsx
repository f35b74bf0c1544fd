"use client";

// The hero: headline, call to action, Watch Demo and the static stats of docs/product.md §1 (50K+, 500+, 95%).
// On wide screens a card beside it spotlights the most enrolled course (live data). A client
// component fed with the fields it shows: the page's payload carries that data, not the markup.
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import type { SpotlightCourse } from "./card-course";
import { Icon } from "./icon";
import * as paths from "./icon-paths";
import { HERO_STATS, levelLabel } from "./content";
import { CoursePrice, CourseRating, CourseStudents, InstructorAvatar } from "./course-meta";
import { HeroCta } from "./hero-cta";
import type { TourCourse } from "./demo-dialog";
import { StatList } from "./stat-list";
import { WatchDemoButton } from "./watch-demo";

export function Hero({ spotlight, tour }: { spotlight: SpotlightCourse | null; tour: TourCourse[] }) {
  const button = "h-12 w-full px-6 text-base sm:w-64";
  return (
    <section aria-labelledby="hero-title" className="relative overflow-hidden pt-28 pb-16 sm:pt-36 lg:pb-24">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_70%_-10%,var(--color-accent),transparent)]" />
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-[1.1fr_0.9fr] lg:px-8">
        <div className="flex flex-col items-start gap-6">
          <p className="inline-flex items-center gap-2 rounded-full border bg-background px-3 py-1 text-sm font-medium">
            <Icon icon={paths.Sparkles} className="size-4 text-primary" />
            Online courses taught by industry experts
          </p>
          <h1 id="hero-title" className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            Master New Skills with{" "}
            <span className="text-primary">
              <span className="whitespace-nowrap">Expert-Led</span> Courses
            </span>
          </h1>
          <p className="max-w-xl text-lg text-muted-foreground sm:text-xl">
            Learn from professionals at your own pace. Build real projects, earn certificates and take the next step in your career.
          </p>
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row">
            <HeroCta className={buttonVariants({ size: "lg", className: button })} icon={<Icon icon={paths.ArrowRight} />} />
            <WatchDemoButton courses={tour} className={buttonVariants({ variant: "outline", size: "lg", className: button })} icon={<Icon icon={paths.CirclePlay} />} />
          </div>
          <StatList stats={HERO_STATS} className="grid w-full max-w-lg grid-cols-3 gap-4 border-t pt-6" labelClassName="text-sm text-muted-foreground" valueClassName="text-2xl font-bold sm:text-3xl" />
        </div>
        {spotlight ? <Spotlight course={spotlight} /> : null}
      </div>
    </section>
  );
}

function Spotlight({ course }: { course: SpotlightCourse }) {
  return (
    <aside aria-label="Most popular course" className="hidden lg:block">
      <div className="relative mx-auto max-w-md rotate-1 rounded-2xl border bg-card p-2 shadow-xl">
        <div className="flex h-40 flex-col justify-between rounded-xl bg-linear-to-br from-primary to-chart-5 p-6 text-primary-foreground">
          <span className="inline-flex w-fit items-center gap-1.5 rounded-full bg-background px-3 py-1 text-xs font-semibold text-foreground">
            <Icon icon={paths.Sparkles} className="size-3.5 text-primary" />
            Most popular
          </span>
          <Icon icon={paths.GraduationCap} className="size-14 self-end opacity-90" />
        </div>
        <div className="flex flex-col gap-3 p-4">
          <p className="text-sm text-muted-foreground">
            {course.category} · {levelLabel(course.level)}
          </p>
          <p className="text-xl leading-snug font-semibold">
            <Link prefetch={false} href={`/courses/${course.id}`} className="hover:underline">
              {course.title}
            </Link>
          </p>
          <p className="flex items-center gap-2 text-sm">
            <InstructorAvatar name={course.instructor} src={course.instructorAvatar} />
            {course.instructor}
          </p>
          <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
            <CourseRating rating={course.rating} reviewCount={course.reviewCount} />
            <CourseStudents students={course.students} />
          </div>
          <div className="flex items-center justify-between">
            <CoursePrice priceCents={course.priceCents} originalPriceCents={course.originalPriceCents} />
            <Link prefetch={false} href={`/courses/${course.id}`} className={buttonVariants({ variant: "secondary", size: "sm" })}>
              View course
            </Link>
          </div>
        </div>
      </div>
    </aside>
  );
}
