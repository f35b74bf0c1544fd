// The exact ends of a period (docs/decisions/006-daily-rollups.md): the rollup holds whole site
// days, so the part of a day at either end of a report that does not start or end at midnight is
// read from the events themselves (a day's range on an index, empty when the report ends now).
import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { LEARNER_ROLE, SOLD_ORDER_WHERE } from "../../definitions";
import { addDays, dayOf, startOfDay } from "@/lib/format/calendar";
import { siteTimeZone, STUDIED } from "./table";
import { sumFigures } from "./read";

type CourseTail = { enrollments: number; enrolledCompleted: number; progressSum: number; completions: number; revenueCents: number };

/**
 * The events of [from, to) per course (to subtract the part of the last site day after a period's
 * end, when a report ends before now: empty, one index probe each, when it ends now), and the
 * learners' sessions started in it.
 */
export async function eventsBetween(from: Date, to: Date): Promise<{ byCourse: Map<string, CourseTail>; sessions: number; sessionMinutes: number }> {
  const at = { gte: from, lt: to };
  const active = { unenrolledAt: null };
  const [enrolled, enrolledCompleted, completed, sold, sessions] = await Promise.all([
    prisma.enrollment.groupBy({ by: ["courseId"], where: { ...active, enrolledAt: at }, _count: { _all: true }, _sum: { progress: true } }),
    prisma.enrollment.groupBy({ by: ["courseId"], where: { ...active, enrolledAt: at, completedAt: { not: null } }, _count: { _all: true } }),
    prisma.enrollment.groupBy({ by: ["courseId"], where: { ...active, completedAt: at }, _count: { _all: true } }),
    prisma.order.groupBy({ by: ["courseId"], where: { ...SOLD_ORDER_WHERE, paidAt: at }, _sum: { totalCents: true, refundedCents: true } }),
    prisma.$queryRaw<{ n: bigint | number; minutes: bigint | number | null }[]>`
      SELECT COUNT(*) AS n, SUM(s."minutes") AS minutes FROM "LearningSession" s CROSS JOIN "User" u
      WHERE u."id" = s."userId" AND u."role" = ${LEARNER_ROLE} AND s."startedAt" >= ${from} AND s."startedAt" < ${to}`,
  ]);
  const byCourse = new Map<string, CourseTail>();
  const entry = (id: string) => {
    let e = byCourse.get(id);
    if (!e) byCourse.set(id, (e = { enrollments: 0, enrolledCompleted: 0, progressSum: 0, completions: 0, revenueCents: 0 }));
    return e;
  };
  for (const r of enrolled) Object.assign(entry(r.courseId), { enrollments: r._count._all, progressSum: r._sum.progress ?? 0 });
  for (const r of enrolledCompleted) entry(r.courseId).enrolledCompleted = r._count._all;
  for (const r of completed) entry(r.courseId).completions = r._count._all;
  for (const r of sold) entry(r.courseId).revenueCents = (r._sum.totalCents ?? 0) - (r._sum.refundedCents ?? 0);
  return { byCourse, sessions: Number(sessions[0]?.n ?? 0), sessionMinutes: Number(sessions[0]?.minutes ?? 0) };
}

/** Per course: enrollments made in [from, to) that were completed at or after `after` (not yet complete at a period's end). */
export async function completedSince(from: Date, to: Date, after: Date): Promise<Map<string, number>> {
  // Completions since `after` are few (none when `after` is now): walk the completedAt index, test
  // enrolledAt per row (inside CASE, so no planner trades that index for the enrolledAt one), and
  // count here (a GROUP BY would tempt SQLite into scanning the courseId index instead).
  const rows = await prisma.$queryRaw<{ courseId: string }[]>`
    SELECT "courseId" FROM "Enrollment"
    WHERE "completedAt" >= ${after} AND "unenrolledAt" IS NULL
      AND (CASE WHEN "enrolledAt" >= ${from} AND "enrolledAt" < ${to} THEN 1 ELSE 0 END) = 1`;
  const out = new Map<string, number>();
  for (const r of rows) out.set(r.courseId, (out.get(r.courseId) ?? 0) + 1);
  return out;
}

