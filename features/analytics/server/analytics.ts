// The Analytics figures (docs/product.md §2, Analytics) for one range, computed in the database with a fixed
// set of aggregate queries run in parallel, however many learners, courses or sessions there are.
// Unenrolled rows are history: they count nowhere here. Months are calendar months in UTC.
import "server-only";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/db/aggregate-cache";
import { growth, percent, studiedSince } from "./overview";
import { LEARNER_WHERE } from "@/features/figures";
import { completedSince, completedSinceTotal, courseFigureRows, ensureRollups, eventsBetween, figuresByDay, learnersEnrolledBefore, learnersStudiedByAge, revenueBetween, sumFigures } from "@/features/figures/server";
import { addDays, addMonths, dayOf, daysBetween, startOfDay } from "@/lib/format/calendar";
import { RANGE_DAYS, RANGE_LABELS, type AnalyticsRange } from "../schema";
import type { AnalyticsReport } from "../schema";

/** docs/product.md §9: the industry completion average the quick insight cites. */
export const INDUSTRY_COMPLETION_AVERAGE = 65;
export const TREND_MONTHS = 12;
const TOP_COURSES = 5;
/** docs/product.md §9: lists show at most 5 categories. */
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

const labelFormat = {
  day: new Intl.DateTimeFormat("en-US", { month: "short", day: "numeric", timeZone: "UTC" }),
  month: new Intl.DateTimeFormat("en-US", { month: "short", year: "numeric", timeZone: "UTC" }),
};
/** "Nov 24" for a day or week (its first day), "Nov 2026" for a month: the name of a site day, zone-free. */
const bucketLabel = (unit: "day" | "week" | "month", day: string) => labelFormat[unit === "month" ? "month" : "day"].format(new Date(`${day}T00:00:00Z`));

/** 18 (under it: "Under 18"), then each band's first age: a learner is in the last band whose minimum they reach. */
const AGE_MINIMUMS = [18, ...AGE_BANDS.map((band) => band.min)];

/** The report for a range ending `at`; without `at`, ending now and shared from the aggregate cache. */
export function getAnalytics(range: AnalyticsRange, at?: Date): Promise<AnalyticsReport> {
  return at ? computeAnalytics(range, at) : cachedAggregate(`analytics:${range}`, () => computeAnalytics(range, new Date()));
}

/** The chart buckets of a range, in site days: 7 or 30 days, 13 weeks, or 12 calendar months. */
export function rangeBuckets(range: AnalyticsRange, at: Date, tz: string): { unit: "day" | "week" | "month"; starts: string[]; first: string; last: string; previous: { from: string; to: string } } {
  const today = dayOf(at, tz);
  if (range === "1y") {
    const starts = Array.from({ length: TREND_MONTHS }, (_, i) => addMonths(today, i - (TREND_MONTHS - 1)));
    return { unit: "month", starts, first: starts[0], last: today, previous: { from: addMonths(starts[0], -TREND_MONTHS), to: addDays(starts[0], -1) } };
  }
  const days = RANGE_DAYS[range];
  const first = addDays(today, -(days - 1));
  const step = range === "90d" ? 7 : 1;
  const starts = Array.from({ length: Math.ceil(days / step) }, (_, i) => addDays(first, i * step));
  return { unit: step === 7 ? "week" : "day", starts, first, last: today, previous: { from: addDays(first, -days), to: addDays(first, -1) } };
}

