// The DailyFigure table every rollup operation shares (docs/decisions/006-daily-rollups.md). Each
// write function that creates, changes or removes an event a figure counts (an enrollment, a
// completion, a paid or refunded order, a quiz answer, a learning session) calls one of the
// `refresh…` functions (refresh-*.ts) inside its own transaction: the rows of the touched (course,
// site day) pairs are recounted from the events (a handful of indexed rows), then the per-course
// all-time row, the all-courses day row and the grand total are re-summed from the rollup itself.
// So the rollup equals a full recomputation by construction (rebuild.ts), and reading a figure
// (read.ts) sums a few rows whatever the number of events.
//
// Rows: (metric, day, courseId). day "" = all time, courseId "" = every course. Days are calendar
// days in the site timezone (General settings); the `_built:<zone>` marker row records the zone the
// table was built in, and a reader that finds none for the current zone rebuilds the whole table
// (`recomputeRollups()`, also the backfill of `db:setup` and the seed), so a timezone change
// re-buckets every day on the next read.
import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { parseObject } from "@/lib/db/json";
import { LEARNER_ROLE, type Metric } from "../../definitions";
import { addMonths, dayOf, safeTimeZone } from "@/lib/format/calendar";

export type Db = Prisma.TransactionClient;
export type Row = { metric: string; day: string; courseId: string; value: number };

export const MARKER = "_built:";
/**
 * The marker's value: the version of the table's shape. A table built by an older version lacks
 * rows this one reads (version 2: the `studied` rows), so a reader that finds another value
 * rebuilds it, as for a new timezone.
 */
export const ROLLUP_VERSION = 2;

export async function siteTimeZone(db: Db = prisma): Promise<string> {
  const row = await db.setting.findUnique({ where: { group: "general" }, select: { value: true } });
  const tz = parseObject(row?.value)?.timezone;
  return safeTimeZone(typeof tz === "string" ? tz : "UTC");
}

export const uniqueDays = (ats: (Date | null | undefined)[], tz: string) => [...new Set(ats.filter((a): a is Date => a instanceof Date).map((a) => dayOf(a, tz)))];

export async function upsert(db: Db, rows: Row[]) {
  if (rows.length === 0) return;
  const values = Prisma.join(rows.map((r) => Prisma.sql`(${r.metric}, ${r.day}, ${r.courseId}, ${r.value})`));
  await db.$executeRaw`INSERT INTO "DailyFigure" ("metric", "day", "courseId", "value") VALUES ${values}
    ON CONFLICT ("metric", "day", "courseId") DO UPDATE SET "value" = excluded."value"`;
}

/** Re-sums the all-time row of a course, the all-courses rows of `days`, and the grand totals. */
export async function rollUp(db: Db, metrics: readonly Metric[], courseId: string | null, days: string[]) {
  const list = Prisma.join(metrics.map((m) => Prisma.sql`${m}`));
  if (courseId !== null) {
    await db.$executeRaw`INSERT INTO "DailyFigure" ("metric", "day", "courseId", "value")
      SELECT "metric", '', "courseId", SUM("value") FROM "DailyFigure"
      WHERE "courseId" = ${courseId} AND "day" <> '' AND "metric" IN (${list}) GROUP BY "metric", "courseId"
      ON CONFLICT ("metric", "day", "courseId") DO UPDATE SET "value" = excluded."value"`;
    // The course's month rows of the touched months (what a span of whole months reads).
    for (const month of [...new Set(days.map((d) => `${d.slice(0, 7)}-01`))]) {
      await db.$executeRaw`INSERT INTO "DailyFigure" ("metric", "day", "courseId", "value")
        SELECT "metric" || '/month', ${month}, "courseId", SUM("value") FROM "DailyFigure"
        WHERE "courseId" = ${courseId} AND "metric" IN (${list}) AND "day" >= ${month} AND "day" < ${addMonths(month, 1)} GROUP BY "metric", "courseId"
        ON CONFLICT ("metric", "day", "courseId") DO UPDATE SET "value" = excluded."value"`;
    }
    if (days.length) {
      await db.$executeRaw`INSERT INTO "DailyFigure" ("metric", "day", "courseId", "value")
        SELECT "metric", "day", '', SUM("value") FROM "DailyFigure"
        WHERE "courseId" <> '' AND "metric" IN (${list}) AND "day" IN (${Prisma.join(days)}) GROUP BY "metric", "day"
        ON CONFLICT ("metric", "day", "courseId") DO UPDATE SET "value" = excluded."value"`;
    }
  }
  await db.$executeRaw`INSERT INTO "DailyFigure" ("metric", "day", "courseId", "value")
    SELECT "metric", '', '', SUM("value") FROM "DailyFigure"
    WHERE "courseId" = '' AND "day" <> '' AND "metric" IN (${list}) GROUP BY "metric"
    ON CONFLICT ("metric", "day", "courseId") DO UPDATE SET "value" = excluded."value"`;
}

