// Orders as the API shows them: a learner's own, or everyone's for admins and staff with search,
// status and date filters, totals, and one order's timeline.
import "server-only";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/data/aggregate-cache";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { OrdersQuery } from "@/lib/validations/order";
import { orderNotFound } from "@/lib/payments/errors";
import { containsText } from "@/lib/db-dialect";
import { ORDER_SELECT } from "./fulfil";

/** An order's own fields (as paying and refunding read them) plus the learner and course it names. */
export const VIEW_SELECT = {
  ...ORDER_SELECT,
  user: { select: { name: true, email: true } },
  course: { select: { title: true } },
} as const;

type ViewRow = Prisma.OrderGetPayload<{ select: typeof VIEW_SELECT }>;

export function toOrderView(row: ViewRow) {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: row.id,
    courseId: row.courseId,
    courseTitle: row.course.title,
    userId: row.userId,
    userName: row.user.name,
    userEmail: row.user.email,
    status: row.status,
    currency: row.currency,
    subtotalCents: row.subtotalCents,
    discountCents: row.discountCents,
    totalCents: row.totalCents,
    refundedCents: row.refundedCents,
    couponCode: row.couponCode,
    provider: row.provider,
    providerRef: row.providerRef,
    paymentRef: row.paymentRef,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    refundedAt: iso(row.refundedAt),
    closedAt: iso(row.closedAt),
  };
}
export type OrderView = ReturnType<typeof toOrderView>;

export function whereFor(query: OrdersQuery, ownerId: string | null): Prisma.OrderWhereInput {
  const where: Prisma.OrderWhereInput = {};
  if (ownerId) where.userId = ownerId;
  if (query.status) where.status = query.status;
  if (query.courseId) where.courseId = query.courseId;
  if (query.from || query.to) {
    where.createdAt = {
      ...(query.from ? { gte: new Date(`${query.from}T00:00:00.000Z`) } : {}),
      ...(query.to ? { lt: new Date(new Date(`${query.to}T00:00:00.000Z`).getTime() + 86_400_000) } : {}),
    };
  }
  const search = query.search?.trim();
  if (search) {
    where.OR = [
      { id: search },
      { providerRef: search },
      { paymentRef: search },
      { couponCode: search.toUpperCase() },
      { user: { email: containsText(search) } },
      { user: { name: containsText(search) } },
      { course: { title: containsText(search) } },
    ];
  }
  return where;
}

/** `ownerId` limits the list to one learner's orders (a learner's own view). */
export async function listOrders(query: OrdersQuery, ownerId: string | null) {
  const where = whereFor(query, ownerId);
  // The count and totals are whole-list figures: cached per filter like every list total
  // (lib/data/aggregate-cache.ts; any order write clears them), the page itself read each time.
  const key = JSON.stringify({ ownerId, status: query.status, courseId: query.courseId, from: query.from, to: query.to, search: query.search?.trim() });
  const [rows, [total, paid]] = await Promise.all([
    prisma.order.findMany({ where, select: VIEW_SELECT, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (query.page - 1) * query.limit, take: query.limit }),
    cachedAggregate(`orders:totals:${key}`, () =>
      Promise.all([
        prisma.order.count({ where }),
        prisma.order.aggregate({ where: { AND: [where, { status: { in: ["paid", "refunded"] } }] }, _sum: { totalCents: true, refundedCents: true }, _count: { _all: true } }),
      ]),
    ),
  ]);
  const gross = paid._sum.totalCents ?? 0;
  const refunded = paid._sum.refundedCents ?? 0;
  return {
    orders: rows.map(toOrderView),
    total,
    totals: { paidOrders: paid._count._all, grossCents: gross, refundedCents: refunded, netCents: gross - refunded },
  };
}

/** One order with its timeline; a learner may only read their own (others are "not found"). */
export async function getOrder(id: string, ownerId: string | null) {
  const row = await prisma.order.findUnique({ where: { id }, select: { ...VIEW_SELECT, events: { select: { id: true, type: true, amountCents: true, providerRef: true, message: true, createdAt: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } } });
  if (!row || (ownerId && row.userId !== ownerId)) throw orderNotFound();
  return {
    ...toOrderView(row),
    timeline: row.events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })),
  };
}
