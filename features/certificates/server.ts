// Certificates (docs/domain/certificates.md), one file per operation. The transaction that completes a course calls enqueueCertificateIssue.
export { certificateIssueJob, enqueueCertificateIssue } from "./server/issue-job";
export { issueCertificateForEnrollment, issueMissingCertificates, quizzesPassedForCertificate, type IssueResult } from "./server/issue";
export { listCertificates, findCertificateByCode, findCertificateById, toVerification } from "./server/list";
export { revokeCertificate, reissueCertificate, publicRevocationReason, REFUND_REASON } from "./server/admin";
export { certificateStatus, certificateToken, certificateUrl, checkCertificateToken, toCertificateJson, type CertificateRow } from "./server/shared";
export { renderCertificatePdf, formatCertificateDate } from "./server/pdf";
export { getCourseCertificateSettings, updateCourseCertificateSettings } from "./server/settings";
export { certificateKeys } from "./signing/keys";
export { revokeForRefund } from "./server/admin";
