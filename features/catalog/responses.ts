// The public catalogue as its pages read it (features/catalog/server/catalog.ts → features/catalog/web/snapshot.ts's cached
// snapshot → the landing page, /courses and the sitemap): not an API body, but the same kind of
// answer, so its types are inferred from schemas like the others.
import { z } from "zod";
import { courseResponseSchema } from "@/features/courses";

const count = z.number().int();
const cents = z.number().int();

/** A published course as the catalogue shows it: the course's public fields, stored text and cents, and its learners. */
export const catalogCourseSchema = courseResponseSchema
  .pick({ title: true, description: true, duration: true, instructor: true, instructorAvatar: true, thumbnail: true, tags: true, rating: true, reviewCount: true, createdAt: true, updatedAt: true })
  .extend({
    id: z.string(),
    category: z.string(),
    level: z.string(),
    priceCents: cents,
    originalPriceCents: cents.nullable(),
    /** Learners enrolled now (unenrolled ones are not counted). */
    students: count,
  });
export type CatalogCourse = z.infer<typeof catalogCourseSchema>;

export const catalogCategorySchema = z.object({ name: z.string(), slug: z.string(), courses: count });
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;

export const catalogInstructorSchema = z.object({
  name: z.string(),
  avatar: z.string().nullable(),
  courses: count,
  students: count,
  rating: z.number().nullable(),
  categories: z.array(z.string()),
});
export type CatalogInstructor = z.infer<typeof catalogInstructorSchema>;

/** The whole catalogue snapshot: published courses, per-category counts, instructors, the price range. */
export const catalogSchema = z.object({
  courses: z.array(catalogCourseSchema),
  categories: z.array(catalogCategorySchema),
  instructors: z.array(catalogInstructorSchema),
  priceRange: z.object({ minCents: cents, maxCents: cents }).nullable(),
});
export type Catalog = z.infer<typeof catalogSchema>;

/** One page of /courses: the filtered, sorted courses and where the page sits. */
export const catalogPageSchema = z.object({
  courses: z.array(catalogCourseSchema),
  total: count,
  page: count,
  pages: count,
});
export type CatalogPage = z.infer<typeof catalogPageSchema>;
