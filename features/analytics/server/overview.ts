// The Overview figures (docs/product.md §2, Overview), computed in one fixed set of aggregate queries run in parallel,
// however many learners, courses or questions there are.
import "server-only";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/db/aggregate-cache";
import { averageOf, ratingTotals } from "@/features/figures/server";
import { ACTIVE_STUDENT_WHERE, ENGAGEMENT_WINDOW_DAYS, LEARNER_WHERE } from "@/features/figures";
import { ensureRollups, figuresByCourse, learnersStudied, sumFigures, topCoursesAllTime } from "@/features/figures/server";
import { addDays, dayOf } from "@/lib/format/calendar";
import { countUsersOfRole } from "@/features/figures/server";
import { queueHealth, type QueueHealth } from "@/lib/jobs";
import type { OverviewStats, PendingIssue } from "../schema";

const DAY = 24 * 60 * 60 * 1000;

/** Percentage change from `previous` to `current`, one decimal; 0 when there is nothing to compare. */
export function growth(current: number, previous: number): number {
  if (previous === 0) return current > 0 ? 100 : 0;
  return Math.round(((current - previous) / previous) * 1000) / 10;
}

/** part ÷ whole as a percentage with one decimal; 0 for an empty whole (never NaN). */
export function percent(part: number, whole: number): number {
  return whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0;
}

/**
 * Active engagement's numerator: learners with a learning session (player heartbeats) since
 * `since` (and before `until`), not merely signed in. A range on the (role, lastStudiedAt) index
 * (features/figures/server/rollups/exact-ends.ts, learnersStudied).
 */
export function studiedSince(since: Date, until?: Date): Promise<number> {
  return learnersStudied(since, until);
}

/** docs/product.md §2: the Overview's activity feed for staff. Admins see every type but sign-ins. */
export const STAFF_ACTIVITY_TYPES = ["student_registered", "question_added", "course_completed"] as const;

/** The Overview's figures; without `now`, shared from the aggregate cache (lib/db/aggregate-cache.ts). */
export function getOverviewStats(now?: Date): ReturnType<typeof computeOverviewStats> {
  return now ? computeOverviewStats(now) : cachedAggregate("overview", () => computeOverviewStats(new Date()));
}

