// Reading the figures from the rollup: sums over spans of site days, per course or per day, and the
// all-time rows (ratings, the learners' mean progress, the top courses).
import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { monthMetric, type Metric } from "../../definitions";
import { addDays, addMonths, dayOf, daysBetween, startOfDay } from "@/lib/format/calendar";
import { firstEnrolledIn, LEARNER_MEAN_TOTALS, MEAN_SCALE } from "./table";
import { ensureRollups } from "./rebuild";

/** Counted reviews and their rating sum over every course, or the published ones, from the rollup. */
export async function ratingFigures(publishedOnly = false): Promise<{ count: number; sum: number }> {
  await ensureRollups();
  const rows = publishedOnly
    ? await prisma.$queryRaw<{ metric: string; value: number | bigint | null }[]>`
        SELECT d."metric" AS "metric", SUM(d."value") AS value FROM "DailyFigure" d JOIN "Course" c ON c."id" = d."courseId" AND c."status" = 'published'
        WHERE d."metric" IN ('ratings', 'ratingSum') AND d."day" = '' GROUP BY d."metric"`
    : await prisma.$queryRaw<{ metric: string; value: number | bigint | null }[]>`
        SELECT "metric", "value" FROM "DailyFigure" WHERE "metric" IN ('ratings', 'ratingSum') AND "day" = '' AND "courseId" = ''`;
  const of = (metric: string) => Number(rows.find((r) => r.metric === metric)?.value ?? 0);
  return { count: of("ratings"), sum: of("ratingSum") };
}

/** The Students card: the mean of learners' mean progress, rounded (0 with no enrolled learner). */
export async function averageLearnerProgress(): Promise<number> {
  await ensureRollups();
  const rows = await prisma.dailyFigure.findMany({ where: { metric: { in: [...LEARNER_MEAN_TOTALS] }, day: "", courseId: "" }, select: { metric: true, value: true } });
  const of = (metric: string) => rows.find((r) => r.metric === metric)?.value ?? 0;
  const n = of(LEARNER_MEAN_TOTALS[1]);
  return n > 0 ? Math.round(of(LEARNER_MEAN_TOTALS[0]) / MEAN_SCALE / n) : 0;
}

/** Learners with an active enrollment begun before `end` (the rollup's days up to `end`'s, less the rest of that day). */
export async function learnersEnrolledBefore(end: Date, tz: string): Promise<number> {
  const day = dayOf(end, tz);
  const { learners } = await sumFigures(["learners"], { from: "0", to: day });
  return learners - (await firstEnrolledIn(prisma, end, startOfDay(addDays(day, 1), tz)));
}

type Span = { from: string; to: string };

/** Σ of each metric over [from, to] (site days; both inclusive), all courses or one. */
export async function sumFigures<M extends Metric>(metrics: readonly M[], span: Span | "all", courseId = ""): Promise<Record<M, number>> {
  const rows =
    span === "all"
      ? await prisma.dailyFigure.findMany({ where: { metric: { in: [...metrics] }, day: "", courseId }, select: { metric: true, value: true } })
      : await prisma.dailyFigure.groupBy({ by: ["metric"], where: { metric: { in: [...metrics] }, courseId, day: { gte: span.from, lte: span.to } }, _sum: { value: true } }).then((r) => r.map((x) => ({ metric: x.metric, value: x._sum.value ?? 0 })));
  const out = Object.fromEntries(metrics.map((m) => [m, 0])) as Record<M, number>;
  for (const row of rows) out[row.metric as M] = row.value;
  return out;
}

/**
 * Σ of `metrics` per key over day rows in [from, to], one row per key with a column per metric (a
 * pivot: a third of the rows a (key, metric) grouping returns, and rows are what costs in Prisma).
 * `names[i]` is the stored metric name read for `metrics[i]` (its month rows' name, say).
 */
function pivot(key: "courseId" | "day", metrics: readonly string[], names: readonly string[], from: string, to: string, where: Prisma.Sql) {
  const columns = Prisma.join(
    metrics.map((_, i) => Prisma.sql`SUM(CASE WHEN "metric" = ${names[i]} THEN "value" ELSE 0 END) AS ${Prisma.raw(`"m${i}"`)}`),
    ", ",
  );
  return prisma.$queryRaw<Record<string, string | number | bigint | null>[]>`
    SELECT ${Prisma.raw(`"${key}"`)} AS k, ${columns} FROM "DailyFigure"
    WHERE "metric" IN (${Prisma.join([...names])}) AND "day" >= ${from} AND "day" <= ${to} AND ${where}
    GROUP BY ${Prisma.raw(`"${key}"`)}`;
}

function addPivot<M extends string>(out: Map<string, Record<M, number>>, metrics: readonly M[], rows: Record<string, string | number | bigint | null>[]) {
  for (const row of rows) {
    const k = String(row.k);
    const entry = out.get(k) ?? (Object.fromEntries(metrics.map((m) => [m, 0])) as Record<M, number>);
    metrics.forEach((m, i) => (entry[m] += Number(row[`m${i}`] ?? 0)));
    out.set(k, entry);
  }
}

/** Each course's Σ of each metric over the span (or all time): Map courseId → metric → value. */
export async function figuresByCourse<M extends Metric>(metrics: readonly M[], span: Span | "all", courseIds?: string[]): Promise<Map<string, Record<M, number>>> {
  const out = new Map<string, Record<M, number>>();
  for (const row of await courseFigureRows(metrics, span, courseIds)) out.set(row.courseId, row.figures);
  return out;
}

