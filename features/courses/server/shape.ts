// A course as the API returns it, and the figures beside it. Enrollment figures (students,
// completion, rating, reviews, revenue) are always computed from Enrollment rows, never stored on the course.
import "server-only";
import { prisma } from "@/lib/db";
import { averageOf, ratingsByCourse } from "@/features/figures/server";
import { parseList } from "@/lib/db/json";
import { can, type Role } from "@/lib/permissions";
import { Prisma } from "@/lib/generated/prisma/client";
import { revenueByCourse } from "@/features/figures/server";
import type { CourseCategory, CourseLevel, CourseStatus } from "../schema";
import type { CourseDetailDto, CourseDto, CourseStats } from "../schema";

export type { CourseDetailDto, CourseDto, CourseStats };

export type Actor = { id: string; name: string };

/** What a caller may see: learners (role `user`, docs/product.md §6) get published courses only and no revenue. */
export type Viewer = { role: Role | string };
export const managesCourses = (viewer: Viewer) => can(viewer.role, "create", "courses");

export const COURSE_SELECT = {
  id: true,
  title: true,
  description: true,
  category: true,
  level: true,
  priceCents: true,
  originalPriceCents: true,
  duration: true,
  instructor: true,
  instructorAvatar: true,
  status: true,
  thumbnail: true,
  tags: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.CourseSelect;

export type CourseRow = Prisma.CourseGetPayload<{ select: typeof COURSE_SELECT }>;

export type Figures = { enrolled: number; ever: number; completed: number; revenueCents: number; rating: number | null; reviewCount: number };
export const NO_FIGURES: Figures = { enrolled: 0, ever: 0, completed: 0, revenueCents: 0, rating: null, reviewCount: 0 };

export const toDollars = (cents: number) => cents / 100;
export const toCents = (dollars: number) => Math.round(dollars * 100);
export const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 100) : 0);

/** Active enrollments: a learner who unenrolled no longer counts toward any figure. */
export const ACTIVE = { unenrolledAt: null } satisfies Prisma.EnrollmentWhereInput;

/** Figures for a page of courses in two grouped queries, whatever the page size. */
export async function figuresFor(ids: string[]): Promise<Map<string, Figures>> {
  const figures = new Map<string, Figures>();
  if (ids.length === 0) return figures;
  // Active, completed and ever-enrolled counts from the per-course counts the triggers on
  // "Enrollment" keep (features/figures/server/user-counts.ts): one row per course, where grouping the
  // enrollments read every one of the page's (~3,300 on a page of 100k's courses, 2.7 ms against
  // 0.2 ms; docs/decisions/005-maintained-counts.md). A course whose enrollments are all gone keeps a row of zeros there: `ever
  // > 0` leaves it out, as the grouping did.
  const [counts, ratings, revenue] = await Promise.all([
    prisma.$queryRaw<{ courseId: string; enrolled: bigint | number | null; completed: bigint | number | null; ever: bigint | number }[]>`
      SELECT "courseId", "active" AS enrolled, "completed", "ever"
      FROM "EnrollmentCount" WHERE "courseId" IN (${Prisma.join(ids)}) AND "ever" > 0`,
    ratingsByCourse({ courseIds: ids }),
    // Revenue is orders (docs/decisions/018-money-and-revenue.md): paid minus refunded.
    revenueByCourse({ courseIds: ids }),
  ]);
  for (const row of counts) {
    const enrolled = Number(row.enrolled ?? 0);
    // A course whose only enrollments are past ones has no active enrollment but still cannot be deleted.
    figures.set(row.courseId, {
      enrolled,
      ever: Number(row.ever),
      completed: Number(row.completed ?? 0),
      revenueCents: revenue.get(row.courseId) ?? 0,
      rating: enrolled ? averageOf(ratings.get(row.courseId)) : NO_FIGURES.rating,
      reviewCount: enrolled ? (ratings.get(row.courseId)?.count ?? 0) : NO_FIGURES.reviewCount,
    });
  }
  return figures;
}

export function toDto(row: CourseRow, figures: Figures, withRevenue: boolean): CourseDto {
  const dto: CourseDto = {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as CourseCategory,
    level: row.level as CourseLevel,
    price: toDollars(row.priceCents),
    originalPrice: row.originalPriceCents == null ? null : toDollars(row.originalPriceCents),
    duration: row.duration,
    instructor: row.instructor,
    instructorAvatar: row.instructorAvatar,
    enrolledStudents: figures.enrolled,
    enrollmentsEver: figures.ever,
    completionRate: percent(figures.completed, figures.enrolled),
    rating: figures.rating,
    reviewCount: figures.reviewCount,
    status: row.status as CourseStatus,
    thumbnail: row.thumbnail,
    tags: parseList(row.tags),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (withRevenue) dto.revenue = toDollars(figures.revenueCents);
  return dto;
}

