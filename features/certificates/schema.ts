// Certificates (docs/domain/certificates.md): the public code, the admin inputs and the response shapes.
import { z } from "zod";
import { idSchema, paginationSchema, requiredReasonSchema, sortFields } from "@/lib/validation/common";
import { isoDate, listResponse, nullableDate } from "@/lib/api/response-schemas";
import { dataResponse } from "@/lib/api/response-schemas";

export const CERTIFICATE_STATUSES = ["valid", "revoked", "expired"] as const;
export type CertificateStatus = (typeof CERTIFICATE_STATUSES)[number];

/** XXXX-XXXX-XXXX in Crockford's base32 (no I, L, O, U), so a code read aloud or retyped survives. */
export const CERTIFICATE_CODE = /^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/;

export const certificateCodeSchema = z
  .string()
  .trim()
  .max(40, "Certificate code is malformed")
  .transform((v) => v.toUpperCase())
  .refine((v) => CERTIFICATE_CODE.test(v), "Certificate code is malformed");

export const certificateCodeParamsSchema = z.object({ code: certificateCodeSchema });
export const certificateIdParamsSchema = z.object({ id: idSchema });

export const CERTIFICATE_SORTS = ["issuedAt", "code", "learnerName", "courseTitle"] as const;
export type CertificateSort = (typeof CERTIFICATE_SORTS)[number];

export const certificateListQuerySchema = paginationSchema.extend({
  /** Only the caller's own certificates, whatever their role (the learner's view on /profile). */
  mine: z.enum(["true", "false"], "mine must be true or false").optional(),
  ...sortFields(CERTIFICATE_SORTS, "issuedAt"),
});

export const revokeCertificateSchema = z.object({ reason: requiredReasonSchema });
export type RevokeCertificateInput = z.infer<typeof revokeCertificateSchema>;

export const reissueCertificateSchema = z.object({
  learnerName: z
    .string()
    .trim()
    .min(2, "Name must be at least 2 characters")
    .max(100, "Name must be at most 100 characters")
    .optional(),
});
export type ReissueCertificateInput = z.infer<typeof reissueCertificateSchema>;

export const certificateSchema = z.object({
  id: z.string(),
  code: z.string(),
  courseId: z.string(),
  courseTitle: z.string(),
  learnerName: z.string(),
  issuedAt: isoDate,
  expiresAt: nullableDate,
  status: z.enum(CERTIFICATE_STATUSES),
  token: z.string(),
  revokedAt: nullableDate,
  revokedReason: z.string().nullable(),
  replacedByCode: z.string().nullable(),
});
export type CertificateJson = z.infer<typeof certificateSchema>;

/** GET /api/certificates (a learner's own with mine=true, everyone's for admins and staff). */
export const certificateListResponse = listResponse("certificates", certificateSchema);
export type CertificateListResponse = z.infer<typeof certificateListResponse>;

/** POST /api/admin/certificates/{id}/revoke. */
export const certificateResponse = z.object({ message: z.string(), data: z.object({ certificate: certificateSchema }) });
export type CertificateResponse = z.infer<typeof certificateResponse>;

/** POST /api/admin/certificates/{id}/reissue: the new certificate and the one it replaces (now revoked). */
export const certificateReissueResponse = z.object({ message: z.string(), data: z.object({ certificate: certificateSchema, previous: certificateSchema }) });

export const certificateVerificationSchema = z.object({
  status: z.enum(CERTIFICATE_STATUSES),
  learnerName: z.string(),
  courseTitle: z.string(),
  issuedAt: z.string(),
  expiresAt: z.string().nullable(),
  /** When it was revoked; null unless it is. */
  revokedAt: z.string().nullable(),
  /** Why, when the system revoked it ("Refunded", "Re-issued with corrected details"); an admin's own reason is not published. */
  revokedReason: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerificationSchema>;
/** GET /api/certificates/{code}/verify (public). */
export const certificateVerificationResponse = z.object({ data: certificateVerificationSchema });

export const STATUS_WORDS: Record<CertificateStatus, string> = { valid: "Valid", revoked: "Revoked", expired: "Expired" };

/** Per-course certificate settings (docs/domain/certificates.md): on/off, optional validity, public PDF download. */
export const courseCertificateSettingsSchema = z.object({
  certificatesEnabled: z.boolean("Choose whether this course issues certificates"),
  certificateValidityMonths: z
    .number("Validity must be a whole number of months")
    .int("Validity must be a whole number of months")
    .min(1, "Validity must be at least 1 month")
    .max(240, "Validity must be at most 240 months")
    .nullable(),
  certificatePublicDownload: z.boolean("Choose whether anyone with the code may download the PDF"),
});
export type CourseCertificateSettings = z.infer<typeof courseCertificateSettingsSchema>;

/** GET/PUT /api/courses/{id}/certificate-settings: the course's settings (after the save). */
export const certificateSettingsResponse = dataResponse({
  settings: z.object({ certificatesEnabled: z.boolean(), certificateValidityMonths: z.number().nullable(), certificatePublicDownload: z.boolean() }),
});

