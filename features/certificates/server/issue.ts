// Issuing a certificate when an enrollment is complete: once per enrollment, whoever calls first.
// The transaction that completes a course enqueues the "certificate-issue" job (./issue-job.ts),
// which calls issueCertificateForEnrollment; calling it again is harmless. The certificate's email
// is queued in the transaction that creates the row, so one certificate means one email.
import "server-only";
import { randomInt } from "node:crypto";
import { prisma } from "@/lib/db";
import { logActivity } from "@/lib/audit/log";
import { queueMail } from "@/lib/email/queue";
import type { JobDb } from "@/lib/jobs";
import { certificateIssuedEmail } from "./emails";
import type { Prisma } from "@/lib/generated/prisma/client";
import { certificateSelect, certificateUrl, type CertificateRow } from "./shared";

const CODE_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/** A random XXXX-XXXX-XXXX code: 60 bits, far beyond what the rate-limited lookups can walk. */
export function newCertificateCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return `${chars.slice(0, 4).join("")}-${chars.slice(4, 8).join("")}-${chars.slice(8).join("")}`;
}

/** Adds whole calendar months in UTC (the 31st of a short month lands on its last day). */
export function addMonths(date: Date, months: number): Date {
  const result = new Date(date.getTime());
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const last = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, last));
  return result;
}

/**
 * QUIZ HOOK (docs/domain/certificates.md): "every quiz passed" is part of completion: each current quiz lesson of the
 * course has a passed attempt by the learner (vacuously true for a course without quizzes).
 */
export async function quizzesPassedForCertificate(enrollmentId: string, tx: Prisma.TransactionClient = prisma): Promise<boolean> {
  const enrollment = await tx.enrollment.findUnique({ where: { id: enrollmentId }, select: { userId: true, courseId: true } });
  if (!enrollment) return false;
  // Quiz rows whose lesson was removed are ignored: only the course's current quiz lessons count.
  const quizzes = await tx.quiz.findMany({ where: { courseId: enrollment.courseId }, select: { lessonId: true } });
  if (quizzes.length === 0) return true;
  const current = await tx.lesson.findMany({ where: { id: { in: quizzes.map((q) => q.lessonId) }, courseId: enrollment.courseId, kind: "quiz" }, select: { id: true } });
  if (current.length === 0) return true;
  const passed = await tx.quizAttempt.findMany({
    where: { userId: enrollment.userId, lessonId: { in: current.map((l) => l.id) }, passed: true },
    select: { lessonId: true },
    distinct: ["lessonId"],
  });
  return passed.length === current.length;
}

export type IssueResult =
  | { issued: true; certificate: CertificateRow; emailQueued: boolean }
  | { issued: false; reason: "already_issued"; certificate: CertificateRow }
  | { issued: false; reason: "not_found" | "not_completed" | "quizzes_not_passed" | "certificates_disabled" };

function isUniqueViolation(error: unknown): boolean {
  return Boolean(error && typeof error === "object" && (error as { code?: unknown }).code === "P2002");
}

async function existingCertificate(enrollmentId: string): Promise<CertificateRow | null> {
  // The newest one: after a re-issue, the replacement.
  return prisma.certificate.findFirst({ where: { enrollmentId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], select: certificateSelect });
}

/**
 * Issues the enrollment's certificate if it has earned one and has none yet (a revoked one counts:
 * revocation is an admin's decision that a later completion must not undo). Safe to call from
 * several requests at once: the unique `activeEnrollmentId` lets one insert win; the others read it.
 */
