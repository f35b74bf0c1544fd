// Orders as the API shows them: a learner's own, or everyone's for admins and staff with search,
// status and date filters, totals, and one order's timeline.
import "server-only";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/db/aggregate-cache";
import { Prisma } from "@/lib/generated/prisma/client";
import type { OrdersQuery } from "../schema";
import { orderNotFound } from "./payments/errors";
import { containsText } from "@/lib/db/dialect";
import { ORDER_SELECT } from "./select";
import { expireStaleTestCheckouts } from "./expiry";

/** An order's own fields (as paying and refunding read them) plus the learner and course it names. */
export const VIEW_SELECT = {
  ...ORDER_SELECT,
  grantReason: true,
  user: { select: { name: true, email: true } },
  course: { select: { title: true } },
  grantedBy: { select: { name: true } },
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
    grantedByName: row.grantedBy?.name ?? null,
    grantReason: row.grantReason,
  };
}
export type OrderView = ReturnType<typeof toOrderView>;

/** A learner's own view: who gave them a complimentary course and why are staff's notes. */
const asOwnerSees = <T extends OrderView>(view: T, ownerId: string | null): T => (ownerId ? { ...view, grantedByName: null, grantReason: null } : view);

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

type RawOrder = Omit<ViewRow, "user" | "course" | "grantedBy" | "createdAt" | "paidAt" | "refundedAt" | "closedAt" | "subtotalCents" | "discountCents" | "totalCents" | "refundedCents"> & {
  subtotalCents: number | bigint;
  discountCents: number | bigint;
  totalCents: number | bigint;
  refundedCents: number | bigint;
  createdAt: unknown;
  paidAt: unknown;
  refundedAt: unknown;
  closedAt: unknown;
  userName: string;
  userEmail: string;
  courseTitle: string;
  grantedByName: string | null;
};

// Raw rows come back as the driver gives them: SQLite has no date type of its own.
const asDate = (value: unknown): Date | null => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(value as string | number));

/**
 * The page of the list as one SQL statement with its learner and course (portable to both
 * databases; docs/decisions/010-hot-pages-in-one-statement.md: as a Prisma query it was three statements with their plans interpreted),
 * for the filters the screen opens with (owner, status, course). Searches and date ranges stay
 * with Prisma (null here).
 */
function plainPage(query: OrdersQuery, ownerId: string | null): Promise<ViewRow[]> | null {
  if (query.search?.trim() || query.from || query.to) return null;
  const conditions = [
    ...(ownerId ? [Prisma.sql`o."userId" = ${ownerId}`] : []),
    ...(query.status ? [Prisma.sql`o."status" = ${query.status}`] : []),
    ...(query.courseId ? [Prisma.sql`o."courseId" = ${query.courseId}`] : []),
  ];
  const where = conditions.length ? Prisma.sql`WHERE ${Prisma.join(conditions, " AND ")}` : Prisma.empty;
  return prisma.$queryRaw<RawOrder[]>`
    SELECT o."id", o."userId", o."courseId", o."status", o."currency", o."subtotalCents", o."discountCents", o."totalCents",
           o."refundedCents", o."couponId", o."couponCode", o."provider", o."providerRef", o."paymentRef", o."createdAt",
           o."paidAt", o."refundedAt", o."closedAt", o."grantReason", u."name" AS "userName", u."email" AS "userEmail", c."title" AS "courseTitle",
           g."name" AS "grantedByName"
    FROM "Order" o JOIN "User" u ON u."id" = o."userId" JOIN "Course" c ON c."id" = o."courseId" LEFT JOIN "User" g ON g."id" = o."grantedById"
    ${where}
    ORDER BY o."createdAt" DESC, o."id" DESC
    LIMIT ${query.limit} OFFSET ${(query.page - 1) * query.limit}`.then((rows) =>
    rows.map(({ userName, userEmail, courseTitle, grantedByName, ...row }) => ({
      ...row,
      subtotalCents: Number(row.subtotalCents),
      discountCents: Number(row.discountCents),
      totalCents: Number(row.totalCents),
      refundedCents: Number(row.refundedCents),
      createdAt: asDate(row.createdAt) as Date,
      paidAt: asDate(row.paidAt),
      refundedAt: asDate(row.refundedAt),
      closedAt: asDate(row.closedAt),
      user: { name: userName, email: userEmail },
      course: { title: courseTitle },
      grantedBy: grantedByName === null ? null : { name: grantedByName },
    })),
  );
}

/** `ownerId` limits the list to one learner's orders (a learner's own view). */
export async function listOrders(query: OrdersQuery, ownerId: string | null) {
  await expireStaleTestCheckouts(ownerId ? { userId: ownerId } : {});
  const where = whereFor(query, ownerId);
  // The count and totals are whole-list figures: cached per filter like every list total
  // (lib/db/aggregate-cache.ts; any order write clears them), the page itself read each time.
  const key = JSON.stringify({ ownerId, status: query.status, courseId: query.courseId, from: query.from, to: query.to, search: query.search?.trim() });
  const [rows, [total, paid]] = await Promise.all([
    plainPage(query, ownerId) ??
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
    orders: rows.map((row) => asOwnerSees(toOrderView(row), ownerId)),
    total,
    totals: { paidOrders: paid._count._all, grossCents: gross, refundedCents: refunded, netCents: gross - refunded },
  };
}

/** One order with its timeline; a learner may only read their own (others are "not found"). */
export async function getOrder(id: string, ownerId: string | null) {
  await expireStaleTestCheckouts({ id });
  const row = await prisma.order.findUnique({ where: { id }, select: { ...VIEW_SELECT, events: { select: { id: true, type: true, amountCents: true, providerRef: true, message: true, createdAt: true }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] } } });
  if (!row || (ownerId && row.userId !== ownerId)) throw orderNotFound();
  return asOwnerSees({ ...toOrderView(row), timeline: row.events.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() })) }, ownerId);
}
