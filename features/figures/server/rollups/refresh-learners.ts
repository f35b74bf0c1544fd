// Recounting the learners' own figures: the learners counted by their first enrollment's day, each
// learner's mean progress (the Students card) and the learners by the day they last studied
// (Analytics' demographics).
import "server-only";
import { Prisma } from "@/lib/generated/prisma/client";
import { LEARNER_ROLE } from "../../definitions";
import { dayBounds, dayOf } from "@/lib/format/calendar";
import { birthYearKey, firstEnrolledIn, LEARNER_MEAN, LEARNER_MEAN_TOTALS, learnerMeans, MEAN_BATCH, NO_BIRTH_YEAR, rollUp, siteTimeZone, STUDIED, STUDIED_BY, uniqueDays, upsert, type Db, type Row } from "./table";

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

/** After a new learning session: the user's `lastStudiedAt` is their latest start (one probe of the (userId, startedAt) index). */
export async function noteStudied(db: Db, userId: string): Promise<void> {
  await db.$executeRaw`UPDATE "User" SET "lastStudiedAt" = (SELECT MAX(s."startedAt") FROM "LearningSession" s WHERE s."userId" = ${userId}) WHERE "id" = ${userId}`;
  await refreshStudiedFigures(db, [userId]);
}

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
