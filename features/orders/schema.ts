// Checkout and orders (docs/domain/payments.md): the request shapes the checkout page and the API share,
// and what the order, checkout and refund handlers answer.
import { z } from "zod";
import { idSchema, paginationSchema } from "@/lib/validation/common";
import { dayText } from "@/lib/validation/dates";
import { couponCodeSchema } from "@/features/coupons";
import { dataResponse, isoDate, listResponse, nullableDate } from "@/lib/api/response-schemas";

/** "complimentary": staff gave the course for free; nothing was paid and it is never revenue. */
export const ORDER_STATUSES = ["pending", "paid", "refunded", "failed", "expired", "complimentary"] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

export const checkoutSchema = z.object({
  courseId: idSchema,
  couponCode: z.preprocess((v) => (typeof v === "string" && !v.trim() ? undefined : v), couponCodeSchema.optional()),
});
export type CheckoutInput = z.infer<typeof checkoutSchema>;

/** The test provider's hosted-checkout actions. A card number may be typed with spaces. */
export const testPaySchema = z.object({
  cardNumber: z
    .string()
    .transform((v) => v.replace(/[\s-]/g, ""))
    .pipe(z.string().regex(/^\d{12,19}$/, "Enter a card number of 12 to 19 digits")),
});

export const refundSchema = z.object({
  /** Cents to refund; the whole remaining amount when absent. */
  amountCents: z.number().int("Amount must be in whole cents").positive("Amount must be greater than 0").optional(),
});

export const ordersQuerySchema = paginationSchema.extend({
  limit: z.coerce.number().int("Limit must be a whole number").min(1, "Limit must be at least 1").max(500, "Limit must be at most 500").default(50),
  status: z.enum(ORDER_STATUSES, "Unknown order status").optional(),
  from: dayText("From").optional(),
  to: dayText("To").optional(),
  courseId: idSchema.optional(),
});
export type OrdersQuery = z.infer<typeof ordersQuerySchema>;

// ---- What the handlers answer ----

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

/** POST /api/coupons/validate: a code tried against a course before checkout (the price preview). */
export const validateCouponSchema = z.object({ courseId: idSchema, code: couponCodeSchema });

/** POST /api/coupons/validate → { data }: the price with the code applied (the course page and checkout preview). */
export const couponPreviewSchema = z.object({
  coupon: z.object({ code: z.string(), percentOff: z.number().nullable(), amountOffCents: z.number().nullable() }),
  subtotalCents: z.number().int(),
  discountCents: z.number().int(),
  totalCents: z.number().int(),
  currency: z.string(),
});
export type CouponPreview = z.infer<typeof couponPreviewSchema>;
export const couponPreviewResponse = z.object({ data: couponPreviewSchema });
