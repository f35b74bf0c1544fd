// The Analytics figures (issue 10, SPEC §2) for one range, computed in the database with a fixed
// set of aggregate queries run in parallel, however many learners, courses or sessions there are.
// Unenrolled rows are history: they count nowhere here. Months are calendar months in UTC.
import "server-only";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/data/aggregate-cache";
import { monthBucketSql } from "@/lib/db-dialect";
import { Prisma } from "@/lib/generated/prisma/client";
import { growth, percent } from "@/lib/data/overview";
import { revenueByCourse, revenueByMonth, revenueTotal } from "@/lib/data/orders/revenue";
import { RANGE_DAYS, RANGE_LABELS, type AnalyticsRange } from "@/lib/validations/analytics";

const DAY = 24 * 60 * 60 * 1000;
const LEARNER = "user";
/** SPEC §9: the industry completion average the quick insight cites. */
export const INDUSTRY_COMPLETION_AVERAGE = 65;
export const TREND_MONTHS = 12;
const AVERAGE_MONTH_DAYS = 365.25 / 12;
const TOP_COURSES = 5;
/** SPEC §9: lists show at most 5 categories. */
const TOP_CATEGORIES = 5;
export const AGE_BANDS = [
  { label: "18–24", min: 18, max: 24 },
  { label: "25–34", min: 25, max: 34 },
  { label: "35–44", min: 35, max: 44 },
  { label: "45–54", min: 45, max: 54 },
  { label: "55+", min: 55, max: Infinity },
] as const;

/**
 * The change from the previous period: a percentage (or percentage points for a rate). With
 * nothing to compare against, `comparable` is false and the change is 0, not a made-up +100%.
 */
function compare(current: number, previous: number, basis = previous, points = false) {
  if (basis <= 0) return { value: current, previous, change: 0, comparable: false };
  return { value: current, previous, change: points ? round1(current - previous) : growth(current, previous), comparable: true };
}

const round1 = (value: number) => (Number.isFinite(value) ? Math.round(value * 10) / 10 : 0);
const ratio = (part: number, whole: number) => (whole > 0 ? round1(part / whole) : 0);
const num = (value: unknown) => (value === null || value === undefined ? 0 : Number(value));

const monthStart = (ms: number, offset = 0) => {
  const d = new Date(ms);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1);
};
const monthKey = (ms: number) => new Date(ms).toISOString().slice(0, 7);
const monthLabel = new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" });

type Window = { trendStart: Date; end: Date; dayStart: Date; weekStart: Date };

/** The only raw SQL of the feature: month buckets, and distinct counts Prisma cannot aggregate. */
async function rawFigures({ trendStart, end, dayStart, weekStart }: Window) {
  const [enrolledByMonth, completedByMonth, distinct] = await Promise.all([
    prisma.$queryRaw<{ month: string; enrollments: bigint | number; progress: number | null }[]>`
      SELECT ${monthBucketSql('"enrolledAt"')} AS month, COUNT(*) AS enrollments, AVG("progress") AS progress
      FROM "Enrollment"
      WHERE "unenrolledAt" IS NULL AND "enrolledAt" >= ${trendStart} AND "enrolledAt" < ${end}
      GROUP BY 1`,
    prisma.$queryRaw<{ month: string; completions: bigint | number }[]>`
      SELECT ${monthBucketSql('"completedAt"')} AS month, COUNT(*) AS completions
      FROM "Enrollment"
      WHERE "unenrolledAt" IS NULL AND "completedAt" >= ${trendStart} AND "completedAt" < ${end}
      GROUP BY 1`,
    prisma.$queryRaw<{ dau: bigint | number; wau: bigint | number; enrolledLearners: bigint | number }[]>`
      SELECT
        (SELECT COUNT(DISTINCT s."userId") FROM "LearningSession" s JOIN "User" u ON u."id" = s."userId"
          WHERE u."role" = ${LEARNER} AND s."startedAt" >= ${dayStart} AND s."startedAt" < ${end}) AS dau,
        (SELECT COUNT(DISTINCT s."userId") FROM "LearningSession" s JOIN "User" u ON u."id" = s."userId"
          WHERE u."role" = ${LEARNER} AND s."startedAt" >= ${weekStart} AND s."startedAt" < ${end}) AS wau,
        (SELECT COUNT(DISTINCT "userId") FROM "Enrollment"
          WHERE "unenrolledAt" IS NULL AND "enrolledAt" < ${end}) AS "enrolledLearners"`,
  ]);
  return { enrolledByMonth, completedByMonth, distinct: distinct[0] };
}

