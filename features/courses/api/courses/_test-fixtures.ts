// Rows for the course route tests: courses and enrollments with exactly the figures a test needs.
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { createUser } from "@/test/helpers";

let n = 0;

export async function makeCourse(overrides: Partial<Prisma.CourseUncheckedCreateInput> = {}) {
  n += 1;
  return prisma.course.create({
    data: {
      title: `Fixture course ${n}`,
      description: "A course created by the route tests, long enough to be valid.",
      category: "Programming",
      level: "beginner",
      priceCents: 4999,
      duration: "10 hours",
      instructor: "Ada Lovelace",
      status: "published",
      tags: JSON.stringify(["Fixtures"]),
      ...overrides,
    },
  });
}

type EnrollOptions = {
  pricePaidCents?: number;
  completedAt?: Date | null;
  rating?: number | null;
  unenrolledAt?: Date | null;
  progress?: number;
  enrolledAt?: Date;
};

/** The paid order behind a paid enrollment; refunded in full when the enrollment has ended. */
export function paidOrderData(userId: string, courseId: string, cents: number, paidAt: Date, refundedAt: Date | null) {
  return {
    userId,
    courseId,
    status: refundedAt ? "refunded" : "paid",
    currency: "USD",
    subtotalCents: cents,
    totalCents: cents,
    refundedCents: refundedAt ? cents : 0,
    provider: "test",
    createdAt: paidAt,
    paidAt,
    refundedAt,
  };
}

/** One enrollment by a fresh learner. */
export async function enroll(courseId: string, options: EnrollOptions = {}) {
  const learner = await createUser({ role: "user" });
  const enrollment = await prisma.enrollment.create({
    data: {
      userId: learner.id,
      courseId,
      pricePaidCents: options.pricePaidCents ?? 0,
      completedAt: options.completedAt ?? null,
      unenrolledAt: options.unenrolledAt ?? null,
      progress: options.progress ?? (options.completedAt ? 100 : 0),
      enrolledAt: options.enrolledAt ?? new Date(),
    },
  });
  // Revenue is orders (docs/decisions/018-money-and-revenue.md): a paid enrollment has its paid order; one that ended was refunded.
  const paid = options.pricePaidCents ?? 0;
  if (paid > 0) await prisma.order.create({ data: paidOrderData(learner.id, courseId, paid, enrollment.enrolledAt, options.unenrolledAt ?? null) });
  // A rating is the learner's Review row.
  if (options.rating != null) await prisma.review.create({ data: { userId: learner.id, courseId, rating: options.rating } });
  return enrollment;
}

/** A body that passes every rule of docs/product.md §5. */
export const validCourse = {
  title: "TypeScript from Scratch",
  description: "Types, generics and narrowing, learned by building a small app step by step.",
  category: "Programming",
  level: "beginner",
  price: 49.99,
  originalPrice: 79.99,
  duration: "12 hours",
  instructor: "Grace Hopper",
  tags: ["TypeScript", "Generics"],
  thumbnail: "/images/courses/programming.svg",
};
