// A course's reviews for its page: the counted average and count, the latest visible reviews, and
// the caller's own. Admins also see hidden reviews in the list (marked), to moderate them.
import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { cachedAggregate } from "@/lib/db/aggregate-cache";
import { can } from "@/lib/permissions";
import { notFound } from "@/lib/errors/domain";
import type { MyReview, ReviewSummary, ReviewView } from "../schema";
import { averageOf, ratingsByCourse } from "@/features/figures/server";

type Viewer = { id: string; role: string } | null;

type Row = { id: string; rating: number; review: string | null; hidden: boolean; createdAt: Date; updatedAt: Date; user: { name: string } };

export function toReview(row: Row): ReviewView {
  return { id: row.id, rating: row.rating, review: row.review, learnerName: row.user.name, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
export const toMyReview = (row: Row): MyReview => ({ ...toReview(row), hidden: row.hidden });

/** A review row as the driver gives it (SQLite has no boolean or date type of its own). */
type RawRow = { id: string; rating: number | bigint; review: string | null; hidden: unknown; createdAt: unknown; updatedAt: unknown; learnerName: string };
const asBool = (value: unknown): boolean => value === true || value === 1 || value === 1n || value === "1" || value === "true";
const asDate = (value: unknown): Date => (value instanceof Date ? value : new Date(value as string | number));
const fromRaw = (row: RawRow): Row => ({
  id: row.id,
  rating: Number(row.rating),
  review: row.review,
  hidden: asBool(row.hidden),
  createdAt: asDate(row.createdAt),
  updatedAt: asDate(row.updatedAt),
  user: { name: row.learnerName },
});

/**
 * The course page and every signed-in visit ask this, so it is plain SQL (portable to both
 * databases; docs/decisions/010-hot-pages-in-one-statement.md): the reviews with their authors' names in one statement, the caller's own
 * review and enrollment in another, beside the course and its (cached) figures; as Prisma queries
 * it was seven statements, each with its plan interpreted.
 */
export async function getCourseReviews(courseId: string, viewer: Viewer, limit = 10): Promise<ReviewSummary> {
  const staff = viewer !== null && can(viewer.role, "update", "courses");
  const moderator = viewer !== null && can(viewer.role, "delete", "courses");
  const [courses, figures, rawRows, own] = await Promise.all([
    prisma.$queryRaw<{ status: string }[]>`SELECT "status" FROM "Course" WHERE "id" = ${courseId}`,
    // The course's counted ratings: a figure over all its reviews, cached like every list total (any review or enrollment write clears it).
    cachedAggregate(`reviews:figures:${courseId}`, () => ratingsByCourse({ courseIds: [courseId] })),
    prisma.$queryRaw<RawRow[]>`
      SELECT r."id", r."rating", r."review", r."hidden", r."createdAt", r."updatedAt", u."name" AS "learnerName"
      FROM "Review" r JOIN "User" u ON u."id" = r."userId"
      WHERE r."courseId" = ${courseId}
      ${moderator ? Prisma.empty : Prisma.sql`AND r."hidden" = false AND EXISTS (SELECT 1 FROM "Enrollment" e WHERE e."userId" = r."userId" AND e."courseId" = ${courseId} AND e."unenrolledAt" IS NULL)`}
      ORDER BY r."createdAt" DESC, r."id" DESC
      LIMIT ${limit}`,
    viewer
      ? prisma.$queryRaw<(Partial<RawRow> & { enrolled: unknown; unenrolledAt: unknown })[]>`
          SELECT e."id" AS "enrolled", e."unenrolledAt", r."id", r."rating", r."review", r."hidden", r."createdAt", r."updatedAt", u."name" AS "learnerName"
          FROM "User" u
          LEFT JOIN "Enrollment" e ON e."userId" = u."id" AND e."courseId" = ${courseId}
          LEFT JOIN "Review" r ON r."userId" = u."id" AND r."courseId" = ${courseId}
          WHERE u."id" = ${viewer.id}`
      : null,
  ]);
  const course = courses[0];
  if (!course || (course.status !== "published" && !staff)) throw notFound("Course not found");
  const rows = rawRows.map(fromRaw);
  const f = figures.get(courseId);
  const summary: ReviewSummary = {
    average: averageOf(f) ?? 0,
    count: f?.count ?? 0,
    reviews: rows.map((r) => (moderator ? { ...toReview(r), hidden: r.hidden } : toReview(r))),
  };
  if (viewer) {
    const mine = own?.[0];
    summary.mine = mine?.id ? toMyReview(fromRaw(mine as RawRow)) : null;
    summary.canReview = mine?.enrolled !== null && mine?.enrolled !== undefined && (mine.unenrolledAt === null || mine.unenrolledAt === undefined);
  }
  return summary;
}