async function computeAnalytics(range: AnalyticsRange, at: Date) {
  const tz = await ensureRollups();
  const days = RANGE_DAYS[range];
  const endMs = at.getTime();
  const end = new Date(endMs);
  const buckets = rangeBuckets(range, at, tz);
  const span = { from: buckets.first, to: buckets.last };
  const start = startOfDay(buckets.first, tz);
  const prevStart = startOfDay(buckets.previous.from, tz);
  const today = dayOf(at, tz);
  // Growth compares this month so far (site calendar) with the same stretch of last month.
  const thisMonth = startOfDay(addMonths(today, 0), tz).getTime();
  const lastMonth = startOfDay(addMonths(today, -1), tz).getTime();
  const lastMonthSameSpanEnd = new Date(Math.min(lastMonth + (endMs - thisMonth), thisMonth));

  const inRange = { gte: start, lt: end };
  const inPrevious = { gte: prevStart, lt: start };

  // One round: every figure below is a handful of rollup rows or an index range (SQLite runs them
  // one after another on its connection anyway; PostgreSQL in parallel).
  const [courseRowsInSpan, previous, newLearners, previousNewLearners, lastMonthSameSpan, thisMonthCents, sessionCount, allTime, enrolledLearnersRows, byBirthYear, daily, dau, wau, tail, lateCurrent, latePrevious] = await Promise.all([
    courseFigureRows(["enrollments", "enrolledCompleted", "revenueCents"], span),
    sumFigures(["enrollments", "enrolledCompleted", "revenueCents"], buckets.previous),
    prisma.user.count({ where: { ...LEARNER_WHERE, createdAt: inRange } }),
    prisma.user.count({ where: { ...LEARNER_WHERE, createdAt: inPrevious } }),
    revenueBetween(new Date(lastMonth), lastMonthSameSpanEnd, tz),
    revenueBetween(new Date(thisMonth), end, tz),
    // Learners' sessions started in the range and their minutes (average session minutes = the quotient).
    sumFigures(["sessions", "sessionMinutes"], span),
    // Enrollments made by the end (all site days up to `at`'s; the part of that day after `at` is taken off below).
    sumFigures(["enrollments"], { from: "0", to: today }),
    learnersEnrolledBefore(end, tz),
    // Learners who studied in the range (a learning session in it), by age.
    learnersStudiedByAge(start, end, end.getUTCFullYear(), AGE_MINIMUMS, tz),
    figuresByDay(["enrollments", "completions", "progressSum", "revenueCents"], span),
    studiedSince(startOfDay(today, tz), end),
    studiedSince(startOfDay(addDays(today, -6), tz), end),
    // The rollup counts whole site days: take off what happened after `at` on its day (nothing
    // when the report ends now), and the completions that came after each period's end (the
    // completion rate is the share of a period's enrollments completed by the end of that period).
    eventsBetween(end, startOfDay(addDays(today, 1), tz)),
    completedSince(start, end, end),
    completedSinceTotal(prevStart, start, start),
  ]);
  const perCourseFigures = new Map(courseRowsInSpan.map((row) => [row.courseId, row.figures]));
  const courseById = new Map(courseRowsInSpan.map((row) => [row.courseId, row]));
  for (const [courseId, t] of tail.byCourse) {
    const f = perCourseFigures.get(courseId);
    if (f) {
      f.enrollments -= t.enrollments;
      f.enrolledCompleted -= t.enrolledCompleted;
      f.revenueCents -= t.revenueCents;
    }
    const d = daily.get(today);
    if (d) {
      d.enrollments -= t.enrollments;
      d.completions -= t.completions;
      d.progressSum -= t.progressSum;
      d.revenueCents -= t.revenueCents;
    }
  }
  for (const [courseId, n] of lateCurrent) {
    const f = perCourseFigures.get(courseId);
    if (f) f.enrolledCompleted -= n;
  }
  previous.enrolledCompleted -= latePrevious;
  sessionCount.sessions -= tail.sessions;
  sessionCount.sessionMinutes -= tail.sessionMinutes;
  for (const t of tail.byCourse.values()) allTime.enrollments -= t.enrollments;

  const courseRows = [...perCourseFigures]
    .filter(([, f]) => f.enrollments > 0 || f.revenueCents !== 0)
    .map(([courseId, f]) => ({ courseId, enrollments: f.enrollments, completions: f.enrolledCompleted, revenueCents: f.revenueCents }));

  // ── Overview cards ──
  const perCourse = courseRows.map((row) => {
    const course = courseById.get(row.courseId);
    return {
      _id: row.courseId,
      title: course?.title ?? "Removed course",
      category: course?.category ?? "Uncategorised",
      enrollments: row.enrollments,
      revenueCents: row.revenueCents,
      completions: row.completions,
    };
  });
  const enrollments = perCourse.reduce((sum, c) => sum + c.enrollments, 0);
  const revenueCents = perCourse.reduce((sum, c) => sum + c.revenueCents, 0);
  const completions = perCourse.reduce((sum, c) => sum + c.completions, 0);
  const previousEnrollments = previous.enrollments;
  const previousRevenueCents = previous.revenueCents;
  const completionRate = percent(completions, enrollments);
  const previousCompletionRate = percent(previous.enrolledCompleted, previousEnrollments);

  // ── The trend, in the range's own buckets ──
  const points = buckets.starts.map((first, i) => {
    const next = buckets.starts[i + 1];
    const lastDay = next ? addDays(next, -1) : buckets.last;
    let e = 0, c = 0, p = 0, r = 0;
    for (const day of daysBetween(first, lastDay)) {
      const f = daily.get(day);
      if (!f) continue;
      e += f.enrollments;
      c += f.completions;
      p += f.progressSum;
      r += f.revenueCents;
    }
    return {
      period: buckets.unit === "month" ? first.slice(0, 7) : first,
      label: bucketLabel(buckets.unit, first),
      revenueCents: r,
      enrollments: e,
      completions: c,
      averageProgress: e > 0 ? round1(p / e) : 0,
    };
  });
  const lastMonthSameSpanCents = lastMonthSameSpan;
  const trendTotal = points.reduce((sum, m) => sum + m.revenueCents, 0);

  // ── Engagement ──
  const enrolledLearners = enrolledLearnersRows;

  // ── Demographics ──
  // The five bands always show; "Under 18" and "Not given" only when someone is in them. Ages are
  // in the report's year (end's, UTC), counted in the database (AGE_MINIMUMS).
  const atLeast = (i: number) => byBirthYear.atLeast[i] ?? 0;
  const bandCounts = new Map<string, number>([
    ["Under 18", byBirthYear.given - atLeast(0)],
    ...AGE_BANDS.map((band, i) => [band.label, atLeast(i + 1) - (i + 2 < AGE_MINIMUMS.length ? atLeast(i + 2) : 0)] as const),
    ["Not given", byBirthYear.notGiven],
  ]);
  const studied = byBirthYear.given + byBirthYear.notGiven;
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
    timeZone: tz,
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
      unit: buckets.unit,
      points,
      currentCents: points.at(-1)?.revenueCents ?? 0,
      averageCents: points.length ? Math.round(trendTotal / points.length) : 0,
      thisMonthCents,
      lastMonthSameSpanCents,
      growth: lastMonthSameSpanCents > 0 ? growth(thisMonthCents, lastMonthSameSpanCents) : 0,
      growthComparable: lastMonthSameSpanCents > 0,
    },
    engagement: {
      dailyActiveUsers: dau,
      weeklyActiveUsers: wau,
      averageSessionMinutes: sessionCount.sessions > 0 ? round1(sessionCount.sessionMinutes / sessionCount.sessions) : 0,
      sessions: sessionCount.sessions,
      coursesPerUser: ratio(allTime.enrollments, enrolledLearners),
      completionRate,
    },
    topCourses,
    demographics,
    categories,
    insights: insights({ days, enrollments, completionRate, revenueCents, previousRevenueCents, revenueChange, topCategory: categories[0] }),
  };
}

export type { AnalyticsReport };

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
  const span = f.days >= 365 ? "the previous 12 months" : `the previous ${f.days} days`;
  if (f.previousRevenueCents > 0) {
    if (f.revenueChange === 0) lines.push(`Revenue is level with ${span}.`);
    else lines.push(`Revenue is ${f.revenueChange > 0 ? "up" : "down"} ${Math.abs(f.revenueChange)}% on ${span}.`);
  } else if (f.revenueCents > 0) {
    lines.push(`This period brought revenue where ${span} had none.`);
  }
  if (f.topCategory && f.revenueCents > 0) lines.push(`${f.topCategory.category} earned the most: ${f.topCategory.share}% of this period's revenue.`);
  return lines;
}
