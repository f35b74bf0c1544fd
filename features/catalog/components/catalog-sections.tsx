"use client";

// The landing page's live sections: Featured Courses, Explore Categories and the instructors, all
// from the published catalogue (features/catalog/server/catalog.ts). Client components fed with their data only,
// so the page's React Server Components payload carries that data once instead of the sections'
// rendered trees (their markup is in the HTML, their code in a cached script).
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import type { CatalogCategory, CatalogInstructor } from "../server/catalog";
import type { CardCourse } from "./card-course";
import { Icon, IconTile } from "./icon";
import * as paths from "./icon-paths";
import type { IconNode } from "./icon-paths";
import { CourseCard } from "./course-card";
import { formatCount, InstructorAvatar } from "./course-meta";
import { LandingSection } from "./section-heading";

const CATEGORY_ICONS: Record<string, IconNode> = {
  "Web Development": paths.Globe,
  "Data Science": paths.ChartColumn,
  Design: paths.Palette,
  Programming: paths.CodeXml,
  Marketing: paths.Megaphone,
  Business: paths.Briefcase,
};

export function FeaturedCourses({ courses }: { courses: CardCourse[] }) {
  return (
    <LandingSection id="courses" name="courses" eyebrow="Courses" title="Featured Courses" lead="The courses learners enroll in most, taught by experts who do this work every day." className="scroll-mt-16 bg-muted/60 py-16 sm:py-24 [content-visibility:auto] [contain-intrinsic-block-size:auto_3378px] md:[contain-intrinsic-block-size:auto_1904px] lg:[contain-intrinsic-block-size:auto_1457px]">
      {courses.length > 0 ? (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="featured-courses">
          {courses.map((course) => (
            <li key={course.id} className="flex">
              <CourseCard course={course} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-12 rounded-xl border bg-card p-10 text-center text-muted-foreground">New courses are on their way. Check back soon.</p>
      )}
      <div className="mt-12 flex justify-center">
        <Link prefetch={false} href="/courses" className={buttonVariants({ variant: "outline", size: "lg", className: "h-12 px-8 text-base" })}>
          View All Courses
          <Icon icon={paths.ArrowRight} />
        </Link>
      </div>
    </LandingSection>
  );
}

export function Categories({ categories }: { categories: CatalogCategory[] }) {
  return (
    <LandingSection name="categories" eyebrow="Categories" title="Explore Categories" lead="Find the right course in the field you want to grow in." className="py-16 sm:py-24 [content-visibility:auto] [contain-intrinsic-block-size:auto_842px] md:[contain-intrinsic-block-size:auto_684px] lg:[contain-intrinsic-block-size:auto_510px]">
      <ul className="mt-12 grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-6" data-testid="categories">
        {categories.map((category) => {
          const icon = CATEGORY_ICONS[category.name] ?? paths.BookOpen;
          return (
            <li key={category.slug}>
              <Link prefetch={false}
                href={`/courses?category=${encodeURIComponent(category.name)}`}
                className="flex h-full flex-col items-center gap-3 rounded-xl border bg-card p-5 text-center shadow-sm transition-colors hover:border-primary hover:bg-accent"
              >
                <IconTile icon={icon} className="size-12 rounded-full bg-accent text-accent-foreground" iconClassName="size-6" />
                <span className="font-semibold">{category.name}</span>
                <span className="text-sm text-muted-foreground" data-testid="category-count">
                  {category.courses} {category.courses === 1 ? "course" : "courses"}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
    </LandingSection>
  );
}

export function Instructors({ instructors }: { instructors: CatalogInstructor[] }) {
  return (
    <LandingSection id="instructors" name="instructors" eyebrow="Instructors" title="Learn from Expert Instructors" lead="Practitioners who teach what they do every day, rated by the learners who took their courses." className="scroll-mt-16 py-16 sm:py-24 [content-visibility:auto] [contain-intrinsic-block-size:auto_1404px] md:[contain-intrinsic-block-size:auto_882px] lg:[contain-intrinsic-block-size:auto_619px]">
      {instructors.length > 0 ? (
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {instructors.map((instructor) => (
            <li key={instructor.name} className="flex flex-col items-center gap-3 rounded-xl border bg-card p-6 text-center shadow-sm">
              <InstructorAvatar name={instructor.name} src={instructor.avatar} className="size-16 text-lg" />
              <div>
                <h3 className="text-lg font-semibold">{instructor.name}</h3>
                <p className="text-sm text-muted-foreground">{instructor.categories.join(" · ")}</p>
              </div>
              <dl className="grid w-full grid-cols-3 gap-2 border-t pt-3 text-sm">
                <div className="flex flex-col-reverse">
                  <dt className="text-muted-foreground">{instructor.courses === 1 ? "Course" : "Courses"}</dt>
                  <dd className="font-semibold">{instructor.courses}</dd>
                </div>
                <div className="flex flex-col-reverse">
                  <dt className="text-muted-foreground">Students</dt>
                  <dd className="font-semibold">{formatCount(instructor.students)}</dd>
                </div>
                <div className="flex flex-col-reverse">
                  <dt className="text-muted-foreground">Rating</dt>
                  <dd className="inline-flex items-center justify-center gap-1 font-semibold">
                    {instructor.rating === null ? (
                      "New"
                    ) : (
                      <>
                        <Icon icon={paths.Star} className="size-3.5 fill-amber-400 text-amber-500" />
                        {instructor.rating.toFixed(1)}
                      </>
                    )}
                  </dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-12 text-center text-muted-foreground">Our instructors are preparing their first courses.</p>
      )}
    </LandingSection>
  );
}