export async function issueCertificateForEnrollment(
  enrollmentId: string,
  options: { now?: Date; sendEmail?: boolean } = {},
): Promise<IssueResult> {
  const now = options.now ?? new Date();
  const enrollment = await prisma.enrollment.findUnique({
    where: { id: enrollmentId },
    select: {
      id: true,
      userId: true,
      progress: true,
      completedAt: true,
      user: { select: { name: true, email: true } },
      course: { select: { id: true, title: true, certificatesEnabled: true, certificateValidityMonths: true } },
    },
  });
  if (!enrollment) return { issued: false, reason: "not_found" };
  const existing = await existingCertificate(enrollmentId);
  if (existing) return { issued: false, reason: "already_issued", certificate: existing };
  if (enrollment.progress < 100 || !enrollment.completedAt) return { issued: false, reason: "not_completed" };
  if (!enrollment.course.certificatesEnabled) return { issued: false, reason: "certificates_disabled" };
  if (!(await quizzesPassedForCertificate(enrollmentId))) return { issued: false, reason: "quizzes_not_passed" };

  const months = enrollment.course.certificateValidityMonths;
  let certificate: CertificateRow | null = null;
  for (let attempt = 0; attempt < 5 && !certificate; attempt += 1) {
    try {
      // One transaction for the row and its log line: on SQLite's single connection, a write
      // outside it could be rolled back by a competing issuer's failed insert.
      certificate = await prisma.$transaction(async (tx) => {
        const row = await tx.certificate.create({
          data: {
            code: newCertificateCode(),
            enrollmentId,
            activeEnrollmentId: enrollmentId,
            userId: enrollment.userId,
            courseId: enrollment.course.id,
            learnerName: enrollment.user.name,
            courseTitle: enrollment.course.title,
            issuedAt: now,
            expiresAt: months ? addMonths(now, months) : null,
          },
          select: certificateSelect,
        });
        if (options.sendEmail !== false) await queueCertificateEmail(row, enrollment.user.email, { db: tx });
        await logActivity(
          {
            type: "certificate_issued",
            message: `${row.learnerName} earned a certificate for ${row.courseTitle}`,
            actor: { id: enrollment.userId, name: enrollment.user.name },
            target: { type: "certificate", id: row.id },
            after: { code: row.code, courseId: row.courseId, expiresAt: row.expiresAt?.toISOString() ?? null },
          },
          tx,
        );
        return row;
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another caller issued it first (or, once in 2^60, the code was taken: then try a new one).
      const winner = await existingCertificate(enrollmentId);
      if (winner) return { issued: false, reason: "already_issued", certificate: winner };
    }
  }
  if (!certificate) throw new Error("Could not find a free certificate code");
  return { issued: true, certificate, emailQueued: options.sendEmail !== false };
}

/**
 * Queues the learner's link, in the transaction that writes the certificate (`db: tx`): the email
 * goes out if and only if the certificate exists, and the mail queue retries it while the mail
 * server is down.
 */
export async function queueCertificateEmail(certificate: CertificateRow, to: string, options: { db: JobDb; reissued?: boolean }): Promise<void> {
  const message = certificateIssuedEmail({ name: certificate.learnerName, courseTitle: certificate.courseTitle, code: certificate.code, url: certificateUrl(certificate), reissued: options.reissued ?? false });
  await queueMail({ to, ...message }, { db: options.db });
}

/**
 * Issues what is missing: every completed enrollment without a certificate (optionally one
 * learner's). For completions written outside the app's own paths (imports, the seed, data from
 * before certificates existed); `npm run certificate:issue-missing` runs it. Each certificate is
 * issued as the job would issue it, with its email queued in the same transaction.
 */
export async function issueMissingCertificates(options: { userId?: string; now?: Date; sendEmail?: boolean } = {}): Promise<{ issued: CertificateRow[] }> {
  const candidates = await prisma.enrollment.findMany({
    where: { ...(options.userId ? { userId: options.userId } : {}), completedAt: { not: null }, progress: { gte: 100 }, certificates: { none: {} }, course: { certificatesEnabled: true } },
    select: { id: true },
    orderBy: { completedAt: "asc" },
  });
  const issued: CertificateRow[] = [];
  for (const { id } of candidates) {
    const result = await issueCertificateForEnrollment(id, { now: options.now, sendEmail: options.sendEmail });
    if (result.issued) issued.push(result.certificate);
  }
  return { issued };
}
