// The whole table from the events: computed (the backfill, a timezone change, the tests'
// reference) and rebuilt in one transaction, and the check before reading that it was built in the
// current site timezone.
import "server-only";
import { prisma } from "@/lib/db";
import { monthMetric, LEARNER_ROLE, SOLD_ORDER_WHERE, type Metric } from "../../definitions";
import { dayOf } from "@/lib/format/calendar";
import { birthYearKey, countedRatings, LEARNER_MEAN, LEARNER_MEAN_TOTALS, learnerMeans, MARKER, NO_BIRTH_YEAR, ROLLUP_VERSION, siteTimeZone, STUDIED, STUDIED_BY, type Db, type Row } from "./table";

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
