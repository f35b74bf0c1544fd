// What every certificate operation shares: the columns read, the derived status, the signed token
// and the JSON shape of the API.
import "server-only";
import { getEnv } from "@/lib/env";
import { certificateClaims, readClaims, verificationUrl, type CertificateClaims } from "../signing/claims";
import { signJws, verifyJws } from "../signing/jws";
import { certificateKeys } from "../signing/keys";
import type { CertificateJson, CertificateStatus } from "../schema";

export const certificateSelect = {
  id: true,
  code: true,
  enrollmentId: true,
  userId: true,
  courseId: true,
  learnerName: true,
  courseTitle: true,
  issuedAt: true,
  expiresAt: true,
  status: true,
  revokedAt: true,
  revokedReason: true,
  replacedBy: { select: { code: true } },
} as const;

export type CertificateRow = {
  id: string;
  code: string;
  enrollmentId: string;
  userId: string;
  courseId: string;
  learnerName: string;
  courseTitle: string;
  issuedAt: Date;
  expiresAt: Date | null;
  status: string;
  revokedAt: Date | null;
  revokedReason: string | null;
  replacedBy: { code: string } | null;
};

/** Revoked wins over expired: a revoked certificate stays revoked after its expiry date too. */
export function certificateStatus(row: { status: string; expiresAt: Date | null }, now: Date = new Date()): CertificateStatus {
  if (row.status === "revoked") return "revoked";
  if (row.expiresAt && row.expiresAt.getTime() <= now.getTime()) return "expired";
  return "valid";
}

/** The signed token (compact JWS). Ed25519 signatures are deterministic, so the same key gives the same token each time. */
export function certificateToken(row: Pick<CertificateRow, "code" | "learnerName" | "courseTitle" | "issuedAt" | "expiresAt">): string {
  const claims = certificateClaims(row, getEnv().APP_URL);
  const signing = certificateKeys().signing;
  // Deterministic, so a token once signed is kept (by key and claims): a page of the certificate
  // list signed ten tokens on every request (docs/decisions/016-certificates-ed25519.md). The least recently used go past MAX_TOKENS.
  const key = `${signing.kid}\n${JSON.stringify(claims)}`;
  const hit = signedTokens.get(key);
  if (hit !== undefined) {
    signedTokens.delete(key);
    signedTokens.set(key, hit);
    return hit;
  }
  const token = signJws(claims, signing);
  signedTokens.set(key, token);
  if (signedTokens.size > MAX_TOKENS) signedTokens.delete(signedTokens.keys().next().value as string);
  return token;
}

const MAX_TOKENS = 2_000;
const signedTokens = new Map<string, string>();

export function certificateUrl(row: Pick<CertificateRow, "code" | "learnerName" | "courseTitle" | "issuedAt" | "expiresAt">, withToken = true): string {
  return verificationUrl(getEnv().APP_URL, row.code, withToken ? certificateToken(row) : undefined);
}

export type TokenCheck = { valid: true; claims: CertificateClaims; kid: string } | { valid: false; reason: string };

/** Checks a token against the published keys (current and retired). */
export function checkCertificateToken(token: string): TokenCheck {
  const result = verifyJws(token, certificateKeys().jwks);
  if (!result.valid) return { valid: false, reason: result.reason };
  const claims = readClaims(result.payload);
  if (!claims) return { valid: false, reason: "The token is signed but is not a certificate token" };
  return { valid: true, claims, kid: result.header.kid };
}

export function toCertificateJson(row: CertificateRow, now: Date = new Date()): CertificateJson {
  return {
    id: row.id,
    code: row.code,
    courseId: row.courseId,
    courseTitle: row.courseTitle,
    learnerName: row.learnerName,
    issuedAt: row.issuedAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
    status: certificateStatus(row, now),
    token: certificateToken(row),
    revokedAt: row.revokedAt?.toISOString() ?? null,
    revokedReason: row.revokedReason,
    replacedByCode: row.replacedBy?.code ?? null,
  };
}
