// Per-course analytics: enrollments, completions and revenue bucketed by day, week or month.
import "server-only";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors/domain";
import { courseOrdersSince } from "@/features/figures/server";
import type { AnalyticsRange, CourseStatus } from "../schema";
import type { AnalyticsPoint, CourseAnalytics } from "../schema";
import { ACTIVE, NO_FIGURES, figuresFor, percent, toDollars } from "./shape";

export type { AnalyticsPoint, CourseAnalytics };

const DAY = 24 * 60 * 60 * 1000;

function bucketStarts(range: AnalyticsRange, now: Date): { starts: Date[]; unit: CourseAnalytics["bucket"] } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (range === "7d" || range === "30d") {
    const days = range === "7d" ? 7 : 30;
    return { unit: "day", starts: Array.from({ length: days }, (_, i) => new Date(today - (days - 1 - i) * DAY)) };
  }
  if (range === "90d") {
    const from = today - 89 * DAY;
    return { unit: "week", starts: Array.from({ length: 13 }, (_, i) => new Date(from + i * 7 * DAY)) };
  }
  return {
    unit: "month",
    starts: Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11 + i, 1))),
  };
}

const dayLabel = new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" });
const monthLabel = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

/** The index of the bucket a moment falls in, or -1 outside [first start, end). */
function bucketIndex(starts: Date[], end: number, at: Date): number {
  const t = at.getTime();
  if (t < starts[0].getTime() || t >= end) return -1;
  for (let i = starts.length - 1; i >= 0; i -= 1) if (t >= starts[i].getTime()) return i;
  return -1;
}

export async function courseAnalytics(id: string, range: AnalyticsRange, now: Date = new Date()): Promise<CourseAnalytics> {
  const course = await prisma.course.findUnique({ where: { id }, select: { id: true, title: true, status: true } });
  if (!course) throw notFound("Course not found");
  const { starts, unit } = bucketStarts(range, now);
  const from = starts[0];
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY;
  const where = { ...ACTIVE, courseId: id };
  const [inRange, progressRows, figures, sales] = await Promise.all([
    prisma.enrollment.findMany({
      where: { ...where, OR: [{ enrolledAt: { gte: from } }, { completedAt: { gte: from } }] },
      select: { enrolledAt: true, completedAt: true },
    }),
    prisma.enrollment.groupBy({ by: ["progress"], where, _count: { _all: true } }),
    figuresFor([id]),
    courseOrdersSince(id, from),
  ]);

  const series = starts.map((start) => ({
    start: start.toISOString(),
    label: unit === "month" ? monthLabel.format(start) : dayLabel.format(start),
    enrollments: 0,
    completions: 0,
    revenueCents: 0,
  }));
  for (const row of inRange) {
    const e = bucketIndex(starts, end, row.enrolledAt);
    if (e >= 0) series[e].enrollments += 1;
    const c = row.completedAt ? bucketIndex(starts, end, row.completedAt) : -1;
    if (c >= 0) series[c].completions += 1;
  }
  for (const sale of sales) {
    const i = sale.paidAt ? bucketIndex(starts, end, sale.paidAt) : -1;
    if (i >= 0) series[i].revenueCents += sale.totalCents - sale.refundedCents;
  }

  const bands: CourseAnalytics["progressBands"] = [
    { band: "80-100", label: "80–100%", count: 0 },
    { band: "60-79", label: "60–79%", count: 0 },
    { band: "40-59", label: "40–59%", count: 0 },
    { band: "0-39", label: "Below 40%", count: 0 },
  ];
  let progressSum = 0;
  let learners = 0;
  for (const row of progressRows) {
    const n = row._count._all;
    learners += n;
    progressSum += row.progress * n;
    bands[row.progress >= 80 ? 0 : row.progress >= 60 ? 1 : row.progress >= 40 ? 2 : 3].count += n;
  }

  const all = figures.get(id) ?? NO_FIGURES;
  const sum = (key: "enrollments" | "completions" | "revenueCents") => series.reduce((total, point) => total + point[key], 0);
  return {
    course: { _id: course.id, title: course.title, status: course.status as CourseStatus },
    range,
    from: from.toISOString(),
    to: new Date(end).toISOString(),
    bucket: unit,
    series: series.map(({ revenueCents, ...point }) => ({ ...point, revenue: toDollars(revenueCents) })),
    totals: { enrollments: sum("enrollments"), completions: sum("completions"), revenue: toDollars(sum("revenueCents")) },
    overall: {
      enrolledStudents: all.enrolled,
      completed: all.completed,
      completionRate: percent(all.completed, all.enrolled),
      averageProgress: learners > 0 ? Math.round(progressSum / learners) : 0,
      rating: all.rating,
      reviewCount: all.reviewCount,
      revenue: toDollars(all.revenueCents),
    },
    progressBands: bands,
  };
}
