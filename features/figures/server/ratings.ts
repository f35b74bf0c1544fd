// Course ratings computed from Review rows (docs/architecture.md, convention 14): a review counts while it is not
// hidden and its author still holds an active enrollment in the course. Every figure that shows a
// rating or a review count (catalogue, courses table, Overview, Analytics, course page) reads this.
import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { ratingFigures } from "./rollups/read";

export type RatingFigures = { count: number; sum: number };

export const averageOf = (f: RatingFigures | undefined) => (f && f.count > 0 ? Math.round((f.sum / f.count) * 10) / 10 : null);

type Scope = { courseIds?: string[]; publishedOnly?: boolean };

/** Count and sum of counted ratings per course. */
export async function ratingsByCourse(scope: Scope = {}): Promise<Map<string, RatingFigures>> {
  if (scope.courseIds && scope.courseIds.length === 0) return new Map();
  const rows = await prisma.$queryRaw<{ courseId: string; n: bigint | number; total: bigint | number | null }[]>`
    SELECT r."courseId" AS "courseId", COUNT(*) AS n, SUM(r."rating") AS total
    FROM "Review" r
    JOIN "Enrollment" e ON e."userId" = r."userId" AND e."courseId" = r."courseId" AND e."unenrolledAt" IS NULL
    ${scope.publishedOnly ? Prisma.sql`JOIN "Course" c ON c."id" = r."courseId" AND c."status" = 'published'` : Prisma.empty}
    WHERE r."hidden" = false
    ${scope.courseIds ? Prisma.sql`AND r."courseId" IN (${Prisma.join(scope.courseIds)})` : Prisma.empty}
    GROUP BY r."courseId"`;
  return new Map(rows.map((r) => [r.courseId, { count: Number(r.n), sum: Number(r.total ?? 0) }]));
}

/** Count and sum over every course in scope (all or the published ones: read from the daily figures' rating rows). */
export async function ratingTotals(scope: Scope = {}): Promise<RatingFigures> {
  if (!scope.courseIds) return ratingFigures(scope.publishedOnly);
  let count = 0;
  let sum = 0;
  for (const f of (await ratingsByCourse(scope)).values()) {
    count += f.count;
    sum += f.sum;
  }
  return { count, sum };
}