async function computeOverviewStats(now: Date) {
  const tz = await ensureRollups();
  const d30 = new Date(now.getTime() - 30 * DAY);
  const today = dayOf(now, tz);
  // The last 30 site days (today included) against the 30 before, as the rollup counts days.
  const recent = { from: addDays(today, -29), to: today };
  const previous = { from: addDays(today, -59), to: addDays(today, -30) };
  // Learners and active learners from the counts the triggers on "User" keep (features/figures/server/user-counts.ts).
  const learners = countUsersOfRole(LEARNER_WHERE.role, {
    total: {},
    active: { isActive: ACTIVE_STUDENT_WHERE.isActive, isEmailVerified: ACTIVE_STUDENT_WHERE.isEmailVerified },
  });

  const [
    totalStudents,
    studentsBefore,
    activeStudents,
    activeStudentsBefore,
    recentlyActive,
    totalQuestions,
    questionsBefore,
    totalCourses,
    coursesBefore,
    totals,
    ratings,
    byCourse,
    recentActivity,
    recentForStaff,
    expiredInvitations,
    lockedAccounts,
  ] = await Promise.all([
    learners.then((n) => n.total),
    // Learners now who joined before d30: the total less those who joined since (a short range on
    // the (role, …, createdAt) indexes), instead of counting every older learner.
    Promise.all([learners, prisma.user.count({ where: { ...LEARNER_WHERE, createdAt: { gte: d30 } } })]).then(([n, recent]) => n.total - recent),
    learners.then((n) => n.active),
    Promise.all([learners, prisma.user.count({ where: { ...ACTIVE_STUDENT_WHERE, createdAt: { gte: d30 } } })]).then(([n, recent]) => n.active - recent),
    studiedSince(new Date(now.getTime() - ENGAGEMENT_WINDOW_DAYS * DAY)),
    prisma.question.count(),
    prisma.question.count({ where: { createdAt: { lt: d30 } } }),
    prisma.course.count(),
    prisma.course.count({ where: { createdAt: { lt: d30 } } }),
    sumFigures(["enrollments", "enrolledCompleted", "answers", "answersCorrect"], "all"),
    ratingTotals(),
    topCoursesAllTime(5),
    prisma.activityLog.findMany({
      where: { type: { notIn: ["login"] } },
      orderBy: { createdAt: "desc" },
      take: 10,
      select: { id: true, type: true, message: true, actorName: true, createdAt: true },
    }),
    prisma.activityLog.findMany({
      where: { type: { in: [...STAFF_ACTIVITY_TYPES] } },
      orderBy: { createdAt: "desc" },
      take: 10,
      select: { id: true, type: true, message: true, actorName: true, createdAt: true },
    }),
    prisma.staffInvitation.findMany({
      where: { acceptedAt: null, revokedAt: null, expiresAt: { lte: now } },
      select: { id: true, email: true },
      orderBy: { expiresAt: "desc" },
      take: 20,
    }),
    findLockedAccounts(now),
  ]);
  const [byCourseRecentMap, byCoursePreviousMap] = byCourse.length
    ? await Promise.all([
        figuresByCourse(["enrollments"], recent, byCourse.map((r) => r.courseId)),
        figuresByCourse(["enrollments"], previous, byCourse.map((r) => r.courseId)),
      ])
    : [new Map(), new Map()];
  const asRows = (m: Map<string, { enrollments: number }>) => [...m].map(([courseId, f]) => ({ courseId, enrollments: f.enrollments }));
  const byCourseRecent = asRows(byCourseRecentMap);
  const byCoursePrevious = asRows(byCoursePreviousMap);
  const enrollments = totals.enrollments;
  const completions = totals.enrolledCompleted;
  const attempts = totals.answers;
  const correctAttempts = totals.answersCorrect;
  const recentRows = recentActivity;

  const countFor = (rows: { courseId: string; enrollments: number }[], id: string) => rows.find((r) => r.courseId === id)?.enrollments ?? 0;

  const pendingIssues: PendingIssue[] = [
    ...expiredInvitations.map((i) => ({ kind: "expired_invitation" as const, label: `Invitation to ${i.email} expired`, href: "/dashboard/staff" })),
    ...lockedAccounts.map((u) => ({ kind: "locked_account" as const, label: `${u.email} is locked after failed sign-ins`, href: "/dashboard/audit" })),
  ];

  return {
    computedAt: now.toISOString(),
    cards: {
      totalStudents: { value: totalStudents, growth: growth(totalStudents, studentsBefore) },
      activeStudents: { value: activeStudents, growth: growth(activeStudents, activeStudentsBefore), engagement: percent(activeStudents, totalStudents) },
      totalQuestions: { value: totalQuestions, growth: growth(totalQuestions, questionsBefore) },
      totalCourses: { value: totalCourses, growth: growth(totalCourses, coursesBefore) },
    },
    performance: {
      courseCompletion: percent(completions, enrollments),
      studentSatisfaction: percent(ratings.count > 0 ? ratings.sum / ratings.count : 0, 5),
      averageRating: averageOf(ratings) ?? 0,
      reviewCount: ratings.count,
      questionAccuracy: percent(correctAttempts, attempts),
      activeEngagement: percent(recentlyActive, totalStudents),
    },
    topCourses: byCourse.map((row) => ({
      _id: row.courseId,
      name: row.title ?? "Removed course",
      students: row.enrollments,
      completion: percent(row.completed, row.enrollments),
      trend: growth(countFor(byCourseRecent, row.courseId), countFor(byCoursePrevious, row.courseId)),
    })),
    recentActivity: recentRows.map(toFeedItem),
    recentActivityForStaff: recentForStaff.map(toFeedItem),
    // The queue's health joins per request, never cached with the figures (currentOverviewFor).
    systemStatus: { server: "online" as const, database: "connected" as const, pendingIssues: pendingIssues.length, issues: pendingIssues },
  };
}

/**
 * Accounts locked after failed sign-ins (lockedUntil > now), first 20 by id. In SQL so that the
 * range on the lockedUntil index is what runs: Prisma's `take` adds ORDER BY id, for which SQLite
 * walks every user in id order instead (16 ms at 100k learners, for none locked).
 */
function findLockedAccounts(now: Date): Promise<{ id: string; email: string }[]> {
  return prisma.$queryRaw<{ id: string; email: string }[]>`
    SELECT "id", "email" FROM "User" WHERE "lockedUntil" > ${now} ORDER BY "id" || '' LIMIT 20`;
}

type FeedRow = { id: string; type: string; message: string; actorName: string | null; createdAt: Date };
const toFeedItem = (a: FeedRow) => ({ _id: a.id, type: a.type, message: a.message, actorName: a.actorName, createdAt: a.createdAt.toISOString() });

type ComputedOverview = Awaited<ReturnType<typeof computeOverviewStats>>;
export type { OverviewStats };

/**
 * What a role may see of the Overview (docs/product.md §2, Overview): staff get the staff activity types
 * only, and none of the admin-only system status (locked accounts, expired invitations).
 */
export function overviewFor(role: string, stats: ComputedOverview, jobs: QueueHealth): OverviewStats {
  const { recentActivityForStaff, ...rest } = stats;
  if (role === "admin") return { ...rest, systemStatus: { ...rest.systemStatus, jobs } };
  return { ...rest, recentActivity: recentActivityForStaff, systemStatus: { ...rest.systemStatus, jobs, pendingIssues: 0, issues: [] } };
}

/**
 * The Overview for a role, with the background queue's health read now: the figures may come from
 * the aggregate cache for up to 30 s, but a failing queue shows at once.
 */
export async function currentOverviewFor(role: string): Promise<OverviewStats> {
  const [stats, jobs] = await Promise.all([getOverviewStats(), queueHealth()]);
  return overviewFor(role, stats, jobs);
}
