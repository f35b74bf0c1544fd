// The Analytics query (docs/product.md §2, §9): a range of 7d, 30d, 90d or 1y (default 30d), and an optional
// end instant so the CSV export can reproduce exactly the figures that are on screen.
import { z } from "zod";
import { dataResponse, figure, isoDate, queueHealthSchema } from "@/lib/api/response-schemas";

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

// ---- Responses ----

const change = z.object({ value: z.number(), previous: z.number(), change: z.number(), comparable: z.boolean() });
export const analyticsResponse = dataResponse({
  range: z.string(),
  rangeLabel: z.string(),
  days: z.number(),
  computedAt: isoDate,
  timeZone: z.string(),
  period: z.object({ start: isoDate, end: isoDate }),
  previousPeriod: z.object({ start: isoDate, end: isoDate }),
  overview: z.object({ revenue: change, enrollments: change, newLearners: change, completionRate: change }),
  revenueTrend: z.object({
    unit: z.enum(["day", "week", "month"]),
    points: z.array(
      z.object({ period: z.string(), label: z.string(), revenueCents: z.number(), enrollments: z.number(), completions: z.number(), averageProgress: z.number() }),
    ),
    currentCents: z.number(),
    averageCents: z.number(),
    thisMonthCents: z.number(),
    lastMonthSameSpanCents: z.number(),
    growth: z.number(),
    growthComparable: z.boolean(),
  }),
  engagement: z.object({
    dailyActiveUsers: z.number(),
    weeklyActiveUsers: z.number(),
    averageSessionMinutes: z.number(),
    sessions: z.number(),
    coursesPerUser: z.number(),
    completionRate: z.number(),
  }),
  topCourses: z.array(z.object({ _id: z.string(), title: z.string(), category: z.string(), enrollments: z.number(), revenueCents: z.number(), completionRate: z.number() })),
  demographics: z.array(z.object({ band: z.string(), learners: z.number(), share: z.number() })),
  categories: z.array(z.object({ category: z.string(), enrollments: z.number(), revenueCents: z.number(), courses: z.number(), share: z.number(), completionRate: z.number() })),
  insights: z.array(z.string()),
});
/** GET /api/admin/analytics's report: what the analytics screen draws. */
export type AnalyticsReport = z.infer<typeof analyticsResponse>["data"];

/** Something on the overview that wants an admin's attention, with where to deal with it. */
export const pendingIssueSchema = z.object({ kind: z.enum(["expired_invitation", "locked_account"]), label: z.string(), href: z.string() });
export type PendingIssue = z.infer<typeof pendingIssueSchema>;
export const dashboardStatsResponse = dataResponse({
  computedAt: isoDate,
  cards: z.object({
    totalStudents: figure,
    activeStudents: figure.extend({ engagement: z.number() }),
    totalQuestions: figure,
    totalCourses: figure,
  }),
  performance: z.object({
    courseCompletion: z.number(),
    studentSatisfaction: z.number(),
    averageRating: z.number().nullable(),
    reviewCount: z.number(),
    questionAccuracy: z.number(),
    activeEngagement: z.number(),
  }),
  topCourses: z.array(z.object({ _id: z.string(), name: z.string(), students: z.number(), completion: z.number(), trend: z.number() })),
  recentActivity: z.array(z.object({ _id: z.string(), type: z.string(), message: z.string(), actorName: z.string().nullable(), createdAt: isoDate })),
  systemStatus: z.object({
    server: z.literal("online"),
    database: z.literal("connected"),
    /** The background queue now (never from the figures' cache): the Overview warns of failed or late jobs. */
    jobs: queueHealthSchema,
    pendingIssues: z.number(),
    issues: z.array(pendingIssueSchema),
  }),
});
/** GET /api/admin/dashboard/stats: the Overview's figures (staff see no sign-ins and no pending issues). */
export type OverviewStats = z.infer<typeof dashboardStatsResponse>["data"];
