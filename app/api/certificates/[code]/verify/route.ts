// GET /api/certificates/{code}/verify: public, rate-limited per address against enumeration.
// Answers the status now (valid, revoked or expired), so a revocation shows at once.
import { NextResponse } from "next/server";
import { clientIp, handler } from "@/lib/api/handler";
import { notFound } from "@/lib/api/errors";
import { findCertificateByCode, toVerification } from "@/features/certificates/server";
import { consumeRateLimit } from "@/lib/rate-limit";
import { z } from "zod";
import { certificateCodeParamsSchema, certificateVerificationResponse } from "@/features/certificates";

export const GET = handler({ errors: ["NOT_FOUND", "TOO_MANY_REQUESTS"], access: { public: true }, params: certificateCodeParamsSchema, response: certificateVerificationResponse }, async ({ req, params }) => {
  await consumeRateLimit("certificate", clientIp(req));
  const certificate = await findCertificateByCode(params.code);
  if (!certificate) throw notFound("Certificate not found");
  return NextResponse.json({ data: toVerification(certificate) } satisfies z.infer<typeof certificateVerificationResponse>, { headers: { "Cache-Control": "no-store" } });
});