function ageBand(age: number): string {
  if (age < 18) return "Under 18";
  return AGE_BANDS.find((band) => age >= band.min && age <= band.max)?.label ?? "55+";
}

/** The report for a range ending `at`; without `at`, ending now and shared from the aggregate cache. */
export function getAnalytics(range: AnalyticsRange, at?: Date): ReturnType<typeof computeAnalytics> {
  return at ? computeAnalytics(range, at) : cachedAggregate(`analytics:${range}`, () => computeAnalytics(range, new Date()));
}

async function computeAnalytics(range: AnalyticsRange, at: Date) {
  const days = RANGE_DAYS[range];
  const endMs = at.getTime();
  const end = new Date(endMs);
  const start = new Date(endMs - days * DAY);
  const prevStart = new Date(endMs - 2 * days * DAY);
  const thisMonth = monthStart(endMs);
  // The last 12 months always, or as many months as the range spans when that is more.
  const trendMonths = Math.max(TREND_MONTHS, Math.ceil(days / AVERAGE_MONTH_DAYS));
  const trendStartMs = monthStart(endMs, -(trendMonths - 1));
  // Growth compares this month so far with the same stretch of last month (not a whole month).
  const lastMonth = monthStart(endMs, -1);
  const lastMonthSameSpanEnd = new Date(Math.min(lastMonth + (endMs - thisMonth), thisMonth));

  const inRange = { gte: start, lt: end };
  const inPrevious = { gte: prevStart, lt: start };
  const active = { unenrolledAt: null } satisfies Prisma.EnrollmentWhereInput;

  const [
    byCourse,
    completedByCourse,
    previous,
    previousCompleted,
    newLearners,
    previousNewLearners,
    lastMonthSameSpan,
    sessions,
    activeEnrollments,
    byBirthYear,
    raw,
  ] = await Promise.all([
    prisma.enrollment.groupBy({ by: ["courseId"], where: { ...active, enrolledAt: inRange }, _count: { _all: true } }),
    prisma.enrollment.groupBy({ by: ["courseId"], where: { ...active, enrolledAt: inRange, completedAt: { not: null, lt: end } }, _count: { _all: true } }),
    prisma.enrollment.aggregate({ where: { ...active, enrolledAt: inPrevious }, _count: { _all: true } }),
    prisma.enrollment.count({ where: { ...active, enrolledAt: inPrevious, completedAt: { not: null, lt: start } } }),
    prisma.user.count({ where: { role: LEARNER, createdAt: inRange } }),
    prisma.user.count({ where: { role: LEARNER, createdAt: inPrevious } }),
    revenueTotal({ paidAt: { gte: new Date(lastMonth), lt: lastMonthSameSpanEnd } }),
    prisma.learningSession.aggregate({ where: { startedAt: inRange, user: { role: LEARNER } }, _avg: { minutes: true }, _count: { _all: true } }),
    prisma.enrollment.count({ where: { ...active, enrolledAt: { lt: end } } }),
    // Learners who studied in the range (a learning session in it), by year of birth.
    prisma.user.groupBy({ by: ["birthYear"], where: { role: LEARNER, learningSessions: { some: { startedAt: inRange } } }, _count: { _all: true } }),
    rawFigures({ trendStart: new Date(trendStartMs), end, dayStart: new Date(endMs - DAY), weekStart: new Date(endMs - 7 * DAY) }),
  ]);
  // Revenue is orders (issue 22): paid minus refunded, by when it was paid.
  const [revenueOf, previousRevenueCents, revenueMonths] = await Promise.all([
    revenueByCourse({ paidAt: inRange }),
    revenueTotal({ paidAt: inPrevious }),
    revenueByMonth(new Date(trendStartMs), end),
  ]);
  const enrolledCourses = new Set(byCourse.map((row) => row.courseId));
  const soldOnly = [...revenueOf.keys()].filter((id) => !enrolledCourses.has(id) && revenueOf.get(id));
  const courseRows = [...byCourse.map((row) => ({ courseId: row.courseId, enrollments: row._count._all })), ...soldOnly.map((courseId) => ({ courseId, enrollments: 0 }))];

  const courses = courseRows.length
    ? await prisma.course.findMany({ where: { id: { in: courseRows.map((row) => row.courseId) } }, select: { id: true, title: true, category: true } })
    : [];
  const courseById = new Map(courses.map((c) => [c.id, c]));
  const completionsOf = new Map(completedByCourse.map((row) => [row.courseId, row._count._all]));

  // ── Overview cards ──
  const perCourse = courseRows.map((row) => {
    const course = courseById.get(row.courseId);
    return {
      _id: row.courseId,
      title: course?.title ?? "Removed course",
      category: course?.category ?? "Uncategorised",
      enrollments: row.enrollments,
      revenueCents: revenueOf.get(row.courseId) ?? 0,
      completions: completionsOf.get(row.courseId) ?? 0,
    };
  });
  const enrollments = perCourse.reduce((sum, c) => sum + c.enrollments, 0);
  const revenueCents = perCourse.reduce((sum, c) => sum + c.revenueCents, 0);
  const completions = perCourse.reduce((sum, c) => sum + c.completions, 0);
  const previousEnrollments = previous._count._all;
  const completionRate = percent(completions, enrollments);
  const previousCompletionRate = percent(previousCompleted, previousEnrollments);

  // ── Monthly trend ──
  const enrolledMonths = new Map(raw.enrolledByMonth.map((row) => [row.month, row]));
  const completedMonths = new Map(raw.completedByMonth.map((row) => [row.month, num(row.completions)]));
  const months: { month: string; label: string; revenueCents: number; enrollments: number; completions: number; averageProgress: number }[] = [];
  for (let ms = trendStartMs; ms <= thisMonth; ms = monthStart(ms, 1)) {
    const key = monthKey(ms);
    const row = enrolledMonths.get(key);
    months.push({
      month: key,
      label: monthLabel.format(ms),
      revenueCents: revenueMonths.get(key) ?? 0,
      enrollments: num(row?.enrollments),
      completions: completedMonths.get(key) ?? 0,
      averageProgress: round1(num(row?.progress)),
    });
  }
  const thisMonthCents = months[months.length - 1]?.revenueCents ?? 0;
  const lastMonthSameSpanCents = lastMonthSameSpan;
  const trendTotal = months.reduce((sum, m) => sum + m.revenueCents, 0);

  // ── Engagement ──
  const enrolledLearners = num(raw.distinct?.enrolledLearners);

  // ── Demographics ──
  const year = end.getUTCFullYear();
  // The five bands always show; "Under 18" and "Not given" only when someone is in them.
  const bandCounts = new Map<string, number>([["Under 18", 0], ...AGE_BANDS.map((band) => [band.label, 0] as const), ["Not given", 0]]);
  for (const row of byBirthYear) {
    const label = row.birthYear === null ? "Not given" : ageBand(year - row.birthYear);
    bandCounts.set(label, (bandCounts.get(label) ?? 0) + row._count._all);
  }
  const studied = byBirthYear.reduce((sum, row) => sum + row._count._all, 0);
  const demographics = [...bandCounts]
    .filter(([label, learners]) => learners > 0 || AGE_BANDS.some((band) => band.label === label))
    .map(([band, learners]) => ({ band, learners, share: percent(learners, studied) }));

  // ── Categories ──
  const byCategory = new Map<string, { category: string; enrollments: number; revenueCents: number; completions: number; courses: number }>();
  for (const c of perCourse) {
    const entry = byCategory.get(c.category) ?? { category: c.category, enrollments: 0, revenueCents: 0, completions: 0, courses: 0 };
    entry.enrollments += c.enrollments;
    entry.revenueCents += c.revenueCents;
    entry.completions += c.completions;
    entry.courses += 1;
    byCategory.set(c.category, entry);
  }
  const categories = [...byCategory.values()]
    .sort((a, b) => b.revenueCents - a.revenueCents || b.enrollments - a.enrollments || a.category.localeCompare(b.category))
    .slice(0, TOP_CATEGORIES)
    .map(({ completions: done, ...c }) => ({ ...c, share: percent(c.revenueCents, revenueCents), completionRate: percent(done, c.enrollments) }));

  const topCourses = [...perCourse]
    .sort((a, b) => b.enrollments - a.enrollments || b.revenueCents - a.revenueCents || a.title.localeCompare(b.title))
    .slice(0, TOP_COURSES)
    .map(({ completions: done, ...c }) => ({ ...c, completionRate: percent(done, c.enrollments) }));

  const revenueChange = previousRevenueCents > 0 ? growth(revenueCents, previousRevenueCents) : 0;
  return {
    range,
    rangeLabel: RANGE_LABELS[range],
    days,
    computedAt: end.toISOString(),
    period: { start: start.toISOString(), end: end.toISOString() },
    previousPeriod: { start: prevStart.toISOString(), end: start.toISOString() },
    overview: {
      revenue: compare(revenueCents, previousRevenueCents),
      enrollments: compare(enrollments, previousEnrollments),
      newLearners: compare(newLearners, previousNewLearners),
      // A rate's change is in percentage points (not a percentage of a percentage), and it needs
      // enrollments in the previous period to mean anything.
      completionRate: compare(completionRate, previousCompletionRate, previousEnrollments, true),
    },
    revenueTrend: {
      months,
      thisMonthCents,
      averageMonthCents: months.length ? Math.round(trendTotal / months.length) : 0,
      lastMonthSameSpanCents,
      growth: lastMonthSameSpanCents > 0 ? growth(thisMonthCents, lastMonthSameSpanCents) : 0,
      growthComparable: lastMonthSameSpanCents > 0,
    },
    engagement: {
      dailyActiveUsers: num(raw.distinct?.dau),
      weeklyActiveUsers: num(raw.distinct?.wau),
      averageSessionMinutes: round1(sessions._avg.minutes ?? 0),
      sessions: sessions._count._all,
      coursesPerUser: ratio(activeEnrollments, enrolledLearners),
      completionRate,
    },
    topCourses,
    demographics,
    categories,
    insights: insights({ days, enrollments, completionRate, revenueCents, previousRevenueCents, revenueChange, topCategory: categories[0] }),
  };
}

