// The console's figures, audit log, settings, grading queue and health.
import { z } from "zod";
import { dataResponse, figure, isoDate, listResponse, nullableDate } from "@/lib/api/response-schemas";
import { gradingItemSchema } from "@/features/quizzes";
import { notificationListSchema } from "@/features/notifications";

export const healthResponse = dataResponse({ status: z.string(), database: z.string() });

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

/** GET /api/notifications: the bell's newest notifications and the unread count. */
export const notificationsResponse = dataResponse(notificationListSchema.shape);

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
    pendingIssues: z.number(),
    issues: z.array(pendingIssueSchema),
  }),
});
/** GET /api/admin/dashboard/stats: the Overview's figures (staff see no sign-ins and no pending issues). */
export type OverviewStats = z.infer<typeof dashboardStatsResponse>["data"];

/** One audit log row; the actor's id and email are null once their account is gone (the name stays). */
export const auditEntrySchema = z.object({
  _id: z.string(),
  type: z.string(),
  label: z.string(),
  message: z.string(),
  actor: z.object({ _id: z.string().nullable(), name: z.string(), email: z.string().nullable() }).nullable(),
  target: z.object({ type: z.string(), id: z.string().nullable() }).nullable(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: isoDate,
});
export const auditListResponse = listResponse("entries", auditEntrySchema);

const general = z.object({ siteName: z.string(), siteDescription: z.string(), contactEmail: z.string(), timezone: z.string(), language: z.string(), currency: z.string() });
const security = z.object({
  minPasswordLength: z.number(),
  sessionTimeout: z.number(),
  maxLoginAttempts: z.number(),
  enableTwoFactor: z.boolean(),
  requireEmailVerification: z.boolean(),
});
const notifications = z.object({
  emailNotifications: z.boolean(),
  pushNotifications: z.boolean(),
  marketingEmails: z.boolean(),
  systemAlerts: z.boolean(),
  weeklyReports: z.boolean(),
});
export const settingsResponse = dataResponse({ general, security, notifications });
export const settingsGroupResponse = dataResponse({
  group: z.enum(["general", "security", "notifications"]),
  settings: z.union([general, security, notifications]),
  updatedAt: nullableDate,
});

export const gradingQueueResponse = dataResponse({
  total: z.number(),
  // The item the grading screen reads (features/quizzes/schema.ts), its date checked as ISO text.
  items: z.array(gradingItemSchema.extend({ submittedAt: nullableDate })),
});

/** POST /api/notifications/read: how many were marked, then the list as GET answers it. */
export const notificationsMarkedResponse = dataResponse({ marked: z.number().int(), ...notificationListSchema.shape });
