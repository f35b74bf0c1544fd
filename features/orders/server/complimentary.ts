// Staff giving a learner a paid course for free (enrolling them from the Students screen, adding
// them with courses, a CSV import). It is allowed, and recorded as a "complimentary" order: who
// gave it (grantedById), when (createdAt) and why (grantReason), with the price it was worth as
// subtotal and discount and a total of 0. Its status is neither paid nor refunded, so no revenue
// figure counts it (they all read paid and refunded orders only). The learner's enrollment is
// marked complimentary until they pay for the course or enroll in it as a free one.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";

export const COMPLIMENTARY = "complimentary";

type Grant = { userId: string; courseId: string };

/**
 * Inside the caller's transaction, after the enrollments exist and are active: one complimentary
 * order per grant of a paid course, and the enrollment flag set (cleared for a free course, where
 * nothing was given away).
 */
export async function recordComplimentary(tx: Prisma.TransactionClient, grants: Grant[], input: { actor: { id: string; name: string }; reason: string; currency: string; now?: Date }): Promise<void> {
  if (grants.length === 0) return;
  const now = input.now ?? new Date();
  const courses = await tx.course.findMany({ where: { id: { in: [...new Set(grants.map((g) => g.courseId))] } }, select: { id: true, priceCents: true } });
  const price = new Map(courses.map((c) => [c.id, c.priceCents]));
  const given = grants.filter((g) => (price.get(g.courseId) ?? 0) > 0);
  if (given.length) {
    const orders = await tx.order.createManyAndReturn({
      data: given.map((g) => {
        const cents = price.get(g.courseId) as number;
        return { ...g, status: COMPLIMENTARY, provider: COMPLIMENTARY, currency: input.currency, subtotalCents: cents, discountCents: cents, totalCents: 0, grantedById: input.actor.id, grantReason: input.reason, createdAt: now };
      }),
      select: { id: true },
    });
    await tx.orderEvent.createMany({ data: orders.map((o) => ({ orderId: o.id, type: COMPLIMENTARY, amountCents: 0, message: `Given by ${input.actor.name}: ${input.reason}`, createdAt: now })) });
  }
  for (const [courseId, cents] of price) {
    const userIds = grants.filter((g) => g.courseId === courseId).map((g) => g.userId);
    await tx.enrollment.updateMany({ where: { courseId, userId: { in: userIds } }, data: { complimentary: cents > 0 } });
  }
}

/** The latest grant of each of a learner's complimentary enrollments, by course. */
export async function complimentaryGrants(userId: string, courseIds: string[], db: Prisma.TransactionClient = prisma) {
  if (courseIds.length === 0) return new Map<string, { grantedAt: string; grantedByName: string | null; reason: string }>();
  const rows = await db.order.findMany({
    where: { userId, courseId: { in: courseIds }, status: COMPLIMENTARY },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    select: { courseId: true, createdAt: true, grantReason: true, grantedBy: { select: { name: true } } },
  });
  const byCourse = new Map<string, { grantedAt: string; grantedByName: string | null; reason: string }>();
  for (const row of rows) {
    if (!byCourse.has(row.courseId)) byCourse.set(row.courseId, { grantedAt: row.createdAt.toISOString(), grantedByName: row.grantedBy?.name ?? null, reason: row.grantReason ?? "" });
  }
  return byCourse;
}
