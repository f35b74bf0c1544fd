// What the consistency tests compare with a rebuild from the events: the stored rows, and the
// users whose lastStudiedAt drifted from their latest session.
import "server-only";
import { prisma } from "@/lib/db";
import { MARKER, type Db, type Row } from "./table";

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
