// POST /api/admin/certificates/{id}/revoke { reason }: audit-logged; the verify page and API say
// revoked from the next request on.
import { handler } from "@/lib/api/handler";
import { revokeCertificate, toCertificateJson } from "@/features/certificates/server";
import { certificateIdParamsSchema, certificateResponse, revokeCertificateSchema } from "@/features/certificates";

export const POST = handler(
  { response: certificateResponse, errors: ["ALREADY_REVOKED", "NOT_FOUND"], access: { permission: ["certificates", "update"] }, params: certificateIdParamsSchema, body: revokeCertificateSchema },
  async ({ params, body, caller }) => {
    const certificate = await revokeCertificate(params.id, body.reason, caller.user);
    return { message: `Certificate ${certificate.code} was revoked`, data: { certificate: toCertificateJson(certificate) } };
  },
);
