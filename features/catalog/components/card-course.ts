// What a course card shows, and nothing more: the landing page and the catalogue hand this to the
// card (a client component), so each course's data travels once, as these fields, instead of as the
// card's whole rendered tree in the page's React Server Components payload.
import type { CatalogCourse } from "../server/catalog";
import { categorySlug } from "../category-slug";
import type { CourseSummary } from "./course-meta";

export type CardCourse = CourseSummary & Pick<CatalogCourse, "instructorAvatar" | "thumbnail">;

/** Up to this many tags on a card (docs/product.md §9: lists show at most 3 tags); the Preview shows them all. */
export const MAX_CARD_TAGS = 3;

export function toCardCourse(course: CatalogCourse): CardCourse {
  const { id, title, description, category, level, priceCents, originalPriceCents, duration, instructor, instructorAvatar, thumbnail, tags, rating, reviewCount, students } = course;
  return { id, title, description, category, level, priceCents, originalPriceCents, duration, instructor, instructorAvatar, thumbnail, tags, rating, reviewCount, students };
}

export function courseThumbnail(course: Pick<CatalogCourse, "thumbnail" | "category">): string {
  return course.thumbnail || `/images/courses/${categorySlug(course.category)}.svg`;
}

/** What the hero's spotlight card shows of a course (features/catalog/components/hero.tsx, a client component). */
export type SpotlightCourse = Pick<CatalogCourse, "id" | "title" | "category" | "level" | "instructor" | "instructorAvatar" | "rating" | "reviewCount" | "students" | "priceCents" | "originalPriceCents">;

export function toSpotlight(course: CatalogCourse): SpotlightCourse {
  const { id, title, category, level, instructor, instructorAvatar, rating, reviewCount, students, priceCents, originalPriceCents } = course;
  return { id, title, category, level, instructor, instructorAvatar, rating, reviewCount, students, priceCents, originalPriceCents };
}