/**
 * Each course's Σ of each metric over the span (or all time), with the course's title and category
 * (null: the course is gone), in one statement: the course rows of whole months inside the span
 * read their month rows (a year is 12 rows per course), the days before the first and after the
 * last whole month their day rows, and the course is joined once per course in the database.
 */
export async function courseFigureRows<M extends Metric>(
  metrics: readonly M[],
  span: Span | "all",
  courseIds?: string[],
): Promise<{ courseId: string; title: string | null; category: string | null; figures: Record<M, number> }[]> {
  if (courseIds && courseIds.length === 0) return [];
  const courses = courseIds ? Prisma.sql`"courseId" IN (${Prisma.join(courseIds)})` : Prisma.sql`"courseId" <> ''`;
  const dayNames = [...metrics];
  const monthNames = metrics.map(monthMetric);
  // Ranges of rows to add (sign 1) or take off (−1).
  const segments: { names: string[]; from: string; to: string; sign: 1 | -1 }[] = [];
  if (span === "all") segments.push({ names: dayNames, from: "", to: "", sign: 1 });
  else {
    // Month by month: a whole month is its month row; a part of one is either its days, or the
    // month row less the days outside the span, whichever reads fewer days (the days after today
    // hold no rows, so the current month of a span ending today is one row a course).
    const wholeMonths: string[] = [];
    for (let month = addMonths(span.from, 0); month <= span.to; month = addMonths(month, 1)) {
      const last = addDays(addMonths(month, 1), -1);
      const from = span.from > month ? span.from : month;
      const to = span.to < last ? span.to : last;
      if (from === month && to === last) {
        wholeMonths.push(month);
        continue;
      }
      const inside = daysBetween(from, to).length;
      const outside = daysBetween(month, last).length - inside;
      if (inside <= outside + 1) segments.push({ names: dayNames, from, to, sign: 1 });
      else {
        wholeMonths.push(month);
        if (from > month) segments.push({ names: dayNames, from: month, to: addDays(from, -1), sign: -1 });
        if (to < last) segments.push({ names: dayNames, from: addDays(to, 1), to: last, sign: -1 });
      }
    }
    if (wholeMonths.length) segments.push({ names: monthNames, from: wholeMonths[0], to: wholeMonths[wholeMonths.length - 1], sign: 1 });
  }
  // Each segment is a range of the (metric, day, courseId, value) index; the CASE maps a month
  // row's name back to its metric.
  const parts = segments.map(
    (g) => Prisma.sql`SELECT "courseId", "metric", ${Prisma.raw(g.sign === 1 ? '"value"' : '-"value"')} AS "value" FROM "DailyFigure"
      WHERE "metric" IN (${Prisma.join(g.names)}) AND "day" >= ${g.from} AND "day" <= ${g.to} AND ${courses}`,
  );
  const columns = Prisma.join(
    metrics.map((m, i) => Prisma.sql`SUM(CASE WHEN f."metric" IN (${m}, ${monthMetric(m)}) THEN f."value" ELSE 0 END) AS ${Prisma.raw(`"m${i}"`)}`),
    ", ",
  );
  const rows = await prisma.$queryRaw<Record<string, string | number | bigint | null>[]>`
    SELECT p.*, c."title" AS "title", c."category" AS "category" FROM (
      SELECT f."courseId" AS "courseId", ${columns} FROM (${Prisma.join(parts, " UNION ALL ")}) f GROUP BY f."courseId"
    ) p LEFT JOIN "Course" c ON c."id" = p."courseId"`;
  return rows.map((row) => ({
    courseId: String(row.courseId),
    title: row.title === null ? null : String(row.title),
    category: row.category === null ? null : String(row.category),
    figures: Object.fromEntries(metrics.map((m, i) => [m, Number(row[`m${i}`] ?? 0)])) as Record<M, number>,
  }));
}

/**
 * The `n` courses with the most active enrollments (all time), most first (ties: course id), with
 * their completed enrollments and title (null: the course is gone): two probes of the per-course
 * all-time rows and a sort of one row per course in the database, not a read of every course here.
 */
export async function topCoursesAllTime(n: number): Promise<{ courseId: string; title: string | null; enrollments: number; completed: number }[]> {
  const rows = await prisma.$queryRaw<{ courseId: string; title: string | null; enrollments: number | bigint; completed: number | bigint | null }[]>`
    SELECT e."courseId" AS "courseId", c."title" AS "title", e."value" AS enrollments, d."value" AS completed
    FROM "DailyFigure" e
    LEFT JOIN "DailyFigure" d ON d."metric" = 'enrolledCompleted' AND d."day" = '' AND d."courseId" = e."courseId"
    LEFT JOIN "Course" c ON c."id" = e."courseId"
    WHERE e."metric" = 'enrollments' AND e."day" = '' AND e."courseId" <> '' AND e."value" > 0
    ORDER BY e."value" DESC, e."courseId" ASC LIMIT ${n}`;
  return rows.map((r) => ({ courseId: r.courseId, title: r.title, enrollments: Number(r.enrollments), completed: Number(r.completed ?? 0) }));
}

/** Each day's value of each metric in the span: Map day → metric → value (days without rows absent). */
export async function figuresByDay<M extends Metric>(metrics: readonly M[], span: Span, courseId = ""): Promise<Map<string, Record<M, number>>> {
  const out = new Map<string, Record<M, number>>();
  addPivot(out, metrics, await pivot("day", metrics, metrics, span.from, span.to, Prisma.sql`"courseId" = ${courseId}`));
  return out;
}
