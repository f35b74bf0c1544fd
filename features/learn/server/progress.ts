// After a course is completed: the congratulation email and the certificate. Progress itself is a
// maintained figure (features/figures/server/progress.ts), recomputed in the writing transaction.
import "server-only";
import { sendMail } from "@/lib/email/transport";
import { courseCompletedEmail } from "./emails";
import { getEnv } from "@/lib/env";
import { prisma } from "@/lib/db";
import { issueCertificateForEnrollment } from "@/features/certificates/server";

/**
 * After the transaction that completed a course has committed: the congratulation email, then the
 * certificate (issued once per enrollment, with its own email; a no-op when the course has
 * certificates turned off or a quiz is not yet passed).
 */
export async function sendCompletionEmails(enrollmentIds: string[]): Promise<void> {
  if (enrollmentIds.length === 0) return;
  const rows = await prisma.enrollment.findMany({
    where: { id: { in: enrollmentIds } },
    select: { id: true, courseId: true, user: { select: { name: true, email: true } }, course: { select: { title: true } } },
  });
  for (const row of rows) {
    const url = `${getEnv().APP_URL}/learn/${row.courseId}`;
    await sendMail({ to: row.user.email, ...courseCompletedEmail(row.user.name, row.course.title, url) }).catch((error) =>
      console.error("[learn] completion email failed:", error),
    );
    await issueCertificateForEnrollment(row.id).catch((error) => console.error("[learn] certificate issue failed:", error));
  }
}
