// The columns every order read and write selects. A module of its own, importing nothing of the
// app, so that it is defined whichever module of the orders feature loads first.
import type { Prisma } from "@/lib/generated/prisma/client";

export const ORDER_SELECT = {
  id: true,
  userId: true,
  courseId: true,
  status: true,
  currency: true,
  subtotalCents: true,
  discountCents: true,
  totalCents: true,
  refundedCents: true,
  couponId: true,
  couponCode: true,
  provider: true,
  providerRef: true,
  paymentRef: true,
  createdAt: true,
  paidAt: true,
  refundedAt: true,
  closedAt: true,
} as const;

export type OrderRow = Prisma.OrderGetPayload<{ select: typeof ORDER_SELECT }>;
