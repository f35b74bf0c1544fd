// After a course is completed: the congratulation email and the certificate. Progress itself is a
// maintained figure (features/figures/server/progress.ts), recomputed in the writing transaction.
import "server-only";
import { queueMail } from "@/lib/email/queue";
import type { Prisma } from "@/lib/generated/prisma/client";
import { courseCompletedEmail } from "./emails";
import { getEnv } from "@/lib/env";
import { issueCertificateForEnrollment } from "@/features/certificates/server";

/**
 * The congratulation emails of the enrollments a change has just completed, queued in the
 * transaction of that change (docs/domain/jobs.md): a completion that rolls back sends nothing.
 */
export async function queueCompletionEmails(tx: Prisma.TransactionClient, enrollmentIds: string[]): Promise<void> {
  if (enrollmentIds.length === 0) return;
  const rows = await tx.enrollment.findMany({
    where: { id: { in: enrollmentIds } },
    select: { id: true, courseId: true, user: { select: { name: true, email: true } }, course: { select: { title: true } } },
  });
  for (const row of rows) {
    const url = `${getEnv().APP_URL}/learn/${row.courseId}`;
    await queueMail({ to: row.user.email, ...courseCompletedEmail(row.user.name, row.course.title, url) }, { db: tx });
  }
}

/**
 * After the transaction that completed a course has committed: the certificate (issued once per
 * enrollment, with its own email; a no-op when the course has certificates turned off or a quiz is
 * not yet passed).
 */
export async function issueCompletionCertificates(enrollmentIds: string[]): Promise<void> {
  for (const id of enrollmentIds) {
    await issueCertificateForEnrollment(id).catch((error) => console.error("[learn] certificate issue failed:", error));
  }
}
