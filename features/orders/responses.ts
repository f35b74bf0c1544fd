// Orders and coupons (certificates: features/certificates/schema.ts).
import { z } from "zod";
import { ORDER_STATUSES } from "./schema";
import { dataResponse, isoDate, listResponse, nullableDate } from "@/lib/api/response-schemas";

export const orderSchema = z.object({
  id: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  userId: z.string(),
  userName: z.string(),
  userEmail: z.string(),
  status: z.enum(ORDER_STATUSES),
  currency: z.string(),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  refundedCents: z.number().int(),
  couponCode: z.string().nullable(),
  provider: z.string(),
  providerRef: z.string().nullable(),
  paymentRef: z.string().nullable(),
  createdAt: isoDate,
  paidAt: nullableDate,
  refundedAt: nullableDate,
  closedAt: nullableDate,
  /** A complimentary order: the staff member who gave the course and why (null in a learner's own view). */
  grantedByName: z.string().nullable(),
  grantReason: z.string().nullable(),
});
/** An order as the API answers it (the admin list, a learner's own, one order). */
export type OrderView = z.infer<typeof orderSchema>;
/** The list's money cards, over every order the filters match. */
export const orderTotalsSchema = z.object({ paidOrders: z.number(), grossCents: z.number(), refundedCents: z.number(), netCents: z.number() });
export type OrderTotals = z.infer<typeof orderTotalsSchema>;
export const orderListResponse = listResponse("orders", orderSchema, { totals: orderTotalsSchema });
export type OrderListResponse = z.infer<typeof orderListResponse>;
export const orderDetailResponse = dataResponse({
  order: orderSchema.extend({
    timeline: z.array(
      z.object({ id: z.string(), type: z.string(), amountCents: z.number().nullable(), providerRef: z.string().nullable(), message: z.string().nullable(), createdAt: isoDate }),
    ),
  }),
});

/** One order with its payment timeline. */
export type OrderDetail = z.infer<typeof orderDetailResponse>["data"]["order"];

export const couponSchema = z.object({
  id: z.string(),
  code: z.string(),
  percentOff: z.number().nullable(),
  amountOffCents: z.number().nullable(),
  courseIds: z.array(z.string()),
  startsAt: nullableDate,
  expiresAt: nullableDate,
  maxRedemptions: z.number().nullable(),
  /** Uses paid for. */
  redemptionCount: z.number(),
  /** Uses held by open checkouts; the limit counts both. */
  reservedCount: z.number(),
  oncePerLearner: z.boolean(),
  createdAt: isoDate,
});
/** A coupon as the admin API answers it. */
export type CouponView = z.infer<typeof couponSchema>;
export const couponListResponse = dataResponse({ coupons: z.array(couponSchema) });
export type CouponListResponse = z.infer<typeof couponListResponse>;
export const couponDetailResponse = dataResponse({ coupon: couponSchema });
export type CouponDetailResponse = z.infer<typeof couponDetailResponse>;


/** POST /api/admin/orders/[id]/refund: the order's state after the refund. */
export const refundResponse = dataResponse({ order: z.object({ id: z.string(), status: z.string(), refundedCents: z.number().int() }) });
/** 201: the pending order, and where to pay (null when nothing is owed: enrolled at once). */
export const checkoutResponse = dataResponse({
  order: z.object({
    id: z.string(),
    status: z.string(),
    subtotalCents: z.number().int(),
    discountCents: z.number().int(),
    totalCents: z.number().int(),
    currency: z.string(),
    couponCode: z.string().nullable(),
    provider: z.string(),
  }),
  checkoutUrl: z.string().nullable(),
});
export const checkoutCancelResponse = dataResponse({ order: z.object({ id: z.string(), status: z.string(), courseId: z.string() }) });
/** The test provider's pay page: the order after paying, or the decline message the card chose. */
export const testPayResponse = dataResponse({
  order: z.object({ id: z.string(), status: z.string(), courseId: z.string(), totalCents: z.number().int(), currency: z.string() }),
  declineMessage: z.string().nullable().optional(),
});

/** POST /api/webhooks/stripe: the event was taken (`duplicate` when its id had been processed before). */
export const stripeWebhookResponse = z.object({ received: z.literal(true), duplicate: z.boolean() });
