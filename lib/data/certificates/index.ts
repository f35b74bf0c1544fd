// Certificates (issue 23), one file per operation. Completion code calls issueCertificateForEnrollment.
export { issueCertificateForEnrollment, issueMissingCertificates, quizzesPassedForCertificate, type IssueResult } from "./issue";
export { listCertificates, findCertificateByCode, findCertificateById, toVerification } from "./list";
export { revokeCertificate, reissueCertificate, publicRevocationReason, REFUND_REASON } from "./admin";
export { certificateStatus, certificateToken, certificateUrl, checkCertificateToken, toCertificateJson, type CertificateRow } from "./shared";
export { renderCertificatePdf, formatCertificateDate } from "./pdf";
export { getCourseCertificateSettings, updateCourseCertificateSettings } from "./settings";
