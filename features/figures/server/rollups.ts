// Daily rollups of the figures (docs/decisions/006-daily-rollups.md). Each write function that creates, changes or
// removes an event a figure counts (an enrollment, a completion, a paid or refunded order, a quiz
// answer, a learning session) calls one of the `refresh…` functions below inside its own
// transaction: the rows of the touched (course, site day) pairs are recounted from the events
// (a handful of indexed rows), then the per-course all-time row, the all-courses day row and the
// grand total are re-summed from the rollup itself. So the rollup equals a full recomputation by
// construction, and reading a figure sums a few rows whatever the number of events.
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
import { COURSE_METRICS, GLOBAL_METRICS, LEARNER_ROLE, SOLD_ORDER_WHERE, monthMetric, type Metric } from "../definitions";
import { addDays, addMonths, dayBounds, dayOf, daysBetween, safeTimeZone, startOfDay } from "@/lib/format/calendar";

type Db = Prisma.TransactionClient;
type Row = { metric: string; day: string; courseId: string; value: number };

const MARKER = "_built:";
/**
 * The marker's value: the version of the table's shape. A table built by an older version lacks
 * rows this one reads (version 2: the `studied` rows), so a reader that finds another value
 * rebuilds it, as for a new timezone.
 */
const ROLLUP_VERSION = 2;

export async function siteTimeZone(db: Db = prisma): Promise<string> {
  const row = await db.setting.findUnique({ where: { group: "general" }, select: { value: true } });
  const tz = parseObject(row?.value)?.timezone;
  return safeTimeZone(typeof tz === "string" ? tz : "UTC");
}

const uniqueDays = (ats: (Date | null | undefined)[], tz: string) => [...new Set(ats.filter((a): a is Date => a instanceof Date).map((a) => dayOf(a, tz)))];

async function upsert(db: Db, rows: Row[]) {
  if (rows.length === 0) return;
  const values = Prisma.join(rows.map((r) => Prisma.sql`(${r.metric}, ${r.day}, ${r.courseId}, ${r.value})`));
  await db.$executeRaw`INSERT INTO "DailyFigure" ("metric", "day", "courseId", "value") VALUES ${values}
    ON CONFLICT ("metric", "day", "courseId") DO UPDATE SET "value" = excluded."value"`;
}

