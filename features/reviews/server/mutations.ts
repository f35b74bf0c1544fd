// Writing a review (enrolled learners, one each, editable) and hiding one (admins, audit-logged).
import "server-only";
import { prisma } from "@/lib/db";
import { logActivity } from "@/lib/audit/log";
import { forbidden, notFound } from "@/lib/errors/domain";
import { refreshCourseRatings } from "@/features/figures/server";
import type { ReviewInput } from "../schema";
import { averageOf, ratingsByCourse } from "@/features/figures/server";
import { toMyReview, toReview } from "./list";

const SELECT = { id: true, courseId: true, rating: true, review: true, hidden: true, createdAt: true, updatedAt: true, user: { select: { name: true } } } as const;

export async function upsertMyReview(user: { id: string; name: string }, courseId: string, input: ReviewInput, now = new Date()) {
  const enrollment = await prisma.enrollment.findUnique({
    where: { userId_courseId: { userId: user.id, courseId } },
    select: { unenrolledAt: true, course: { select: { status: true } } },
  });
  if (!enrollment) {
    const exists = await prisma.course.findUnique({ where: { id: courseId }, select: { status: true } });
    if (!exists || exists.status !== "published") throw notFound("Course not found");
  }
  if (!enrollment || enrollment.unenrolledAt) throw forbidden("Only learners enrolled in this course can review it", "NOT_ENROLLED");
  const review = input.review ?? null;
  const row = await prisma.$transaction(async (tx) => {
    const row = await tx.review.upsert({
      where: { userId_courseId: { userId: user.id, courseId } },
      create: { userId: user.id, courseId, rating: input.rating, review, createdAt: now, updatedAt: now },
      update: { rating: input.rating, ...(input.review !== undefined && { review }), updatedAt: now },
      select: SELECT,
    });
    await refreshCourseRatings(tx, courseId); // the daily rollups (docs/decisions/006-daily-rollups.md)
    return row;
  });
  const f = (await ratingsByCourse({ courseIds: [courseId] })).get(courseId);
  return { review: toMyReview(row), average: averageOf(f) ?? 0, count: f?.count ?? 0 };
}

export async function setReviewHidden(admin: { id: string; name: string }, reviewId: string, hidden: boolean) {
  const current = await prisma.review.findUnique({ where: { id: reviewId }, select: { ...SELECT, course: { select: { title: true } } } });
  if (!current) throw notFound("Review not found");
  const row = await prisma.$transaction(async (tx) => {
    const row = await tx.review.update({ where: { id: reviewId }, data: { hidden }, select: SELECT });
    await refreshCourseRatings(tx, row.courseId); // the daily rollups (docs/decisions/006-daily-rollups.md)
    if (current.hidden !== hidden) {
      await logActivity(
        {
          type: hidden ? "review_hidden" : "review_shown",
          message: `${admin.name} ${hidden ? "hid" : "showed again"} ${current.user.name}'s review of ${current.course.title}`,
          actor: admin,
          target: { type: "review", id: reviewId },
          before: { hidden: current.hidden, rating: current.rating, review: current.review },
          after: { hidden },
        },
        tx,
      );
    }
    return row;
  });
  return { ...toReview(row), hidden: row.hidden, courseId: row.courseId };
}
