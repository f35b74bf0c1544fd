// Counts kept by triggers (docs/decisions/005-maintained-counts.md), so every write counts, the app's and any written around
// it (imports, restores, bench/fill.ts, the e2e fixtures); migration `…_maintained_counts` writes the
// triggers by hand for SQLite and PostgreSQL.
//   "UserCount": how many users have each role and status. Counting the learners themselves is an
//   index scan that grows with them (~5 ms at 100k per count); these few rows cost the same at any size.
//   "EnrollmentCount": per course, its enrollments ever, active, and active completed. The Courses
//   cards summed every active enrollment (150k rows at 100k learners, 25-38 ms on PostgreSQL); now a
//   row per course.
// `countDrift()` compares both with a full recount (the consistency tests call it);
// `rebuildCounts()` redoes them from the rows.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

type Db = PrismaClient | Prisma.TransactionClient;

/** Which users to count: one role or several, and optionally their status flags. */
export type UserCountFilter = { role: string | readonly string[]; isActive?: boolean; isEmailVerified?: boolean };

type CountRow = { role: string; isActive: boolean; isEmailVerified: boolean; n: number };

/** The users matching `filter`, from the maintained counts (a handful of rows, whatever the size). */
export async function countUsers(filter: UserCountFilter, db: Db = prisma): Promise<number> {
  const rows = await db.userCount.findMany({
    where: {
      role: typeof filter.role === "string" ? filter.role : { in: [...filter.role] },
      ...(filter.isActive === undefined ? {} : { isActive: filter.isActive }),
      ...(filter.isEmailVerified === undefined ? {} : { isEmailVerified: filter.isEmailVerified }),
    },
    select: { n: true },
  });
  return rows.reduce((sum, row) => sum + row.n, 0);
}

/** Several counts of one role at once, from one read of its few rows. */
export async function countUsersOfRole<K extends string>(role: string, filters: Record<K, Omit<UserCountFilter, "role">>, db: Db = prisma): Promise<Record<K, number>> {
  const rows = await db.userCount.findMany({ where: { role }, select: { isActive: true, isEmailVerified: true, n: true } });
  const out = {} as Record<K, number>;
  for (const [key, f] of Object.entries(filters) as [K, Omit<UserCountFilter, "role">][]) {
    out[key] = rows
      .filter((r) => (f.isActive === undefined || r.isActive === f.isActive) && (f.isEmailVerified === undefined || r.isEmailVerified === f.isEmailVerified))
      .reduce((sum: number, r) => sum + r.n, 0);
  }
  return out;
}

const keyOf = (r: Omit<CountRow, "n">) => `${r.role}|${r.isActive}|${r.isEmailVerified}`;

/** The counts a full recount of "User" gives (every key with at least one user). */
async function recount(db: Db): Promise<CountRow[]> {
  const groups = await db.user.groupBy({ by: ["role", "isActive", "isEmailVerified"], _count: { _all: true } });
  return groups.map((g) => ({ role: g.role, isActive: g.isActive, isEmailVerified: g.isEmailVerified, n: g._count._all }));
}

/** The active enrollments of every course, or of the published ones, from the maintained counts. */
export async function activeEnrollments(options: { publishedOnly?: boolean } = {}, db: Db = prisma): Promise<number> {
  const [row] = options.publishedOnly
    ? await db.$queryRaw<{ n: bigint | number | null }[]>`
        SELECT SUM(e."active") AS n FROM "EnrollmentCount" e JOIN "Course" c ON c."id" = e."courseId" WHERE c."status" = 'published'`
    : await db.$queryRaw<{ n: bigint | number | null }[]>`SELECT SUM("active") AS n FROM "EnrollmentCount"`;
  return Number(row?.n ?? 0);
}

type EnrollmentCountRow = { courseId: string; active: number; completed: number; ever: number };

/** The enrollment counts a full recount of "Enrollment" gives (every course with an enrollment row). */
async function recountEnrollments(db: Db): Promise<EnrollmentCountRow[]> {
  const rows = await db.$queryRaw<{ courseId: string; active: bigint | number | null; completed: bigint | number | null; ever: bigint | number }[]>`
    SELECT "courseId",
           SUM(CASE WHEN "unenrolledAt" IS NULL THEN 1 ELSE 0 END) AS active,
           SUM(CASE WHEN "unenrolledAt" IS NULL AND "completedAt" IS NOT NULL THEN 1 ELSE 0 END) AS completed,
           COUNT(*) AS ever
    FROM "Enrollment" GROUP BY "courseId"`;
  return rows.map((r) => ({ courseId: r.courseId, active: Number(r.active ?? 0), completed: Number(r.completed ?? 0), ever: Number(r.ever) }));
}

/** Where the maintained counts differ from a full recount, as readable lines; empty when they agree. */
export async function countDrift(db: Db = prisma): Promise<string[]> {
  const [stored, actual, storedEnrollments, actualEnrollments] = await Promise.all([db.userCount.findMany(), recount(db), db.enrollmentCount.findMany(), recountEnrollments(db)]);
  const out: string[] = [];
  const expected = new Map(actual.map((r) => [keyOf(r), r.n]));
  const kept = new Map(stored.map((r) => [keyOf(r), r.n]));
  for (const key of new Set([...expected.keys(), ...kept.keys()])) {
    const want = expected.get(key) ?? 0;
    const have = kept.get(key) ?? 0;
    if (want !== have) out.push(`UserCount ${key}: ${have}, recount ${want}`);
  }
  const zero = { active: 0, completed: 0, ever: 0 };
  const expectedEnrollments = new Map(actualEnrollments.map((r) => [r.courseId, r]));
  const keptEnrollments = new Map(storedEnrollments.map((r) => [r.courseId, r]));
  for (const courseId of new Set([...expectedEnrollments.keys(), ...keptEnrollments.keys()])) {
    const want = expectedEnrollments.get(courseId) ?? zero;
    const have = keptEnrollments.get(courseId) ?? zero;
    for (const field of ["active", "completed", "ever"] as const) {
      if (want[field] !== have[field]) out.push(`EnrollmentCount ${courseId} ${field}: ${have[field]}, recount ${want[field]}`);
    }
  }
  return out.sort();
}

/** Rebuilds the counts from the rows (after restoring a backup made without the triggers, say). */
export async function rebuildCounts(db: typeof prisma = prisma): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.userCount.deleteMany();
    const rows = await recount(tx);
    if (rows.length) await tx.userCount.createMany({ data: rows });
    await tx.enrollmentCount.deleteMany();
    const enrollments = await recountEnrollments(tx);
    if (enrollments.length) await tx.enrollmentCount.createMany({ data: enrollments });
  });
}
