"use client";

// A course in the Featured Courses grid and the catalogue: everything docs/product.md §2 lists for a card.
// A client component fed with the card's fields only (card-course.ts): the page's React Server
// Components payload then carries each course's data once, not the card's whole rendered tree.
import Link from "next/link";
import { buttonVariants } from "@/components/ui/button-variants";
import { MAX_CARD_TAGS, type CardCourse } from "./card-course";
import { levelLabel } from "./content";
import { CardTag, CoursePrice, CourseStats, CourseThumbnail, InstructorAvatar } from "./course-meta";
import { EnrollLink } from "./enroll-link";
import { PreviewButton } from "./preview-button";

const MAX_TAGS = MAX_CARD_TAGS;

export function CourseCard({ course, headingLevel = 3 }: { course: CardCourse; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const extraTags = course.tags.length - MAX_TAGS;
  // Enroll Now and Preview keep their exact names; the title tells a screen reader which course.
  const titleId = `course-${course.id}-title`;
  return (
    <article className="flex w-full flex-col overflow-hidden rounded-xl border bg-card text-card-foreground shadow-sm transition-shadow hover:shadow-md" data-testid="course-card">
      <div className="relative">
        <CourseThumbnail course={course} sizes="(min-width: 1280px) 395px, (min-width: 1024px) 30vw, (min-width: 640px) 50vw, 100vw" />
        <div className="absolute top-3 left-3 flex gap-2">
          <CardTag variant="category">{course.category}</CardTag>
          <CardTag variant="secondary">{levelLabel(course.level)}</CardTag>
        </div>
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Heading id={titleId} className="text-lg leading-snug font-semibold">
          <Link href={`/courses/${course.id}`} prefetch={false} className="hover:underline">
            {course.title}
          </Link>
        </Heading>
        <p className="flex items-center gap-2 text-sm">
          <InstructorAvatar name={course.instructor} src={course.instructorAvatar} />
          <span>
            <span className="sr-only">Instructor: </span>
            {course.instructor}
          </span>
        </p>
        <CourseStats course={course} className="flex flex-wrap items-center gap-x-4 gap-y-1" />
        {course.tags.length > 0 ? (
          <ul className="flex flex-wrap gap-1.5" aria-label="Tags">
            {course.tags.slice(0, MAX_TAGS).map((tag) => (
              <li key={tag}>
                <CardTag variant="outline">{tag}</CardTag>
              </li>
            ))}
            {extraTags > 0 ? (
              <li>
                <CardTag variant="outline">
                  +{extraTags}
                  <span className="sr-only"> more</span>
                </CardTag>
              </li>
            ) : null}
          </ul>
        ) : null}
        <div className="mt-auto flex flex-col gap-3 pt-2">
          <CoursePrice priceCents={course.priceCents} originalPriceCents={course.originalPriceCents} />
          <div className="grid grid-cols-2 gap-2">
            <EnrollLink courseId={course.id} priceCents={course.priceCents} className={buttonVariants({ className: "w-full" })} describedBy={titleId} />
            <PreviewButton course={course} className={buttonVariants({ variant: "outline", className: "w-full" })} describedBy={titleId} />
          </div>
        </div>
      </div>
    </article>
  );
}
