// The counts of the weekly summary email (features/analytics/server/weekly-report-job.ts), over one date range.
import "server-only";
import { prisma } from "@/lib/db";
import { ACTIVE_ENROLLMENT_WHERE, LEARNER_WHERE } from "@/features/figures";

export type Range = { gte: Date; lt: Date };

/** New learners, enrollments, completions, questions, courses, sign-ins and lockouts in the range, in that order. */
export async function weeklyCounts(range: Range): Promise<number[]> {
  return prisma.$transaction([
    // The same definitions as the dashboard (features/figures/definitions.ts): unenrolled learners count nowhere.
    prisma.user.count({ where: { ...LEARNER_WHERE, createdAt: range } }),
    prisma.enrollment.count({ where: { ...ACTIVE_ENROLLMENT_WHERE, enrolledAt: range } }),
    prisma.enrollment.count({ where: { ...ACTIVE_ENROLLMENT_WHERE, completedAt: range } }),
    prisma.question.count({ where: { createdAt: range } }),
    prisma.course.count({ where: { createdAt: range } }),
    prisma.activityLog.count({ where: { type: "login", createdAt: range } }),
    prisma.activityLog.count({ where: { type: "account_locked", createdAt: range } }),
  ]);
}
