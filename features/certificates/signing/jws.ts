// Compact JWS (RFC 7515) with EdDSA over Ed25519 (RFC 8037), on Node's built-in crypto, and the
// RFC 7638 JWK thumbprint used as key id. No server-only import: the offline verifier
// (scripts/certificate-verify.ts) uses this file with nothing but a JWK Set.
import { createHash, createPublicKey, sign, verify, type KeyObject } from "node:crypto";

export type Ed25519Jwk = { kty: "OKP"; crv: "Ed25519"; x: string; kid: string; use?: "sig"; alg?: "EdDSA" };
export type JwkSet = { keys: Ed25519Jwk[] };

const B64URL = /^[A-Za-z0-9_-]*$/;

export function base64url(data: Buffer | string): string {
  return Buffer.from(data).toString("base64url");
}

function fromBase64url(part: string): Buffer | null {
  // Node's decoder skips characters it does not know; a JWS part must contain none of them.
  return B64URL.test(part) ? Buffer.from(part, "base64url") : null;
}

/** RFC 7638: SHA-256 over the required members in lexicographic order, no whitespace. */
export function jwkThumbprint(jwk: { crv: string; kty: string; x: string }): string {
  const canonical = JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x });
  return base64url(createHash("sha256").update(canonical).digest());
}

/** The public JWK of an Ed25519 key (private or public), with its thumbprint as kid. */
export function publicJwk(key: KeyObject): Ed25519Jwk {
  if (key.asymmetricKeyType !== "ed25519") throw new Error("The key is not an Ed25519 key");
  const exported = (key.type === "private" ? createPublicKey(key) : key).export({ format: "jwk" }) as { x?: string };
  if (!exported.x) throw new Error("The key has no public part");
  const base = { kty: "OKP" as const, crv: "Ed25519" as const, x: exported.x };
  return { ...base, kid: jwkThumbprint(base), use: "sig", alg: "EdDSA" };
}

export type JwsHeader = { alg: "EdDSA"; kid: string; typ?: string };

export function signJws(payload: object, key: { privateKey: KeyObject; kid: string }): string {
  const header: JwsHeader = { alg: "EdDSA", kid: key.kid, typ: "JWT" };
  const input = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(payload))}`;
  return `${input}.${base64url(sign(null, Buffer.from(input), key.privateKey))}`;
}

export type JwsResult =
  | { valid: true; header: JwsHeader; payload: Record<string, unknown> }
  | { valid: false; reason: string; header?: Record<string, unknown> };

function parseJson(bytes: Buffer | null): Record<string, unknown> | null {
  if (!bytes) return null;
  try {
    const value: unknown = JSON.parse(bytes.toString("utf8"));
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function jwkKey(jwk: Ed25519Jwk): KeyObject | null {
  if (jwk.kty !== "OKP" || jwk.crv !== "Ed25519" || typeof jwk.x !== "string") return null;
  try {
    return createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: jwk.x }, format: "jwk" });
  } catch {
    return null;
  }
}

/**
 * Verifies a compact JWS against a JWK Set, choosing the key by the header's kid. Only EdDSA is
 * accepted (never the header's choice of another algorithm), and a `crit` header is refused since
 * we understand no extensions (RFC 7515 §4.1.11).
 */
export function verifyJws(token: string, keys: JwkSet): JwsResult {
  const parts = token.trim().split(".");
  if (parts.length !== 3) return { valid: false, reason: "The token is not a compact JWS (three dot-separated parts)" };
  const [h, p, s] = parts;
  const header = parseJson(fromBase64url(h));
  if (!header) return { valid: false, reason: "The token header is not valid base64url JSON" };
  if (header.alg !== "EdDSA") return { valid: false, reason: `Unsupported algorithm ${JSON.stringify(header.alg)} (expected EdDSA)`, header };
  if ("crit" in header) return { valid: false, reason: "The token names critical header extensions we do not support", header };
  if (typeof header.kid !== "string") return { valid: false, reason: "The token header has no key id (kid)", header };
  const jwk = keys.keys.find((k) => k.kid === header.kid);
  const key = jwk ? jwkKey(jwk) : null;
  if (!key) return { valid: false, reason: `No published key has the id ${header.kid}`, header };
  const signature = fromBase64url(s);
  if (!signature || signature.length !== 64) return { valid: false, reason: "The signature is malformed", header };
  if (!verify(null, Buffer.from(`${h}.${p}`), key, signature)) return { valid: false, reason: "The signature does not match: the token was altered or not signed by this key", header };
  const payload = parseJson(fromBase64url(p));
  if (!payload) return { valid: false, reason: "The token payload is not valid base64url JSON", header };
  return { valid: true, header: header as JwsHeader, payload };
}
