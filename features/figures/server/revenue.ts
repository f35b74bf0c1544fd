// Revenue is orders (docs/decisions/018-money-and-revenue.md): the sum of paid orders' totals minus what was
// refunded of them, dated by when they were paid. Every revenue figure reads these functions.
import "server-only";
import { prisma } from "@/lib/db";
import { monthBucketSql } from "@/lib/db/dialect";
import type { Prisma } from "@/lib/generated/prisma/client";

type Period = { gte?: Date; lt?: Date };

const sold = (courseIds?: string[], paidAt?: Period): Prisma.OrderWhereInput => ({
  status: { in: ["paid", "refunded"] },
  ...(courseIds ? { courseId: { in: courseIds } } : {}),
  ...(paidAt ? { paidAt } : {}),
});

export async function revenueTotal(options: { courseIds?: string[]; paidAt?: Period; where?: Prisma.OrderWhereInput } = {}): Promise<number> {
  const sum = await prisma.order.aggregate({ where: { AND: [sold(options.courseIds, options.paidAt), options.where ?? {}] }, _sum: { totalCents: true, refundedCents: true } });
  return (sum._sum.totalCents ?? 0) - (sum._sum.refundedCents ?? 0);
}

export async function revenueByCourse(options: { courseIds?: string[]; paidAt?: Period } = {}): Promise<Map<string, number>> {
  const rows = await prisma.order.groupBy({ by: ["courseId"], where: sold(options.courseIds, options.paidAt), _sum: { totalCents: true, refundedCents: true } });
  return new Map(rows.map((row) => [row.courseId, (row._sum.totalCents ?? 0) - (row._sum.refundedCents ?? 0)]));
}

/** Net revenue per calendar month (UTC, "YYYY-MM") of orders paid in [from, end). */
export async function revenueByMonth(from: Date, end: Date): Promise<Map<string, number>> {
  const rows = await prisma.$queryRaw<{ month: string; revenue: bigint | number | null }[]>`
    SELECT ${monthBucketSql('"paidAt"')} AS month, SUM("totalCents" - "refundedCents") AS revenue
    FROM "Order"
    WHERE "status" IN ('paid', 'refunded') AND "paidAt" >= ${from} AND "paidAt" < ${end}
    GROUP BY 1`;
  return new Map(rows.map((row) => [row.month, Number(row.revenue ?? 0)]));
}

/** The orders of one course paid since `from`, for its revenue series. */
export function courseOrdersSince(courseId: string, from: Date) {
  return prisma.order.findMany({ where: sold([courseId], { gte: from }), select: { paidAt: true, totalCents: true, refundedCents: true } });
}
