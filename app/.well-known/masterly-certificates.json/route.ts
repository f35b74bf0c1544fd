// The JWK Set that verifies certificate tokens: the current signing key's public half and every
// retired key in CERTIFICATE_PREVIOUS_PUBLIC_KEYS. Public and cacheable for an hour: a rotation
// only adds keys here before the new one signs, and retired keys stay listed.
import { NextResponse } from "next/server";
import { certificateKeys } from "@/features/certificates/server";

// Never prerendered: the keys are read from the environment at run time, not at build time.
export const dynamic = "force-dynamic";

export function GET() {
  return NextResponse.json(certificateKeys().jwks, {
    headers: {
      "Cache-Control": "public, max-age=3600, stale-while-revalidate=86400",
      "Access-Control-Allow-Origin": "*",
    },
  });
}
