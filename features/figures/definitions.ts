// One definition per figure (docs/decisions/006-daily-rollups.md): every figure the console shows under a label is
// defined here once, with the rows it counts and the window it counts them in, and the Overview,
// Students, Courses, Analytics, the course analytics and the weekly report all read it from here,
// so the same label means the same number everywhere. No server imports: the label and help text
// are shown by client components too.
import type { Prisma } from "@/lib/generated/prisma/client";

export const LEARNER_ROLE = "user";

/** Every learner account (role user). */
export const LEARNER_WHERE = { role: LEARNER_ROLE } satisfies Prisma.UserWhereInput;

/**
 * Active Students: learner accounts that are switched on and have confirmed their email, the
 * accounts whose status badge reads "Active" (docs/product.md §4: Inactive if not active, else Active if
 * verified, else Pending). The Students filter "Active" is the same set.
 */
export const ACTIVE_STUDENT_WHERE = { ...LEARNER_WHERE, isActive: true, isEmailVerified: true } satisfies Prisma.UserWhereInput;

/** An enrollment counts while the learner is still enrolled; an unenrolled one is history. */
export const ACTIVE_ENROLLMENT_WHERE = { unenrolledAt: null } satisfies Prisma.EnrollmentWhereInput;
export const COMPLETED_ENROLLMENT_WHERE = { unenrolledAt: null, completedAt: { not: null } } satisfies Prisma.EnrollmentWhereInput;

/** Orders that earned money: paid ones, and refunded ones for what was kept. Dated by `paidAt`. */
export const SOLD_ORDER_WHERE = { status: { in: ["paid", "refunded"] } } satisfies Prisma.OrderWhereInput;

/** How many days back "active engagement" looks. */
export const ENGAGEMENT_WINDOW_DAYS = 30;

/** The label and the sentence that says what it counts, for each figure. */
export const FIGURES = {
  totalStudents: {
    label: "Total Students",
    help: "All learner accounts",
  },
  activeStudents: {
    label: "Active Students",
    help: "Learner accounts that are active and have confirmed their email",
  },
  activeEngagement: {
    label: "Active engagement",
    help: `learners who studied in the last ${ENGAGEMENT_WINDOW_DAYS} days`,
  },
  enrollments: {
    label: "Enrollments",
    help: "Enrollments of learners still enrolled, by the day they enrolled",
  },
  completions: {
    label: "Course completions",
    help: "Enrollments completed, by the day they were completed",
  },
  completionRate: {
    label: "Completion rate",
    help: "Share of enrollments (still enrolled) that are completed",
  },
  revenue: {
    label: "Revenue",
    help: "Paid orders minus refunds, by the day they were paid",
  },
  questionAccuracy: {
    label: "Question accuracy",
    help: "Share of quiz answers marked correct",
  },
  averageProgress: {
    label: "Average Progress",
    help: "Across enrolled students",
  },
} as const;

/** "59 of 64" → "92% of all students": the one way an Active Students share is written. */
export function activeShareHint(active: number, total: number): string {
  return `${sharePercent(active, total)}% of all students`;
}

/** part ÷ whole as a whole percentage (the stat cards' share); 0 for an empty whole. */
export function sharePercent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 100) : 0;
}

/**
 * The rollup metrics (features/figures/server/rollups/), each the daily sum of one definition above:
 * - enrollments, enrolledCompleted, progressSum: active enrollments by the site day they enrolled
 *   (how many, how many of them are completed, the sum of their progress)
 * - completions: active completed enrollments by the site day of `completedAt`
 * - revenueCents: SOLD_ORDER_WHERE's totalCents − refundedCents by the site day of `paidAt`
 * - answers, answersCorrect: quiz answers (QuestionAttempt) by the site day of `createdAt` (all courses)
 * - sessions, sessionMinutes: learners' learning sessions by the site day they started (all
 *   courses): how many, and the sum of their minutes (average session minutes = the quotient)
 * - learners: users counted on the site day their first active enrollment began (all courses), so
 *   the learners enrolled by a day are a sum of days
 * - ratings, ratingSum (all time only, day ""): counted reviews (not hidden, author still
 *   enrolled) per course and the sum of their ratings
 * Each course metric also has month rows (`monthMetric`, day = the month's first day) summing the
 * course's days of that month, so a year of one course is 12 rows rather than 365.
 */
export const COURSE_METRICS = ["enrollments", "enrolledCompleted", "progressSum", "completions", "revenueCents"] as const;
export const GLOBAL_METRICS = ["answers", "answersCorrect", "sessions", "sessionMinutes", "learners"] as const;
/** The name of a course metric's month rows. */
export const monthMetric = (metric: string) => `${metric}/month`;
export type CourseMetric = (typeof COURSE_METRICS)[number];
export type GlobalMetric = (typeof GLOBAL_METRICS)[number];
export type Metric = CourseMetric | GlobalMetric;
