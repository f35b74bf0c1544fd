// Recounting a course's figures after a write that touched its enrollments, orders or reviews, and
// the one refresh every change to enrollments calls (enrollmentsChanged).
import "server-only";
import { COURSE_METRICS, SOLD_ORDER_WHERE } from "../../definitions";
import { dayBounds } from "@/lib/format/calendar";
import { countedRatings, rollUp, siteTimeZone, uniqueDays, upsert, type Db, type Row } from "./table";
import { refreshLearnerFigures } from "./refresh-learners";

/**
 * Recounts a course's enrollment and revenue figures on the site days of `at` (an enrollment's
 * enrolledAt and completedAt, an order's paidAt: whatever moments the write touched).
 */
export async function refreshCourseFigures(db: Db, courseId: string, at: (Date | null | undefined)[]): Promise<void> {
  const tz = await siteTimeZone(db);
  const days = uniqueDays(at, tz);
  if (days.length === 0) return;
  const rows: Row[] = [];
  for (const day of days) {
    const bounds = dayBounds(day, tz);
    const active = { courseId, unenrolledAt: null };
    const [enrolled, enrolledCompleted, completions, sold] = await Promise.all([
      db.enrollment.aggregate({ where: { ...active, enrolledAt: bounds }, _count: { _all: true }, _sum: { progress: true } }),
      db.enrollment.count({ where: { ...active, enrolledAt: bounds, completedAt: { not: null } } }),
      db.enrollment.count({ where: { ...active, completedAt: bounds } }),
      db.order.aggregate({ where: { ...SOLD_ORDER_WHERE, courseId, paidAt: bounds }, _sum: { totalCents: true, refundedCents: true } }),
    ]);
    const value: Record<(typeof COURSE_METRICS)[number], number> = {
      enrollments: enrolled._count._all,
      enrolledCompleted,
      progressSum: enrolled._sum.progress ?? 0,
      completions,
      revenueCents: (sold._sum.totalCents ?? 0) - (sold._sum.refundedCents ?? 0),
    };
    for (const metric of COURSE_METRICS) rows.push({ metric, day, courseId, value: value[metric] });
  }
  await upsert(db, rows);
  await rollUp(db, COURSE_METRICS, courseId, days);
  await refreshCourseRatings(db, courseId);
}

/**
 * Recounts a course's rating figures (a review written or hidden, an enrollment changed: every
 * refreshCourseFigures) and re-sums the all-courses total.
 */
export async function refreshCourseRatings(db: Db, courseId: string): Promise<void> {
  const [row] = await countedRatings(db, courseId);
  await upsert(db, [
    { metric: "ratings", day: "", courseId, value: Number(row?.n ?? 0) },
    { metric: "ratingSum", day: "", courseId, value: Number(row?.total ?? 0) },
  ]);
  await db.$executeRaw`INSERT INTO "DailyFigure" ("metric", "day", "courseId", "value")
    SELECT "metric", '', '', SUM("value") FROM "DailyFigure"
    WHERE "courseId" <> '' AND "day" = '' AND "metric" IN ('ratings', 'ratingSum') GROUP BY "metric"
    ON CONFLICT ("metric", "day", "courseId") DO UPDATE SET "value" = excluded."value"`;
}

/**
 * The one figure refresh after any change to enrollments: a learner enrolled or resumed (by
 * themselves, by a payment or by staff), unenrolled, refunded, imported. Recounts each pair's
 * course on the days its enrollments began and were completed and on the days of `at` (an order's
 * payment, say), then the learners' own figures. A superset of pairs is harmless: it only recounts
 * more days.
 */
export async function enrollmentsChanged(db: Db, pairs: { userId: string; courseId: string }[], at: (Date | null | undefined)[] = []): Promise<void> {
  if (pairs.length === 0) return;
  const rows = await db.enrollment.findMany({
    where: { userId: { in: [...new Set(pairs.map((p) => p.userId))] }, courseId: { in: [...new Set(pairs.map((p) => p.courseId))] } },
    select: { courseId: true, enrolledAt: true, completedAt: true },
  });
  await refreshCoursesFigures(db, [...rows.map((r) => ({ courseId: r.courseId, at: [r.enrolledAt, r.completedAt] })), ...pairs.map((p) => ({ courseId: p.courseId, at }))]);
  await refreshLearnerFigures(db, pairs.map((p) => p.userId));
}

/** Every course a set of enrollments or orders belongs to, on the days they touch. */
export async function refreshCoursesFigures(db: Db, touches: { courseId: string; at: (Date | null | undefined)[] }[]): Promise<void> {
  const byCourse = new Map<string, (Date | null | undefined)[]>();
  for (const t of touches) byCourse.set(t.courseId, [...(byCourse.get(t.courseId) ?? []), ...t.at]);
  for (const [courseId, at] of byCourse) await refreshCourseFigures(db, courseId, at);
}
