// GET /api/certificates/{code}/pdf: the certificate as a PDF, for its owner, admins and staff, or
// for anyone when the course allows public download. Counted against the lookup rate limit. A
// revoked certificate is not issued as a document any more (410): the verify page says why.
import { clientIp, handler } from "@/lib/api/handler";
import { download } from "@/lib/api/download";
import { ApiError, forbidden, notFound, unauthorized } from "@/lib/api/errors";
import { certificateUrl, findCertificateByCode, renderCertificatePdf } from "@/features/certificates/server";
import { getSettings } from "@/lib/settings/store";
import { can } from "@/lib/permissions";
import { consumeRateLimit } from "@/lib/rate-limit";
import { certificateCodeParamsSchema } from "@/features/certificates";

export const GET = handler({ download: { contentType: "application/pdf" }, errors: ["CERTIFICATE_REVOKED", "FORBIDDEN", "NOT_FOUND", "UNAUTHORIZED"], access: { public: true }, params: certificateCodeParamsSchema }, async ({ req, params, caller }) => {
  await consumeRateLimit("certificate", clientIp(req));
  const certificate = await findCertificateByCode(params.code);
  if (!certificate) throw notFound("Certificate not found");
  const allowed = certificate.course.certificatePublicDownload || (caller && (caller.user.id === certificate.userId || can(caller.user.role, "read", "certificates")));
  if (!allowed) throw caller ? forbidden("Only the certificate's owner can download it") : unauthorized("Sign in to download this certificate");
  if (certificate.status === "revoked") throw new ApiError("CERTIFICATE_REVOKED", "This certificate was revoked, so it can no longer be downloaded. Its verification page says when.");
  const general = await getSettings("general");
  const pdf = await renderCertificatePdf({
    siteName: general.siteName,
    timeZone: general.timezone,
    learnerName: certificate.learnerName,
    courseTitle: certificate.courseTitle,
    code: certificate.code,
    issuedAt: certificate.issuedAt,
    expiresAt: certificate.expiresAt,
    verifyUrl: certificateUrl(certificate, false),
    signedUrl: certificateUrl(certificate),
  });
  return download(Buffer.from(pdf), `certificate-${certificate.code}.pdf`, { contentType: "application/pdf", cacheControl: "private, no-store" });
});