/** The rating metrics: counted reviews and the sum of their ratings, per course (all time only, day ""). */
export const RATING_METRICS = ["ratings", "ratingSum"] as const;

/** Reviews that count (features/figures/server/ratings.ts): not hidden, by a learner still enrolled in the course. */
export const countedRatings = (db: Db, courseId?: string) =>
  db.$queryRaw<{ courseId: string; n: bigint | number; total: bigint | number | null }[]>`
    SELECT r."courseId" AS "courseId", COUNT(*) AS n, SUM(r."rating") AS total FROM "Review" r
    JOIN "Enrollment" e ON e."userId" = r."userId" AND e."courseId" = r."courseId" AND e."unenrolledAt" IS NULL
    WHERE r."hidden" = false${courseId === undefined ? Prisma.empty : Prisma.sql` AND r."courseId" = ${courseId}`}
    GROUP BY r."courseId"`;

// ── Learners' mean progress (the Students "Average progress" card) ───────────────────────────────
// The card is the mean, over learners with an active enrollment, of each learner's own mean
// progress. Kept as one row per such learner (metric LEARNER_MEAN, day "", courseId = the user's id:
// the key column names the learner here) holding 1 + round(1e6 × their mean) (never 0, so a
// learner at 0% keeps a row like every zero-free rollup row), and two all-time totals
// (the sum of those rows and their count) moved by the difference whenever a learner's rows are
// refreshed. Integers, so the totals stay exactly equal to a re-sum; reading the card is one probe.

export const LEARNER_MEAN = "learnerMean";
export const LEARNER_MEAN_TOTALS = ["learnerMeanSum", "learnerMeanCount"] as const;
export const MEAN_SCALE = 1_000_000;
export const MEAN_BATCH = 500;
export const scaledMean = (sum: number, n: number) => Math.round((sum * MEAN_SCALE) / n);

/** The stored row value (1 + scaled mean) of each of these users that is a learner with an active enrollment. */
export async function learnerMeans(db: Db, userIds: string[] | { gte: string; lte: string }): Promise<Map<string, number>> {
  const which = Array.isArray(userIds) ? Prisma.sql`e."userId" IN (${Prisma.join(userIds)})` : Prisma.sql`e."userId" >= ${userIds.gte} AND e."userId" <= ${userIds.lte}`;
  const rows = await db.$queryRaw<{ userId: string; total: bigint | number | null; n: bigint | number }[]>`
    SELECT e."userId" AS "userId", SUM(e."progress") AS total, COUNT(*) AS n FROM "Enrollment" e
    JOIN "User" u ON u."id" = e."userId"
    WHERE ${which} AND e."unenrolledAt" IS NULL AND u."role" = ${LEARNER_ROLE}
    GROUP BY e."userId"`;
  return new Map(rows.map((r) => [r.userId, 1 + scaledMean(Number(r.total ?? 0), Number(r.n))]));
}

/** Users whose first active enrollment began in [from, to): one in it, none before it. */
export async function firstEnrolledIn(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await db.$queryRaw<{ n: bigint | number }[]>`
    SELECT COUNT(DISTINCT e."userId") AS n FROM "Enrollment" e
    WHERE e."unenrolledAt" IS NULL AND e."enrolledAt" >= ${from} AND e."enrolledAt" < ${to}
      AND NOT EXISTS (SELECT 1 FROM "Enrollment" p WHERE p."userId" = e."userId" AND p."unenrolledAt" IS NULL AND p."enrolledAt" < ${from})`;
  return Number(row?.n ?? 0);
}

// ── Learners by the day they last studied (Analytics' demographics) ─────────────────────────────
// Learners who studied in a window of whole site days are those whose latest session start
// (`lastStudiedAt`) falls on one of its days, so their count by age is a sum of rows
// STUDIED (day = the site day of lastStudiedAt, courseId = the birth year, or "none") — at most
// days × birth years, however many learners. Kept as one STUDIED_BY row per learner (day = that
// day, courseId = the user's id, value = the birth year or −1) and moved by the difference whenever
// a learner's rows are refreshed: a new session (noteStudied), a learner deleted (figuresOfUsers)
// or made staff (refreshProgressFigures, which every such write calls).

export const STUDIED = "studied";
export const STUDIED_BY = "studiedBy";
export const NO_BIRTH_YEAR = -1;
export const birthYearKey = (value: number) => (value === NO_BIRTH_YEAR ? "none" : String(value));