export type AnalyticsReport = Awaited<ReturnType<typeof getAnalytics>>;

function insights(f: {
  days: number;
  enrollments: number;
  completionRate: number;
  revenueCents: number;
  previousRevenueCents: number;
  revenueChange: number;
  topCategory?: { category: string; share: number };
}): string[] {
  const avg = INDUSTRY_COMPLETION_AVERAGE;
  const lines = [
    f.enrollments === 0
      ? `There are no enrollments in this period yet, so there is no completion rate to compare with the industry average of ${avg}%.`
      : f.completionRate === avg
        ? `Your completion rate of ${f.completionRate}% matches the industry average of ${avg}%.`
        : `Your completion rate of ${f.completionRate}% is ${f.completionRate > avg ? "above" : "below"} the industry average of ${avg}%.`,
  ];
  const span = `the previous ${f.days} days`;
  if (f.previousRevenueCents > 0) {
    if (f.revenueChange === 0) lines.push(`Revenue is level with ${span}.`);
    else lines.push(`Revenue is ${f.revenueChange > 0 ? "up" : "down"} ${Math.abs(f.revenueChange)}% on ${span}.`);
  } else if (f.revenueCents > 0) {
    lines.push(`This period brought revenue where ${span} had none.`);
  }
  if (f.topCategory && f.revenueCents > 0) lines.push(`${f.topCategory.category} earned the most: ${f.topCategory.share}% of this period's revenue.`);
  return lines;
}
