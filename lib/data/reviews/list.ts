// A course's reviews for its page: the counted average and count, the latest visible reviews, and
// the caller's own. Admins also see hidden reviews in the list (marked), to moderate them.
import "server-only";
import { prisma } from "@/lib/db";
import { can } from "@/lib/permissions";
import { LearningError } from "@/lib/data/curriculum/errors";
import type { MyReview, ReviewSummary, ReviewView } from "@/lib/validations/review";
import { averageOf, ratingsByCourse } from "./figures";

type Viewer = { id: string; role: string } | null;

const SELECT = { id: true, rating: true, review: true, hidden: true, createdAt: true, updatedAt: true, user: { select: { name: true } } } as const;
type Row = { id: string; rating: number; review: string | null; hidden: boolean; createdAt: Date; updatedAt: Date; user: { name: string } };

export function toReview(row: Row): ReviewView {
  return { id: row.id, rating: row.rating, review: row.review, learnerName: row.user.name, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
export const toMyReview = (row: Row): MyReview => ({ ...toReview(row), hidden: row.hidden });

export async function getCourseReviews(courseId: string, viewer: Viewer, limit = 10): Promise<ReviewSummary> {
  const course = await prisma.course.findUnique({ where: { id: courseId }, select: { status: true } });
  const staff = viewer !== null && can(viewer.role, "update", "courses");
  if (!course || (course.status !== "published" && !staff)) throw new LearningError("course_not_found", "Course not found");
  const moderator = viewer !== null && can(viewer.role, "delete", "courses");
  const [figures, rows, mine, enrollment] = await Promise.all([
    ratingsByCourse({ courseIds: [courseId] }),
    prisma.review.findMany({
      where: { courseId, ...(moderator ? {} : { hidden: false, user: { enrollments: { some: { courseId, unenrolledAt: null } } } }) },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      take: limit,
      select: SELECT,
    }),
    viewer ? prisma.review.findUnique({ where: { userId_courseId: { userId: viewer.id, courseId } }, select: SELECT }) : null,
    viewer ? prisma.enrollment.findUnique({ where: { userId_courseId: { userId: viewer.id, courseId } }, select: { unenrolledAt: true } }) : null,
  ]);
  const f = figures.get(courseId);
  const summary: ReviewSummary = {
    average: averageOf(f) ?? 0,
    count: f?.count ?? 0,
    reviews: rows.map((r) => (moderator ? { ...toReview(r), hidden: r.hidden } : toReview(r))),
  };
  if (viewer) {
    summary.mine = mine ? toMyReview(mine) : null;
    summary.canReview = enrollment !== null && enrollment.unenrolledAt === null;
  }
  return summary;
}
