// POST /api/admin/certificates/{id}/reissue { learnerName? }: after a name correction. The old
// certificate is revoked and points to the new one; the learner is emailed the new link.
import { created, handler } from "@/lib/api/handler";
import { reissueCertificate, toCertificateJson } from "@/features/certificates/server";
import { certificateIdParamsSchema, certificateReissueResponse, reissueCertificateSchema } from "@/features/certificates";

export const POST = handler(
  { response: certificateReissueResponse, errors: ["NOT_FOUND"], access: { permission: ["certificates", "create"] }, params: certificateIdParamsSchema, body: reissueCertificateSchema, bodyOptional: true },
  async ({ params, body, caller }) => {
    const result = await reissueCertificate(params.id, { learnerName: body?.learnerName }, caller.user);
    return created({
      message: `Certificate re-issued as ${result.certificate.code}`,
      data: { certificate: toCertificateJson(result.certificate), previous: toCertificateJson(result.previous) },
    });
  },
);
