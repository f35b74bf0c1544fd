// The Analytics query (docs/product.md §2, §9): a range of 7d, 30d, 90d or 1y (default 30d), and an optional
// end instant so the CSV export can reproduce exactly the figures that are on screen.
import { z } from "zod";

export const ANALYTICS_RANGES = ["7d", "30d", "90d", "1y"] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const DEFAULT_ANALYTICS_RANGE: AnalyticsRange = "30d";

export const RANGE_DAYS: Record<AnalyticsRange, number> = { "7d": 7, "30d": 30, "90d": 90, "1y": 365 };

export const RANGE_LABELS: Record<AnalyticsRange, string> = {
  "7d": "Last 7 days",
  "30d": "Last 30 days",
  "90d": "Last 90 days",
  "1y": "Last year",
};

/** How far ahead of the server's clock an `at` may be (client clocks drift). */
const CLOCK_SKEW_MS = 5 * 60 * 1000;

export const analyticsRangeSchema = z.enum(ANALYTICS_RANGES, { error: "Choose a range of 7d, 30d, 90d or 1y" });

export const analyticsQuerySchema = z.object({
  range: analyticsRangeSchema.default(DEFAULT_ANALYTICS_RANGE),
  /** The end of the period (defaults to now); the export passes the screen's computedAt. */
  at: z.iso
    .datetime({ offset: true, error: "at must be an ISO date-time" })
    .transform((value) => new Date(value))
    // Year 0 and earlier parse but break date arithmetic and SQL parameters further on.
    .refine((date) => !Number.isNaN(date.getTime()) && date.getUTCFullYear() >= 1970, "at must be a date from 1970 on")
    .refine((date) => date.getTime() <= Date.now() + CLOCK_SKEW_MS, "at cannot be in the future")
    .optional(),
});

export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** A range from the URL (?range=90d): anything unknown falls back to the default. */
export function parseRange(value: string | string[] | null | undefined): AnalyticsRange {
  const parsed = analyticsRangeSchema.safeParse(Array.isArray(value) ? value[0] : value);
  return parsed.success ? parsed.data : DEFAULT_ANALYTICS_RANGE;
}
