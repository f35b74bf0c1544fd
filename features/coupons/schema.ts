// Coupons (docs/domain/payments.md): Stripe's names, exactly one of percentOff and amountOffCents.
import { z } from "zod";
import { idSchema } from "@/lib/validation/common";
import { dayOrDateTimeText } from "@/lib/validation/dates";

/** A coupon code as typed at checkout and in the coupon form. */
export const couponCodeSchema = z
  .string()
  .trim()
  .min(1, "Enter a coupon code")
  .max(40, "Coupon codes are at most 40 characters")
  .regex(/^[A-Za-z0-9_-]+$/, "Coupon codes use letters, digits, - and _ only");
import { dataResponse, isoDate, nullableDate } from "@/lib/api/response-schemas";

const optionalDate = (label: string) => z.preprocess((v) => (v === "" ? null : v), dayOrDateTimeText(label, { offset: true }).nullable().optional());

export const couponSchema = z
  .object({
    code: couponCodeSchema,
    percentOff: z.number().int("Percent off must be a whole number").min(1, "Percent off must be between 1 and 100").max(100, "Percent off must be between 1 and 100").nullable().optional(),
    amountOffCents: z.number().int("Amount off must be in whole cents").positive("Amount off must be greater than 0").max(100_000_000, "Amount off is too large").nullable().optional(),
    courseIds: z.array(idSchema).max(500, "At most 500 courses").optional().default([]),
    startsAt: optionalDate("Start"),
    expiresAt: optionalDate("Expiry"),
    maxRedemptions: z.number().int("Redemption limit must be a whole number").positive("Redemption limit must be at least 1").nullable().optional(),
    oncePerLearner: z.boolean().optional().default(false),
  })
  .superRefine((v, ctx) => {
    const hasPercent = v.percentOff != null;
    const hasAmount = v.amountOffCents != null;
    if (hasPercent === hasAmount) {
      const message = "Give exactly one of percent off and amount off";
      ctx.addIssue({ code: "custom", path: [hasPercent ? "amountOffCents" : "percentOff"], message });
    }
    if (v.startsAt && v.expiresAt && new Date(v.expiresAt) <= new Date(v.startsAt)) {
      ctx.addIssue({ code: "custom", path: ["expiresAt"], message: "Expiry must be after the start" });
    }
  });
export type CouponInput = z.output<typeof couponSchema>;

// ---- What the admin handlers answer ----

export const couponViewSchema = z.object({
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
export type CouponView = z.infer<typeof couponViewSchema>;
export const couponListResponse = dataResponse({ coupons: z.array(couponViewSchema) });
export type CouponListResponse = z.infer<typeof couponListResponse>;
export const couponDetailResponse = dataResponse({ coupon: couponViewSchema });
export type CouponDetailResponse = z.infer<typeof couponDetailResponse>;
