// A learner's own home: their enrollments with progress, and when they were last active.
import "server-only";
import { prisma } from "@/lib/db";

export async function getLearnerHome(userId: string) {
  const [user, enrollments] = await Promise.all([
    prisma.user.findUnique({ where: { id: userId }, select: { lastActivityAt: true } }),
    prisma.enrollment.findMany({
      where: { userId, unenrolledAt: null },
      orderBy: [{ lastAccessedAt: { sort: "desc", nulls: "last" } }, { enrolledAt: "desc" }],
      select: {
        id: true,
        progress: true,
        enrolledAt: true,
        completedAt: true,
        lastAccessedAt: true,
        course: { select: { id: true, title: true, instructor: true, thumbnail: true, duration: true, category: true } },
      },
    }),
  ]);
  return { lastActivityAt: user?.lastActivityAt ?? null, enrollments };
}
