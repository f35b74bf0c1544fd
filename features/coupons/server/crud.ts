// Coupon administration: list, read, create, update, delete. Codes are stored upper-case, so the
// unique index makes them case-insensitively unique on both databases.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DomainError, notFound, validationFailed } from "@/lib/errors/domain";
import type { CouponInput } from "../schema";
import { courseIdsOf, normalizeCode } from "./apply";
import type { CouponView } from "../schema";

type CouponRow = Prisma.CouponGetPayload<object>;

export function toCouponView(row: CouponRow): CouponView {
  const iso = (d: Date | null) => d?.toISOString() ?? null;
  return {
    id: row.id,
    code: row.code,
    percentOff: row.percentOff,
    amountOffCents: row.amountOffCents,
    courseIds: courseIdsOf(row.courseIds),
    startsAt: iso(row.startsAt),
    expiresAt: iso(row.expiresAt),
    maxRedemptions: row.maxRedemptions,
    redemptionCount: row.redemptionCount,
    reservedCount: row.claimedCount - row.redemptionCount,
    oncePerLearner: row.oncePerLearner,
    createdAt: row.createdAt.toISOString(),
  };
}

async function dataFor(input: CouponInput) {
  const courseIds = [...new Set(input.courseIds)];
  if (courseIds.length) {
    const found = await prisma.course.count({ where: { id: { in: courseIds } } });
    if (found !== courseIds.length) throw validationFailed({ courseIds: ["Some of these courses do not exist"] });
  }
  const date = (v: string | null | undefined) => (v ? new Date(v) : null);
  return {
    code: normalizeCode(input.code),
    percentOff: input.percentOff ?? null,
    amountOffCents: input.amountOffCents ?? null,
    courseIds: JSON.stringify(courseIds),
    startsAt: date(input.startsAt),
    expiresAt: date(input.expiresAt),
    maxRedemptions: input.maxRedemptions ?? null,
    oncePerLearner: input.oncePerLearner,
  };
}

const duplicate = () => new DomainError("DUPLICATE", "A coupon with this code already exists", { errors: { code: ["This code is already in use"] } });

async function assertCodeFree(code: string, exceptId?: string) {
  const other = await prisma.coupon.findUnique({ where: { code: normalizeCode(code) }, select: { id: true } });
  if (other && other.id !== exceptId) throw duplicate();
}

export async function listCoupons(search?: string) {
  const rows = await prisma.coupon.findMany({
    where: search ? { code: { contains: normalizeCode(search) } } : undefined,
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: 500,
  });
  return rows.map(toCouponView);
}

export async function getCoupon(id: string) {
  const row = await prisma.coupon.findUnique({ where: { id } });
  if (!row) throw notFound("Coupon not found");
  return toCouponView(row);
}

export async function createCoupon(input: CouponInput) {
  await assertCodeFree(input.code);
  return toCouponView(await prisma.coupon.create({ data: await dataFor(input) }));
}

export async function updateCoupon(id: string, input: CouponInput) {
  await getCoupon(id);
  await assertCodeFree(input.code, id);
  return toCouponView(await prisma.coupon.update({ where: { id }, data: await dataFor(input) }));
}

/** Orders keep the code they were sold with; deleting a coupon only stops new uses. */
export async function deleteCoupon(id: string) {
  await getCoupon(id);
  await prisma.coupon.delete({ where: { id } });
}

/** The courses a coupon can be limited to, for the coupon form's picker. */
export function listCourseOptions() {
  return prisma.course.findMany({ select: { id: true, title: true }, orderBy: [{ title: "asc" }, { id: "asc" }], take: 1000 });
}
