// How many users have each role and status (issue 25 item 5), read from "UserCount": a few rows kept
// by triggers on "User" (migration `…_user_counts`, written by hand for SQLite and PostgreSQL), so
// every write counts, the app's and any written around it (imports, restores, bench/fill.ts, the e2e
// fixtures). Counting the learners themselves is an index scan that grows with them (~5 ms at 100k
// per count); these reads cost the same at any size. `userCountDrift()` compares the table with a
// full recount (the consistency tests call it); `rebuildUserCounts()` redoes it from the rows.
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

/** Where the maintained counts differ from a full recount, as readable lines; empty when they agree. */
export async function userCountDrift(db: Db = prisma): Promise<string[]> {
  const [stored, actual] = await Promise.all([db.userCount.findMany(), recount(db)]);
  const expected = new Map(actual.map((r) => [keyOf(r), r.n]));
  const kept = new Map(stored.map((r) => [keyOf(r), r.n]));
  const out: string[] = [];
  for (const key of new Set([...expected.keys(), ...kept.keys()])) {
    const want = expected.get(key) ?? 0;
    const have = kept.get(key) ?? 0;
    if (want !== have) out.push(`UserCount ${key}: ${have}, recount ${want}`);
  }
  return out.sort();
}

/** Rebuilds the counts from the rows (after restoring a backup made without the triggers, say). */
export async function rebuildUserCounts(db: typeof prisma = prisma): Promise<void> {
  await db.$transaction(async (tx) => {
    await tx.userCount.deleteMany();
    const rows = await recount(tx);
    if (rows.length) await tx.userCount.createMany({ data: rows });
  });
}
