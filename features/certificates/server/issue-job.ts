// The "certificate-issue" job (docs/domain/jobs.md): the transaction that completes a course
// enqueues it, keyed by the enrollment, so one completion gives one job and a rolled-back
// completion gives none. Running it again (a retry after a crash) issues nothing more:
// issueCertificateForEnrollment finds the certificate it made, whose email was queued with it.
import "server-only";
import { defineJob, type JobDb } from "@/lib/jobs";
import { issueCertificateForEnrollment } from "./issue";

type CertificateIssueJob = { enrollmentId: string };

export const certificateIssueJob = defineJob<CertificateIssueJob>("certificate-issue", {
  async run({ enrollmentId }) {
    await issueCertificateForEnrollment(enrollmentId);
  },
  summary: (payload) => `Certificate for enrollment ${payload.enrollmentId}`,
});

/** In the transaction that completed the enrollments: one certificate job each, once ever per enrollment. */
export async function enqueueCertificateIssue(tx: JobDb, enrollmentIds: string[]): Promise<void> {
  for (const enrollmentId of new Set(enrollmentIds)) await certificateIssueJob.enqueue({ enrollmentId }, { db: tx, key: enrollmentId });
}
