// Learners (User rows with role "user") and their enrollments: the shapes the API answers and the
// conversions every students module shares. An enrollment with `unenrolledAt` set is history (it
// keeps the reason) and counts as "not enrolled" everywhere here.
import "server-only";
import type { Prisma } from "@/lib/generated/prisma/client";
import { studentStatus } from "../schema";
import type { EnrollmentJson, StudentDetailJson, StudentJson, StudentStats } from "../schema";

export type Actor = { id: string; name: string };

export const LEARNER_ROLE = "user";
/** Rows per database page when streaming the export (keyset pagination by id). */
export const EXPORT_BATCH_SIZE = 500;
// SQLite allows 32,766 bound variables per statement; `IN` lists stay well under it.
export const LOOKUP_BATCH = 500;

// ── Shapes ──────────────────────────────────────────────────────────────────────────────────────

export const ACTIVE_ENROLLMENT = { unenrolledAt: null } satisfies Prisma.EnrollmentWhereInput;

export const studentSelect = {
  id: true,
  name: true,
  email: true,
  phoneNumber: true,
  isActive: true,
  isEmailVerified: true,
  avatar: true,
  createdAt: true,
  lastActivityAt: true,
  enrollments: {
    where: ACTIVE_ENROLLMENT,
    orderBy: [{ enrolledAt: "asc" }, { id: "asc" }],
    select: { progress: true, completedAt: true, course: { select: { title: true } } },
  },
} satisfies Prisma.UserSelect;

export type StudentRow = Prisma.UserGetPayload<{ select: typeof studentSelect }>;

export type { EnrollmentJson, StudentDetailJson, StudentJson, StudentStats };

/** `paid`: enrolling a learner gives it for free, which is recorded as complimentary. */
export type CourseOption = { _id: string; title: string; status: string; paid: boolean };

/** Average progress over active enrollments, a whole percentage; 0 with no enrollments. */
export function averageProgress(values: number[]): number {
  if (values.length === 0) return 0;
  return Math.round(values.reduce((sum, v) => sum + v, 0) / values.length);
}

export function toStudentJson(row: StudentRow): StudentJson {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phoneNumber: row.phoneNumber,
    enrolledCourses: row.enrollments.map((e) => e.course.title),
    completedCourses: row.enrollments.filter((e) => e.completedAt !== null).map((e) => e.course.title),
    progress: averageProgress(row.enrollments.map((e) => e.progress)),
    isActive: row.isActive,
    isEmailVerified: row.isEmailVerified,
    status: studentStatus(row),
    joinedAt: row.createdAt.toISOString(),
    lastActivity: row.lastActivityAt?.toISOString() ?? null,
    avatar: row.avatar,
  };
}

export function toEnrollmentJson(
  e: {
    id: string;
    courseId: string;
    progress: number;
    enrolledAt: Date;
    completedAt: Date | null;
    lastAccessedAt: Date | null;
    unenrolledAt: Date | null;
    unenrollReason: string | null;
    course: { title: string; status: string };
  },
  complimentary: EnrollmentJson["complimentary"] = null,
): EnrollmentJson {
  return {
    _id: e.id,
    courseId: e.courseId,
    courseTitle: e.course.title,
    courseStatus: e.course.status,
    progress: e.progress,
    enrolledAt: e.enrolledAt.toISOString(),
    completedAt: e.completedAt?.toISOString() ?? null,
    lastAccessedAt: e.lastAccessedAt?.toISOString() ?? null,
    unenrolledAt: e.unenrolledAt?.toISOString() ?? null,
    unenrollReason: e.unenrollReason,
    complimentary,
  };
}
