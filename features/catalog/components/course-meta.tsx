// Small presentational pieces shared by the course card (server) and the Preview dialog (client).
import { getImageProps } from "next/image";
import type { ReactNode } from "react";
import type { CatalogCourse } from "../server/catalog";
import { formatCents } from "@/lib/format";
import { cx } from "./cx";
import { initialsOf } from "./initials";
import { courseThumbnail } from "./card-course";
import { levelLabel } from "./content";
import { Icon } from "./icon";
import * as paths from "./icon-paths";

export type CourseSummary = Pick<
  CatalogCourse,
  "id" | "title" | "description" | "category" | "level" | "priceCents" | "originalPriceCents" | "duration" | "instructor" | "tags" | "rating" | "reviewCount" | "students"
>;

const count = new Intl.NumberFormat("en-US");

export function formatCount(value: number): string {
  return count.format(value);
}

export function CourseRating({ rating, reviewCount, className }: { rating: number | null; reviewCount: number; className?: string }) {
  if (rating === null) {
    return <span className={cx("text-sm text-muted-foreground", className)}>No ratings yet</span>;
  }
  return (
    <span className={cx("inline-flex items-center gap-1 text-sm", className)}>
      <Icon icon={paths.Star} className="size-4 fill-amber-400 text-amber-500" />
      <span className="font-semibold">{rating.toFixed(1)}</span>
      <span className="text-muted-foreground">
        ({formatCount(reviewCount)}
        <span className="sr-only"> {reviewCount === 1 ? "rating" : "ratings"}, out of 5</span>)
      </span>
    </span>
  );
}

export function CourseStudents({ students }: { students: number }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      <Icon icon={paths.Users} className="size-4" />
      {formatCount(students)} {students === 1 ? "student" : "students"}
    </span>
  );
}

export function CourseDuration({ duration }: { duration: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-muted-foreground">
      <Icon icon={paths.Clock} className="size-4" />
      {duration}
    </span>
  );
}

/** Rating, students and duration in a row (a card, Preview, the course page). */
export function CourseStats({ course, className }: { course: { rating: number | null; reviewCount: number; students: number; duration: string }; className: string }) {
  return (
    <div className={className}>
      <CourseRating rating={course.rating} reviewCount={course.reviewCount} />
      <CourseStudents students={course.students} />
      <CourseDuration duration={course.duration} />
    </div>
  );
}

/** The price, with the original price struck out when it is higher (docs/product.md §2). */
export function CoursePrice({ priceCents, originalPriceCents, className }: { priceCents: number; originalPriceCents: number | null; className?: string }) {
  const discounted = originalPriceCents !== null && originalPriceCents > priceCents;
  return (
    <p className={cx("flex items-baseline gap-2", className)}>
      <span className="text-xl font-bold">{priceCents === 0 ? "Free" : formatCents(priceCents)}</span>
      {discounted ? (
        <s className="text-sm text-muted-foreground">
          <span className="sr-only">Original price </span>
          {formatCents(originalPriceCents)}
        </s>
      ) : null}
    </p>
  );
}

/**
 * next/image's props for a plain <img> (no client JavaScript). Local files go through the image
 * optimizer; an absolute URL (an uploaded or external avatar) is used as it is, since the optimizer
 * only accepts configured hosts.
 */
export function imageProps(options: { src: string; alt: string; width: number; height: number; sizes: string; eager?: boolean; className?: string }) {
  const { src, alt, width, height, sizes, eager, className } = options;
  return getImageProps({
    src,
    alt,
    width,
    height,
    sizes,
    className,
    // The optimizer serves an SVG as it is, so a srcset of widths would only repeat one file.
    unoptimized: !src.startsWith("/") || src.endsWith(".svg"),
    loading: eager ? "eager" : "lazy",
    fetchPriority: eager ? "high" : undefined,
  }).props;
}

/**
 * The instructor's picture, or their initials (decorative: the name is printed beside it).
 * `className` replaces the size and text size (size-8 text-xs).
 */
export function InstructorAvatar({ name, src, className = "size-8 text-xs" }: { name: string; src: string | null; className?: string }) {
  const box = cx("flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-accent font-semibold text-accent-foreground", className);
  if (src) {
    // eslint-disable-next-line @next/next/no-img-element -- props come from next/image's getImageProps
    return <img {...imageProps({ src, alt: "", width: 32, height: 32, sizes: "32px", className: cx(box, "object-cover") })} alt="" />;
  }
  return (
    <span className={box} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}

/** Instructor, category, level and duration as a description list (the course page and Preview). */
export function CourseDetails({ course, className, termClassName }: { course: Pick<CatalogCourse, "instructor" | "category" | "level" | "duration">; className: string; termClassName: string }) {
  const details = [
    { term: "Instructor", value: course.instructor },
    { term: "Category", value: course.category },
    { term: "Level", value: levelLabel(course.level) },
    { term: "Duration", value: course.duration },
  ];
  return (
    <dl className={className}>
      {details.map((d) => (
        <div key={d.term}>
          <dt className={termClassName}>{d.term}</dt>
          <dd className="font-medium">{d.value}</dd>
        </div>
      ))}
    </dl>
  );
}

const TAG_VARIANTS = {
  category: "bg-background text-foreground",
  secondary: "border-transparent bg-secondary text-secondary-foreground",
  outline: "text-foreground",
} as const;

/**
 * A label on a course card: the Badge's look (components/ui/badge.tsx) without its interactive
 * states, which a static label never uses, so the class list each card repeats stays short.
 */
export function CardTag({ variant, children }: { variant: keyof typeof TAG_VARIANTS; children: ReactNode }) {
  return <span className={`inline-flex shrink-0 items-center overflow-hidden rounded-md border px-2 py-0.5 text-xs font-medium whitespace-nowrap ${TAG_VARIANTS[variant]}`}>{children}</span>;
}

/** A course's picture (its thumbnail, or its category's), 16:9, as a card or the course page shows it. */
export function CourseThumbnail({ course, sizes, eager }: { course: Pick<CatalogCourse, "thumbnail" | "category">; sizes: string; eager?: boolean }) {
  const props = imageProps({ src: courseThumbnail(course), alt: "", width: 640, height: 360, sizes, eager, className: "aspect-video w-full bg-muted object-cover" });
  // eslint-disable-next-line @next/next/no-img-element -- props come from next/image's getImageProps
  return <img {...props} alt="" />;
}