/** Re-sums the all-time row of a course, the all-courses rows of `days`, and the grand totals. */
async function rollUp(db: Db, metrics: readonly Metric[], courseId: string | null, days: string[]) {
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

/** The rating metrics: counted reviews and the sum of their ratings, per course (all time only, day ""). */
export const RATING_METRICS = ["ratings", "ratingSum"] as const;

/** Reviews that count (features/figures/server/ratings.ts): not hidden, by a learner still enrolled in the course. */
const countedRatings = (db: Db, courseId?: string) =>
  db.$queryRaw<{ courseId: string; n: bigint | number; total: bigint | number | null }[]>`
    SELECT r."courseId" AS "courseId", COUNT(*) AS n, SUM(r."rating") AS total FROM "Review" r
    JOIN "Enrollment" e ON e."userId" = r."userId" AND e."courseId" = r."courseId" AND e."unenrolledAt" IS NULL
    WHERE r."hidden" = false${courseId === undefined ? Prisma.empty : Prisma.sql` AND r."courseId" = ${courseId}`}
    GROUP BY r."courseId"`;

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

/** A learner's enrollment in a course (its enrolled and completed days) and any other moments of that course. */
export async function refreshEnrollmentFigures(db: Db, key: { userId: string; courseId: string }, at: (Date | null | undefined)[] = []): Promise<void> {
  const e = await db.enrollment.findUnique({ where: { userId_courseId: { userId: key.userId, courseId: key.courseId } }, select: { enrolledAt: true, completedAt: true } });
  await refreshCourseFigures(db, key.courseId, [e?.enrolledAt, e?.completedAt, ...at]);
  await refreshLearnerFigures(db, [key.userId]);
}

/**
 * Recounts the `learners` figure (learners counted on the site day of their first active
 * enrollment) on every day one of these users' enrollments, active or not, began, and on the days
 * of `at` (enrollments about to be deleted): whichever of those days their first one moved from or to.
 */
export async function refreshLearnerFigures(db: Db, userIds: string[], at: (Date | null | undefined)[] = []): Promise<void> {
  const rows = userIds.length ? await db.enrollment.findMany({ where: { userId: { in: [...new Set(userIds)] } }, select: { enrolledAt: true } }) : [];
  const tz = await siteTimeZone(db);
  const days = uniqueDays([...rows.map((r) => r.enrolledAt), ...at], tz);
  const out: Row[] = [];
  for (const day of days) {
    const { gte, lt } = dayBounds(day, tz);
    out.push({ metric: "learners", day, courseId: "", value: await firstEnrolledIn(db, gte, lt) });
  }
  await upsert(db, out);
  if (days.length) await rollUp(db, ["learners"], null, days);
  await refreshProgressFigures(db, userIds);
}

// ── Learners' mean progress (the Students "Average progress" card) ───────────────────────────────
// The card is the mean, over learners with an active enrollment, of each learner's own mean
// progress. Kept as one row per such learner (metric LEARNER_MEAN, day "", courseId = the user's id:
// the key column names the learner here) holding 1 + round(1e6 × their mean) (never 0, so a
// learner at 0% keeps a row like every zero-free rollup row), and two all-time totals
// (the sum of those rows and their count) moved by the difference whenever a learner's rows are
// refreshed. Integers, so the totals stay exactly equal to a re-sum; reading the card is one probe.

export const LEARNER_MEAN = "learnerMean";
export const LEARNER_MEAN_TOTALS = ["learnerMeanSum", "learnerMeanCount"] as const;
const MEAN_SCALE = 1_000_000;
const MEAN_BATCH = 500;
const scaledMean = (sum: number, n: number) => Math.round((sum * MEAN_SCALE) / n);

/** The stored row value (1 + scaled mean) of each of these users that is a learner with an active enrollment. */
async function learnerMeans(db: Db, userIds: string[] | { gte: string; lte: string }): Promise<Map<string, number>> {
  const which = Array.isArray(userIds) ? Prisma.sql`e."userId" IN (${Prisma.join(userIds)})` : Prisma.sql`e."userId" >= ${userIds.gte} AND e."userId" <= ${userIds.lte}`;
  const rows = await db.$queryRaw<{ userId: string; total: bigint | number | null; n: bigint | number }[]>`
    SELECT e."userId" AS "userId", SUM(e."progress") AS total, COUNT(*) AS n FROM "Enrollment" e
    JOIN "User" u ON u."id" = e."userId"
    WHERE ${which} AND e."unenrolledAt" IS NULL AND u."role" = ${LEARNER_ROLE}
    GROUP BY e."userId"`;
  return new Map(rows.map((r) => [r.userId, 1 + scaledMean(Number(r.total ?? 0), Number(r.n))]));
}

/**
 * Re-derives these users' mean-progress rows (after any write that changed their enrollments'
 * progress or status, or removed them) and moves the two totals by the difference.
 */
export async function refreshProgressFigures(db: Db, userIds: string[]): Promise<void> {
  await refreshStudiedFigures(db, userIds); // a learner made staff leaves the demographics too
  const ids = [...new Set(userIds)];
  let sum = 0;
  let count = 0;
  for (let i = 0; i < ids.length; i += MEAN_BATCH) {
    const chunk = ids.slice(i, i + MEAN_BATCH);
    const [old, now] = await Promise.all([
      db.dailyFigure.findMany({ where: { metric: LEARNER_MEAN, day: "", courseId: { in: chunk } }, select: { courseId: true, value: true } }),
      learnerMeans(db, chunk),
    ]);
    for (const o of old) {
      sum -= o.value - 1;
      count -= 1;
    }
    for (const v of now.values()) {
      sum += v - 1;
      count += 1;
    }
    const gone = old.filter((o) => !now.has(o.courseId)).map((o) => o.courseId);
    if (gone.length) await db.dailyFigure.deleteMany({ where: { metric: LEARNER_MEAN, day: "", courseId: { in: gone } } });
    await upsert(db, [...now].map(([userId, value]) => ({ metric: LEARNER_MEAN, day: "", courseId: userId, value })));
  }
  if (sum === 0 && count === 0) return;
  await db.$executeRaw`INSERT INTO "DailyFigure" ("metric", "day", "courseId", "value")
    VALUES (${LEARNER_MEAN_TOTALS[0]}, '', '', ${sum}), (${LEARNER_MEAN_TOTALS[1]}, '', '', ${count})
    ON CONFLICT ("metric", "day", "courseId") DO UPDATE SET "value" = "DailyFigure"."value" + excluded."value"`;
}

/** The Students card: the mean of learners' mean progress, rounded (0 with no enrolled learner). */
export async function averageLearnerProgress(): Promise<number> {
  await ensureRollups();
  const rows = await prisma.dailyFigure.findMany({ where: { metric: { in: [...LEARNER_MEAN_TOTALS] }, day: "", courseId: "" }, select: { metric: true, value: true } });
  const of = (metric: string) => rows.find((r) => r.metric === metric)?.value ?? 0;
  const n = of(LEARNER_MEAN_TOTALS[1]);
  return n > 0 ? Math.round(of(LEARNER_MEAN_TOTALS[0]) / MEAN_SCALE / n) : 0;
}

/** Users whose first active enrollment began in [from, to): one in it, none before it. */
async function firstEnrolledIn(db: Db, from: Date, to: Date): Promise<number> {
  const [row] = await db.$queryRaw<{ n: bigint | number }[]>`
    SELECT COUNT(DISTINCT e."userId") AS n FROM "Enrollment" e
    WHERE e."unenrolledAt" IS NULL AND e."enrolledAt" >= ${from} AND e."enrolledAt" < ${to}
      AND NOT EXISTS (SELECT 1 FROM "Enrollment" p WHERE p."userId" = e."userId" AND p."unenrolledAt" IS NULL AND p."enrolledAt" < ${from})`;
  return Number(row?.n ?? 0);
}

/** Learners with an active enrollment begun before `end` (the rollup's days up to `end`'s, less the rest of that day). */
export async function learnersEnrolledBefore(end: Date, tz: string): Promise<number> {
  const day = dayOf(end, tz);
  const { learners } = await sumFigures(["learners"], { from: "0", to: day });
  return learners - (await firstEnrolledIn(prisma, end, startOfDay(addDays(day, 1), tz)));
}

/** The enrollments of these learner × course pairs (a superset is harmless: it only recounts more days). */
export async function refreshPairsFigures(db: Db, pairs: { userId: string; courseId: string }[]): Promise<void> {
  if (pairs.length === 0) return;
  const rows = await db.enrollment.findMany({
    where: { userId: { in: [...new Set(pairs.map((p) => p.userId))] }, courseId: { in: [...new Set(pairs.map((p) => p.courseId))] } },
    select: { courseId: true, enrolledAt: true, completedAt: true },
  });
  await refreshCoursesFigures(db, rows.map((r) => ({ courseId: r.courseId, at: [r.enrolledAt, r.completedAt] })));
  await refreshLearnerFigures(db, pairs.map((p) => p.userId));
}

/**
 * Before learners are deleted (their enrollments, orders, answers and sessions cascade): notes the
 * days they count on, and returns what recounts those days once the rows are gone.
 */
export async function figuresOfUsers(db: Db, userIds: string[]): Promise<() => Promise<void>> {
  const where = { userId: { in: userIds } };
  const [enrollments, orders, answers, sessions] = await Promise.all([
    db.enrollment.findMany({ where, select: { courseId: true, enrolledAt: true, completedAt: true } }),
    db.order.findMany({ where: { ...where, paidAt: { not: null } }, select: { courseId: true, paidAt: true } }),
    db.questionAttempt.findMany({ where, select: { createdAt: true }, distinct: ["createdAt"] }),
    db.learningSession.findMany({ where, select: { startedAt: true } }),
  ]);
  return async () => {
    await refreshCoursesFigures(db, [...enrollments.map((e) => ({ courseId: e.courseId, at: [e.enrolledAt, e.completedAt] })), ...orders.map((o) => ({ courseId: o.courseId, at: [o.paidAt] }))]);
    await refreshAnswerFigures(db, answers.map((a) => a.createdAt));
    await refreshSessionFigures(db, sessions.map((s) => s.startedAt));
    await refreshLearnerFigures(db, userIds, enrollments.map((e) => e.enrolledAt)); // and their studied rows (refreshProgressFigures)
  };
}

/** Before questions are deleted (their answers cascade): what recounts the answer days afterwards. */
export async function answersOfQuestions(db: Db, questionIds: string[]): Promise<() => Promise<void>> {
  const days = await db.questionAttempt.findMany({ where: { questionId: { in: questionIds } }, select: { createdAt: true }, distinct: ["createdAt"] });
  return () => refreshAnswerFigures(db, days.map((d) => d.createdAt));
}

/** Every course a set of enrollments or orders belongs to, on the days they touch. */
export async function refreshCoursesFigures(db: Db, touches: { courseId: string; at: (Date | null | undefined)[] }[]): Promise<void> {
  const byCourse = new Map<string, (Date | null | undefined)[]>();
  for (const t of touches) byCourse.set(t.courseId, [...(byCourse.get(t.courseId) ?? []), ...t.at]);
  for (const [courseId, at] of byCourse) await refreshCourseFigures(db, courseId, at);
}

/** Recounts the quiz answers (all courses) on the site days of `at`. */
export async function refreshAnswerFigures(db: Db, at: (Date | null | undefined)[]): Promise<void> {
  const tz = await siteTimeZone(db);
  const days = uniqueDays(at, tz);
  const rows: Row[] = [];
  for (const day of days) {
    const createdAt = dayBounds(day, tz);
    const [answers, answersCorrect] = await Promise.all([
      db.questionAttempt.count({ where: { createdAt } }),
      db.questionAttempt.count({ where: { createdAt, isCorrect: true } }),
    ]);
    rows.push({ metric: "answers", day, courseId: "", value: answers }, { metric: "answersCorrect", day, courseId: "", value: answersCorrect });
  }
  await upsert(db, rows);
  if (days.length) await rollUp(db, ["answers", "answersCorrect"], null, days);
}

/**
 * Quiz answers added (a submitted attempt) or re-marked (a graded essay): adds each change to its
 * site day's row and to the all-time row, instead of recounting the day. A day can hold any number
 * of answers (every learner's quiz of the day), so a recount grew with the table; an increment is
 * one row write whatever the volume, and stays exact when submits run at once (each adds its own;
 * a recount under READ COMMITTED misses the rows of a transaction not yet committed).
 */
export async function addAnswerFigures(db: Db, changes: { at: Date; answers: number; correct: number }[]): Promise<void> {
  const tz = await siteTimeZone(db);
  const sums = new Map<string, number>();
  const add = (metric: string, day: string, value: number) => {
    if (value !== 0) sums.set(`${metric}\u0000${day}`, (sums.get(`${metric}\u0000${day}`) ?? 0) + value);
  };
  for (const c of changes) {
    const day = dayOf(c.at, tz);
    for (const d of [day, ""]) {
      add("answers", d, c.answers);
      add("answersCorrect", d, c.correct);
    }
  }
  if (sums.size === 0) return;
  const values = Prisma.join(
    [...sums].map(([key, value]) => {
      const [metric, day] = key.split("\u0000");
      return Prisma.sql`(${metric}, ${day}, '', ${value})`;
    }),
  );
  await db.$executeRaw`INSERT INTO "DailyFigure" ("metric", "day", "courseId", "value") VALUES ${values}
    ON CONFLICT ("metric", "day", "courseId") DO UPDATE SET "value" = "DailyFigure"."value" + excluded."value"`;
}

/** Recounts learners' learning sessions and their minutes (all courses) on the site days of `at`. */
export async function refreshSessionFigures(db: Db, at: (Date | null | undefined)[]): Promise<void> {
  const tz = await siteTimeZone(db);
  const days = uniqueDays(at, tz);
  const rows: Row[] = [];
  for (const day of days) {
    const { gte, lt } = dayBounds(day, tz);
    // Sessions first (the day's range on the startedAt index), then each one's user by primary key.
    const [n] = await db.$queryRaw<{ n: bigint | number; minutes: bigint | number | null }[]>`
      SELECT COUNT(*) AS n, SUM(s."minutes") AS minutes FROM "LearningSession" s CROSS JOIN "User" u
      WHERE u."id" = s."userId" AND u."role" = ${LEARNER_ROLE} AND s."startedAt" >= ${gte} AND s."startedAt" < ${lt}`;
    rows.push({ metric: "sessions", day, courseId: "", value: Number(n?.n ?? 0) }, { metric: "sessionMinutes", day, courseId: "", value: Number(n?.minutes ?? 0) });
  }
  await upsert(db, rows);
  if (days.length) await rollUp(db, ["sessions", "sessionMinutes"], null, days);
}

/**
 * A heartbeat that changed a session's whole minutes: adds the change to the day the session
 * started and to the total (a learner's sessions only), without recounting the day.
 */
export async function addSessionMinutes(db: Db, userId: string, startedAt: Date, delta: number): Promise<void> {
  if (delta === 0) return;
  const learner = await db.user.findFirst({ where: { id: userId, role: LEARNER_ROLE }, select: { id: true } });
  if (!learner) return;
  const day = dayOf(startedAt, await siteTimeZone(db));
  for (const d of [day, ""]) {
    await db.$executeRaw`INSERT INTO "DailyFigure" ("metric", "day", "courseId", "value") VALUES ('sessionMinutes', ${d}, '', ${delta})
      ON CONFLICT ("metric", "day", "courseId") DO UPDATE SET "value" = "DailyFigure"."value" + excluded."value"`;
  }
}

/** After a new learning session: the user's `lastStudiedAt` is their latest start (one probe of the (userId, startedAt) index). */
export async function noteStudied(db: Db, userId: string): Promise<void> {
  await db.$executeRaw`UPDATE "User" SET "lastStudiedAt" = (SELECT MAX(s."startedAt") FROM "LearningSession" s WHERE s."userId" = ${userId}) WHERE "id" = ${userId}`;
  await refreshStudiedFigures(db, [userId]);
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
const NO_BIRTH_YEAR = -1;
const birthYearKey = (value: number) => (value === NO_BIRTH_YEAR ? "none" : String(value));

/** Re-derives these users' STUDIED_BY rows from their User row and moves the STUDIED counts by the difference. */
export async function refreshStudiedFigures(db: Db, userIds: string[]): Promise<void> {
  const ids = [...new Set(userIds)];
  if (ids.length === 0) return;
  const tz = await siteTimeZone(db);
  const moves = new Map<string, number>();
  const move = (day: string, value: number, by: number) => {
    const key = `${day}\u0000${birthYearKey(value)}`;
    moves.set(key, (moves.get(key) ?? 0) + by);
  };
  for (let i = 0; i < ids.length; i += MEAN_BATCH) {
    const chunk = ids.slice(i, i + MEAN_BATCH);
    const [old, users] = await Promise.all([
      db.dailyFigure.findMany({ where: { metric: STUDIED_BY, courseId: { in: chunk } }, select: { day: true, courseId: true, value: true } }),
      db.user.findMany({ where: { id: { in: chunk }, role: LEARNER_ROLE, lastStudiedAt: { not: null } }, select: { id: true, lastStudiedAt: true, birthYear: true } }),
    ]);
    const now = new Map(users.map((u) => [u.id, { day: dayOf(u.lastStudiedAt as Date, tz), value: u.birthYear ?? NO_BIRTH_YEAR }]));
    const stale = old.filter((o) => {
      const n = now.get(o.courseId);
      return !n || n.day !== o.day || n.value !== o.value;
    });
    const staleIds = new Set(stale.map((o) => o.courseId));
    const fresh = [...now].filter(([id, n]) => staleIds.has(id) || !old.some((o) => o.courseId === id && o.day === n.day && o.value === n.value));
    // Each move is made by whoever removed or added the learner's row, so two writes for one
    // learner at once (two tabs' first heartbeats) move the counts once.
    for (const o of stale) {
      const gone = await db.dailyFigure.deleteMany({ where: { metric: STUDIED_BY, day: o.day, courseId: o.courseId, value: o.value } });
      if (gone.count > 0) move(o.day, o.value, -1);
    }
    for (const [id, n] of fresh) {
      const added = await db.$executeRaw`INSERT INTO "DailyFigure" ("metric", "day", "courseId", "value") VALUES (${STUDIED_BY}, ${n.day}, ${id}, ${n.value})
        ON CONFLICT ("metric", "day", "courseId") DO NOTHING`;
      if (added > 0) move(n.day, n.value, 1);
    }
  }
  const changes = [...moves].filter(([, by]) => by !== 0);
  if (changes.length === 0) return;
  const values = Prisma.join(
    changes.map(([key, by]) => {
      const [day, year] = key.split("\u0000");
      return Prisma.sql`(${STUDIED}, ${day}, ${year}, ${by})`;
    }),
  );
  await db.$executeRaw`INSERT INTO "DailyFigure" ("metric", "day", "courseId", "value") VALUES ${values}
    ON CONFLICT ("metric", "day", "courseId") DO UPDATE SET "value" = "DailyFigure"."value" + excluded."value"`;
}

// ── The whole table from the events ─────────────────────────────────────────────────────────────

const BATCH = 20_000;

/** Reads a table in id order, BATCH rows at a time (bounded memory at any volume). */
async function eachBatch<T extends { id: string }>(read: (cursor: string | undefined) => Promise<T[]>, visit: (row: T) => void, visitBatch?: (rows: T[]) => Promise<void>) {
  let cursor: string | undefined;
  for (;;) {
    const rows = await read(cursor);
    for (const row of rows) visit(row);
    if (visitBatch && rows.length) await visitBatch(rows);
    if (rows.length < BATCH) return;
    cursor = rows[rows.length - 1].id;
  }
}

/** dayOf() memoised per quarter hour (every zone's offset is a whole number of quarter hours). */
function dayCache(tz: string) {
  const memo = new Map<number, string>();
  return (at: Date) => {
    const key = Math.floor(at.getTime() / 900_000);
    let day = memo.get(key);
    if (day === undefined) {
      day = dayOf(key * 900_000, tz);
      if (memo.size > 200_000) memo.clear();
      memo.set(key, day);
    }
    return day;
  };
}

/** Every rollup row, computed from the events alone (zero rows left out). */
export async function computeRollups(db: Db = prisma, tz?: string): Promise<Row[]> {
  const zone = tz ?? (await siteTimeZone(db));
  const day = dayCache(zone);
  const sums = new Map<string, number>();
  const add = (metric: Metric, d: string, courseId: string, value: number) => {
    if (value === 0) return;
    for (const [dd, cc] of courseId ? [[d, courseId], ["", courseId], [d, ""], ["", ""]] : [[d, ""], ["", ""]]) {
      const key = `${metric}\u0000${dd}\u0000${cc}`;
      sums.set(key, (sums.get(key) ?? 0) + value);
    }
    if (courseId) {
      const key = `${monthMetric(metric)}\u0000${d.slice(0, 7)}-01\u0000${courseId}`;
      sums.set(key, (sums.get(key) ?? 0) + value);
    }
  };
  const means = new Map<string, number>();
  const studied: Row[] = [];
  const studiedCounts = new Map<string, number>();
  let meanSum = 0;
  let meanCount = 0;
  const page = (cursor: string | undefined) => ({ take: BATCH, orderBy: { id: "asc" as const }, ...(cursor ? { cursor: { id: cursor }, skip: 1 } : {}) });
  await eachBatch(
    (cursor) => db.enrollment.findMany({ where: { unenrolledAt: null }, select: { id: true, courseId: true, enrolledAt: true, completedAt: true, progress: true }, ...page(cursor) }),
    (e) => {
      const d = day(e.enrolledAt);
      add("enrollments", d, e.courseId, 1);
      add("progressSum", d, e.courseId, e.progress);
      if (e.completedAt) {
        add("enrolledCompleted", d, e.courseId, 1);
        add("completions", day(e.completedAt), e.courseId, 1);
      }
    },
  );
  await eachBatch(
    (cursor) => db.order.findMany({ where: { ...SOLD_ORDER_WHERE, paidAt: { not: null } }, select: { id: true, courseId: true, paidAt: true, totalCents: true, refundedCents: true }, ...page(cursor) }),
    (o) => add("revenueCents", day(o.paidAt as Date), o.courseId, o.totalCents - o.refundedCents),
  );
  await eachBatch(
    (cursor) => db.questionAttempt.findMany({ select: { id: true, createdAt: true, isCorrect: true }, ...page(cursor) }),
    (a) => {
      const d = day(a.createdAt);
      add("answers", d, "", 1);
      if (a.isCorrect) add("answersCorrect", d, "", 1);
    },
  );
  await eachBatch(
    (cursor) => db.learningSession.findMany({ where: { user: { role: LEARNER_ROLE } }, select: { id: true, startedAt: true, minutes: true }, ...page(cursor) }),
    (s) => {
      const d = day(s.startedAt);
      add("sessions", d, "", 1);
      add("sessionMinutes", d, "", s.minutes);
    },
  );
  await eachBatch(
    (cursor) => db.user.findMany({ select: { id: true, role: true, birthYear: true }, ...page(cursor) }),
    () => {},
    async (users) => {
      // The batch is a contiguous run of user ids: a range, not a list (a list of 20,000 exceeds the parameter limit).
      const userId = { gte: users[0].id, lte: users[users.length - 1].id };
      // Each learner's latest session start (what lastStudiedAt is rebuilt to), by site day and birth year.
      const latest = await db.learningSession.groupBy({ by: ["userId"], where: { userId }, _max: { startedAt: true } });
      const lastStart = new Map(latest.map((l) => [l.userId, l._max.startedAt]));
      for (const u of users) {
        const at = lastStart.get(u.id);
        if (u.role !== LEARNER_ROLE || !at) continue;
        const value = u.birthYear ?? NO_BIRTH_YEAR;
        studied.push({ metric: STUDIED_BY, day: day(at), courseId: u.id, value });
        const key = `${day(at)}\u0000${birthYearKey(value)}`;
        studiedCounts.set(key, (studiedCounts.get(key) ?? 0) + 1);
      }
      const firsts = await db.enrollment.groupBy({ by: ["userId"], where: { unenrolledAt: null, userId }, _min: { enrolledAt: true } });
      for (const f of firsts) if (f._min.enrolledAt) add("learners", day(f._min.enrolledAt), "", 1);
      for (const [id, mean] of await learnerMeans(db, userId)) {
        means.set(id, mean);
        meanSum += mean - 1;
        meanCount += 1;
      }
    },
  );
  for (const r of await countedRatings(db)) {
    for (const [metric, value] of [["ratings", Number(r.n)], ["ratingSum", Number(r.total ?? 0)]] as const) {
      for (const key of [`${metric}\u0000\u0000${r.courseId}`, `${metric}\u0000\u0000`]) sums.set(key, (sums.get(key) ?? 0) + value);
    }
  }
  return [
    ...[...sums].map(([key, value]) => {
      const [metric, d, courseId] = key.split("\u0000");
      return { metric, day: d, courseId, value };
    }),
    ...[...means].map(([userId, value]) => ({ metric: LEARNER_MEAN, day: "", courseId: userId, value })),
    ...studied,
    ...[...studiedCounts].map(([key, value]) => {
      const [d, year] = key.split("\u0000");
      return { metric: STUDIED, day: d, courseId: year, value };
    }),
    { metric: LEARNER_MEAN_TOTALS[0], day: "", courseId: "", value: meanSum },
    { metric: LEARNER_MEAN_TOTALS[1], day: "", courseId: "", value: meanCount },
  ].filter((r) => r.value !== 0);
}

/** The stored rollup (zero rows and the marker left out), for comparing with computeRollups(). */
export async function storedRollups(db: Db = prisma): Promise<Row[]> {
  const rows = await db.dailyFigure.findMany({ where: { value: { not: 0 }, NOT: { metric: { startsWith: MARKER } } }, select: { metric: true, day: true, courseId: true, value: true } });
  return rows;
}

/** Users whose `lastStudiedAt` is not their latest session's start (0 when kept right). */
export async function lastStudiedDrift(db: Db = prisma): Promise<number> {
  const [row] = await db.$queryRaw<{ n: bigint | number }[]>`
    SELECT COUNT(*) AS n FROM "User" u WHERE NOT (
      (u."lastStudiedAt" IS NULL AND NOT EXISTS (SELECT 1 FROM "LearningSession" s WHERE s."userId" = u."id"))
      OR u."lastStudiedAt" = (SELECT MAX(s."startedAt") FROM "LearningSession" s WHERE s."userId" = u."id"))`;
  return Number(row?.n ?? 0);
}

/** Rebuilds the whole table (and every user's `lastStudiedAt`) from the events, in the current site timezone. */
export async function recomputeRollups(db: typeof prisma = prisma): Promise<{ rows: number; timeZone: string }> {
  const timeZone = await siteTimeZone(db);
  const rows = await computeRollups(db, timeZone);
  await db.$transaction(
    async (tx) => {
      await tx.dailyFigure.deleteMany({});
      for (let i = 0; i < rows.length; i += 1000) await tx.dailyFigure.createMany({ data: rows.slice(i, i + 1000) });
      await tx.dailyFigure.create({ data: { metric: `${MARKER}${timeZone}`, day: "", courseId: "", value: ROLLUP_VERSION } });
      await tx.$executeRaw`UPDATE "User" SET "lastStudiedAt" = (SELECT MAX(s."startedAt") FROM "LearningSession" s WHERE s."userId" = "User"."id")`;
    },
    { timeout: 600_000, maxWait: 60_000 },
  );
  return { rows: rows.length, timeZone };
}

const testRebuild: { current: Promise<unknown> | null } = { current: null };
const building = ((globalThis as { masterlyRollupBuild?: { current: Promise<unknown> | null } }).masterlyRollupBuild ??= { current: null });

/**
 * Before reading: the table was built in the current site timezone (else rebuilt now, once per
 * instance at a time). One primary-key read when it was.
 */
export async function ensureRollups(): Promise<string> {
  const tz = await siteTimeZone();
  // Route-handler tests build their fixtures with plain prisma.create calls, around the domain
  // functions: under vitest every read rebuilds from the events (rollups.test.ts checks that the
  // domain functions keep the table equal to that rebuild).
  if (process.env.VITEST && process.env.ROLLUPS_TRUST !== "1") {
    // One rebuild at a time: two at once (a request reading several figures in parallel) would both
    // delete and re-insert the rows, and on PostgreSQL one would hit the other's keys.
    const run = (testRebuild.current ?? Promise.resolve()).catch(() => undefined).then(() => recomputeRollups());
    testRebuild.current = run;
    await run;
    return tz;
  }
  const marker = await prisma.dailyFigure.findUnique({ where: { metric_day_courseId: { metric: `${MARKER}${tz}`, day: "", courseId: "" } }, select: { value: true } });
  if (marker?.value === ROLLUP_VERSION) return tz;
  building.current ??= recomputeRollups().finally(() => {
    building.current = null;
  });
  await building.current;
  return tz;
}

// ── Exact ends ──────────────────────────────────────────────────────────────────────────────────

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

// ── Reading ─────────────────────────────────────────────────────────────────────────────────────

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

export { GLOBAL_METRICS };
