// Checkout and orders (docs/domain/payments.md): the request shapes the checkout page and the API share.
import { z } from "zod";
import { idSchema, paginationSchema } from "@/lib/validation/common";
import { dayText } from "@/lib/validation/dates";
import { couponCodeSchema } from "@/features/coupons";

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
