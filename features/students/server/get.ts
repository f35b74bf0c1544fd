// One learner with their enrollments, past ones apart.
import "server-only";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/errors/domain";
import { pendingEmailChange } from "@/features/auth/server";
import { complimentaryGrants } from "@/features/orders/server";
import type { Prisma } from "@/lib/generated/prisma/client";
import { LEARNER_ROLE, studentSelect, toEnrollmentJson, toStudentJson, type StudentDetailJson } from "./shape";

export async function findLearner(id: string, tx: Prisma.TransactionClient = prisma) {
  const user = await tx.user.findFirst({
    where: { id, role: LEARNER_ROLE },
    select: { id: true, name: true, email: true, phoneNumber: true, isActive: true, isEmailVerified: true },
  });
  if (!user) throw notFound("Student not found");
  return user;
}

export async function getStudent(id: string): Promise<StudentDetailJson> {
  const row = await prisma.user.findFirst({ where: { id, role: LEARNER_ROLE }, select: studentSelect });
  if (!row) throw notFound("Student not found");
  const [enrollments, pending] = await Promise.all([
    prisma.enrollment.findMany({
      where: { userId: id },
      orderBy: [{ enrolledAt: "asc" }, { id: "asc" }],
      select: {
        id: true,
        courseId: true,
        progress: true,
        enrolledAt: true,
        completedAt: true,
        lastAccessedAt: true,
        unenrolledAt: true,
        unenrollReason: true,
        complimentary: true,
        course: { select: { title: true, status: true } },
      },
    }),
    pendingEmailChange(id),
  ]);
  const grants = await complimentaryGrants(id, enrollments.filter((e) => e.complimentary).map((e) => e.courseId));
  const json = (e: (typeof enrollments)[number]) => toEnrollmentJson(e, e.complimentary ? (grants.get(e.courseId) ?? null) : null);
  return {
    ...toStudentJson(row),
    enrollments: enrollments.filter((e) => !e.unenrolledAt).map(json),
    pastEnrollments: enrollments.filter((e) => e.unenrolledAt).map(json),
    pendingEmailChange: pending,
  };
}
