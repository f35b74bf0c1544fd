// A fingerprint of the data a refused request must not change.
import { createHash } from "node:crypto";
import { prisma } from "@/lib/db";

export async function dataSnapshot() {
  const [users, questions, courses, enrollments, invitations, settings, activity] = await Promise.all([
    prisma.user.findMany({ select: { id: true, email: true, name: true, role: true, isActive: true, passwordHash: true, phoneNumber: true, department: true }, orderBy: { id: "asc" } }),
    prisma.question.findMany({ select: { id: true, updatedAt: true }, orderBy: { id: "asc" } }),
    prisma.course.findMany({ select: { id: true, updatedAt: true, status: true }, orderBy: { id: "asc" } }),
    prisma.enrollment.findMany({ select: { id: true, unenrolledAt: true, progress: true }, orderBy: { id: "asc" } }),
    prisma.staffInvitation.findMany({ select: { id: true, tokenHash: true, revokedAt: true }, orderBy: { id: "asc" } }),
    prisma.setting.findMany({ select: { group: true, value: true }, orderBy: { group: "asc" } }),
    prisma.activityLog.count(),
  ]);
  const digest = (rows: unknown) => createHash("sha256").update(JSON.stringify(rows)).digest("hex");
  return {
    users: digest(users),
    questions: digest(questions),
    courses: digest(courses),
    enrollments: digest(enrollments),
    invitations: digest(invitations),
    settings: digest(settings),
    activity,
  };
}