/** How many enrollments made in [from, to) were completed at or after `after` (completedSince, summed in the database). */
export async function completedSinceTotal(from: Date, to: Date, after: Date): Promise<number> {
  const [row] = await prisma.$queryRaw<{ n: bigint | number }[]>`
    SELECT COUNT(*) AS n FROM "Enrollment"
    WHERE "completedAt" >= ${after} AND "unenrolledAt" IS NULL
      AND (CASE WHEN "enrolledAt" >= ${from} AND "enrolledAt" < ${to} THEN 1 ELSE 0 END) = 1`;
  return Number(row?.n ?? 0);
}

/**
 * Net revenue (SOLD_ORDER_WHERE's totals less refunds) paid in [from, to), `from` a site day's
 * start: the whole days from the all-course day rows, the part of `to`'s day before `to` from the
 * orders (one day's range on the (status, paidAt) index).
 */
export async function revenueBetween(from: Date, to: Date, tz: string): Promise<number> {
  if (to <= from) return 0;
  const lastDay = dayOf(to, tz);
  const lastStart = startOfDay(lastDay, tz);
  const firstDay = dayOf(from, tz);
  const [days, part] = await Promise.all([
    firstDay < lastDay ? sumFigures(["revenueCents"], { from: firstDay, to: addDays(lastDay, -1) }) : Promise.resolve({ revenueCents: 0 }),
    lastStart < to
      ? prisma.order.aggregate({ where: { ...SOLD_ORDER_WHERE, paidAt: { gte: lastStart > from ? lastStart : from, lt: to } }, _sum: { totalCents: true, refundedCents: true } })
      : Promise.resolve(null),
  ]);
  return days.revenueCents + (part ? (part._sum.totalCents ?? 0) - (part._sum.refundedCents ?? 0) : 0);
}

/**
 * Learners (role user) with a learning session started in [since, until) (until: no end), by year
 * of birth. Read from `User.lastStudiedAt` (their latest start): those whose latest start is in the
 * window, plus those whose latest is at or after `until` but who also studied inside it (none when
 * the window ends now). Exact, and a range on the (role, lastStudiedAt, birthYear) index.
 */
export async function learnersStudiedByBirthYear(since: Date, until?: Date): Promise<{ birthYear: number | null; n: number }[]> {
  const rows = await prisma.$queryRaw<{ birthYear: number | bigint | null; n: bigint | number }[]>`
    SELECT u."birthYear" AS "birthYear", COUNT(*) AS n FROM "User" u
    WHERE u."role" = ${LEARNER_ROLE} AND u."lastStudiedAt" >= ${since}${
      until
        ? Prisma.sql` AND (u."lastStudiedAt" < ${until} OR EXISTS (SELECT 1 FROM "LearningSession" s WHERE s."userId" = u."id" AND s."startedAt" >= ${since} AND s."startedAt" < ${until}))`
        : Prisma.empty
    }
    GROUP BY u."birthYear"`;
  return rows.map((r) => ({ birthYear: r.birthYear === null ? null : Number(r.birthYear), n: Number(r.n) }));
}

/**
 * Learners (role user) who studied in [since, until) by age in `year` (year − birthYear): how many
 * gave no birth year, how many did, and for each of `minAges` how many are at least that old. The
 * whole site days of the window are a sum of STUDIED rows (learners whose latest start is on those
 * days); the parts of a day at either end, and those whose latest start is after `until` but who
 * also studied inside the window, come from the (role, lastStudiedAt, birthYear) index as in
 * learnersStudiedByBirthYear (one day of learners at most, or none, when the window ends now).
 */
