// Recounting or moving the activity figures of every course at once: quiz answers and learning sessions.
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { LEARNER_ROLE } from "../../definitions";
import { dayBounds, dayOf } from "@/lib/format/calendar";
import { rollUp, siteTimeZone, uniqueDays, upsert, type Db, type Row } from "./table";

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
