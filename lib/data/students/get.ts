// One learner with their enrollments, past ones apart.
import "server-only";
import { prisma } from "@/lib/db";
import { notFound } from "@/lib/data/errors";
import { pendingEmailChange } from "@/lib/auth/email-change";
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
        course: { select: { title: true, status: true } },
      },
    }),
    pendingEmailChange(id),
  ]);
  return {
    ...toStudentJson(row),
    enrollments: enrollments.filter((e) => !e.unenrolledAt).map(toEnrollmentJson),
    pastEnrollments: enrollments.filter((e) => e.unenrolledAt).map(toEnrollmentJson),
    pendingEmailChange: pending,
  };
}
