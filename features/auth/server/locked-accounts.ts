// Locked accounts: every account whose lock (features/auth/server/lockout.ts) has not run out yet.
import "server-only";
import { prisma } from "@/lib/db";
import type { LockedAccount } from "../locked-account-schema";

/** The accounts locked at `now`, soonest unlock first (at most `limit`). */
export async function listLockedAccounts(now: Date = new Date(), limit = 100): Promise<LockedAccount[]> {
  const rows = await prisma.user.findMany({
    where: { lockedUntil: { gt: now } },
    select: { id: true, name: true, email: true, role: true, failedLoginCount: true, lockedUntil: true },
    orderBy: [{ lockedUntil: "asc" }, { id: "asc" }],
    take: limit,
  });
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    failedLoginCount: row.failedLoginCount,
    lockedUntil: (row.lockedUntil as Date).toISOString(),
  }));
}