export async function learnersStudiedByAge(since: Date, until: Date | undefined, year: number, minAges: readonly number[], tz?: string): Promise<{ notGiven: number; given: number; atLeast: number[] }> {
  const zone = tz ?? (await siteTimeZone());
  const sinceDay = dayOf(since, zone);
  const firstWhole = startOfDay(sinceDay, zone).getTime() === since.getTime() ? sinceDay : addDays(sinceDay, 1);
  const untilDay = until ? dayOf(until, zone) : null;
  const out = { notGiven: 0, given: 0, atLeast: minAges.map(() => 0) };
  const addYear = (birthYear: number | null, n: number) => {
    if (birthYear === null) out.notGiven += n;
    else {
      out.given += n;
      minAges.forEach((age, i) => {
        if (year - birthYear >= age) out.atLeast[i] += n;
      });
    }
  };
  if (untilDay !== null && firstWhole >= untilDay) {
    // No whole day inside the window: the index alone.
    for (const r of await learnersStudiedByBirthYear(since, until)) addYear(r.birthYear, r.n);
    return out;
  }
  const headEnd = startOfDay(firstWhole, zone);
  const tailStart = untilDay === null ? null : startOfDay(untilDay, zone);
  const [days, head, tail] = await Promise.all([
    prisma.$queryRaw<{ year: string; n: number | bigint | null }[]>`
      SELECT "courseId" AS "year", SUM("value") AS n FROM "DailyFigure"
      WHERE "metric" = ${STUDIED} AND "day" >= ${firstWhole}${untilDay === null ? Prisma.empty : Prisma.sql` AND "day" < ${untilDay}`}
      GROUP BY "courseId"`,
    // Latest start in the part of the first day after `since` (a learner whose latest start is later is in the days or the tail).
    headEnd > since
      ? prisma.$queryRaw<{ birthYear: number | bigint | null; n: bigint | number }[]>`
          SELECT u."birthYear" AS "birthYear", COUNT(*) AS n FROM "User" u
          WHERE u."role" = ${LEARNER_ROLE} AND u."lastStudiedAt" >= ${since} AND u."lastStudiedAt" < ${headEnd}
          GROUP BY u."birthYear"`
      : Promise.resolve([]),
    tailStart && until
      ? prisma.$queryRaw<{ birthYear: number | bigint | null; n: bigint | number }[]>`
          SELECT u."birthYear" AS "birthYear", COUNT(*) AS n FROM "User" u
          WHERE u."role" = ${LEARNER_ROLE} AND u."lastStudiedAt" >= ${tailStart}
            AND (u."lastStudiedAt" < ${until} OR EXISTS (SELECT 1 FROM "LearningSession" s WHERE s."userId" = u."id" AND s."startedAt" >= ${since} AND s."startedAt" < ${until}))
          GROUP BY u."birthYear"`
      : Promise.resolve([]),
  ]);
  for (const r of days) addYear(r.year === "none" ? null : Number(r.year), Number(r.n ?? 0));
  for (const r of head) addYear(r.birthYear === null ? null : Number(r.birthYear), Number(r.n));
  for (const r of tail) addYear(r.birthYear === null ? null : Number(r.birthYear), Number(r.n));
  return out;
}

/** How many learners studied in [since, until) (see learnersStudiedByBirthYear). */
export async function learnersStudied(since: Date, until?: Date): Promise<number> {
  const [row] = await prisma.$queryRaw<{ n: bigint | number }[]>`
    SELECT COUNT(*) AS n FROM "User" u
    WHERE u."role" = ${LEARNER_ROLE} AND u."lastStudiedAt" >= ${since}${
      until
        ? Prisma.sql` AND (u."lastStudiedAt" < ${until} OR EXISTS (SELECT 1 FROM "LearningSession" s WHERE s."userId" = u."id" AND s."startedAt" >= ${since} AND s."startedAt" < ${until}))`
        : Prisma.empty
    }`;
  return Number(row?.n ?? 0);
}
