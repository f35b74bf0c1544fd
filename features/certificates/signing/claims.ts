// What a certificate token says: the JWT claims signed into the QR code's link. Registered claims
// (iss, jti, iat, exp) let any JWT tool read it; the named ones say what the certificate states.
export type CertificateClaims = {
  iss: string;
  jti: string;
  iat: number;
  exp?: number;
  code: string;
  learnerName: string;
  courseTitle: string;
  issuedAt: string;
  expiresAt: string | null;
};

export function certificateClaims(cert: { code: string; learnerName: string; courseTitle: string; issuedAt: Date; expiresAt: Date | null }, issuer: string): CertificateClaims {
  return {
    iss: issuer,
    jti: cert.code,
    iat: Math.floor(cert.issuedAt.getTime() / 1000),
    ...(cert.expiresAt ? { exp: Math.floor(cert.expiresAt.getTime() / 1000) } : {}),
    code: cert.code,
    learnerName: cert.learnerName,
    courseTitle: cert.courseTitle,
    issuedAt: cert.issuedAt.toISOString(),
    expiresAt: cert.expiresAt?.toISOString() ?? null,
  };
}

/** The claims of a verified payload, or null when it is not a certificate token. */
export function readClaims(payload: Record<string, unknown>): CertificateClaims | null {
  const { iss, code, learnerName, courseTitle, issuedAt, expiresAt } = payload;
  if (typeof code !== "string" || typeof learnerName !== "string" || typeof courseTitle !== "string" || typeof issuedAt !== "string") return null;
  if (expiresAt !== null && expiresAt !== undefined && typeof expiresAt !== "string") return null;
  return {
    iss: typeof iss === "string" ? iss : "",
    jti: typeof payload.jti === "string" ? payload.jti : code,
    iat: typeof payload.iat === "number" ? payload.iat : 0,
    ...(typeof payload.exp === "number" ? { exp: payload.exp } : {}),
    code,
    learnerName,
    courseTitle,
    issuedAt,
    expiresAt: expiresAt ?? null,
  };
}

/** The verification page for a code, carrying the token when there is one. */
export function verificationUrl(appUrl: string, code: string, token?: string): string {
  const base = `${appUrl.replace(/\/$/, "")}/certificates/${encodeURIComponent(code)}`;
  return token ? `${base}?t=${token}` : base;
}
