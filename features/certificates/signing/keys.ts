// The certificate signing key and the published verification keys.
//   CERTIFICATE_SIGNING_KEY           base64 of a PKCS#8 DER Ed25519 private key (required in production)
//   CERTIFICATE_PREVIOUS_PUBLIC_KEYS  retired public keys that still verify: comma-separated base64
//                                     SPKI DER, or JSON (one JWK, an array of JWKs, or a JWK Set)
// In development and tests, a key is generated on first use and kept in data/, so restarts keep
// verifying what was issued before. No server-only import: the offline verifier derives the JWK
// Set from here without opening the database.
import { createPrivateKey, createPublicKey, generateKeyPairSync, type KeyObject } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { getEnv } from "../../../lib/env";
import { publicJwk, type Ed25519Jwk, type JwkSet } from "./jws";

export const DEV_KEY_FILE = "data/certificate-signing-key.txt";

export type SigningKey = { privateKey: KeyObject; kid: string; jwk: Ed25519Jwk };

export function parseSigningKey(base64: string): SigningKey {
  let privateKey: KeyObject;
  try {
    privateKey = createPrivateKey({ key: Buffer.from(base64.trim(), "base64"), format: "der", type: "pkcs8" });
  } catch {
    throw new Error("CERTIFICATE_SIGNING_KEY is not a base64 PKCS#8 DER private key (openssl genpkey -algorithm ed25519 -outform DER | base64 -w0)");
  }
  if (privateKey.asymmetricKeyType !== "ed25519") throw new Error(`CERTIFICATE_SIGNING_KEY must be an Ed25519 key (got ${privateKey.asymmetricKeyType})`);
  const jwk = publicJwk(privateKey);
  return { privateKey, kid: jwk.kid, jwk };
}

function asJwk(value: unknown): Ed25519Jwk {
  const v = value as { kty?: unknown; crv?: unknown; x?: unknown };
  if (v?.kty !== "OKP" || v.crv !== "Ed25519" || typeof v.x !== "string") throw new Error("CERTIFICATE_PREVIOUS_PUBLIC_KEYS: every JWK must be an Ed25519 key (kty OKP, crv Ed25519, x)");
  return publicJwk(createPublicKey({ key: { kty: "OKP", crv: "Ed25519", x: v.x }, format: "jwk" }));
}

/** Parses CERTIFICATE_PREVIOUS_PUBLIC_KEYS into JWKs (kid always recomputed as the thumbprint). */
export function parsePreviousKeys(value: string | undefined): Ed25519Jwk[] {
  const text = value?.trim();
  if (!text) return [];
  if (text.startsWith("{") || text.startsWith("[")) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error("CERTIFICATE_PREVIOUS_PUBLIC_KEYS looks like JSON but does not parse");
    }
    const list = Array.isArray(parsed) ? parsed : parsed && typeof parsed === "object" && "keys" in parsed ? (parsed as JwkSet).keys : [parsed];
    return list.map(asJwk);
  }
  return text
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      let key: KeyObject;
      try {
        key = createPublicKey({ key: Buffer.from(entry, "base64"), format: "der", type: "spki" });
      } catch {
        throw new Error("CERTIFICATE_PREVIOUS_PUBLIC_KEYS: an entry is not a base64 SPKI DER public key");
      }
      if (key.asymmetricKeyType !== "ed25519") throw new Error("CERTIFICATE_PREVIOUS_PUBLIC_KEYS: every key must be Ed25519");
      return publicJwk(key);
    });
}

/** Reads the development key file, creating it once (exclusive create, so parallel first runs agree). */
function developmentKey(): string {
  const file = path.resolve(/* turbopackIgnore: true */ process.cwd(), DEV_KEY_FILE);
  if (fs.existsSync(file)) return fs.readFileSync(file, "utf8").trim();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const der = generateKeyPairSync("ed25519").privateKey.export({ format: "der", type: "pkcs8" });
  try {
    fs.writeFileSync(file, `${der.toString("base64")}\n`, { flag: "wx", mode: 0o600 });
    console.warn(`[certificates] CERTIFICATE_SIGNING_KEY is not set: generated a development signing key in ${DEV_KEY_FILE}.`);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  return fs.readFileSync(file, "utf8").trim();
}

export type CertificateKeys = { signing: SigningKey; jwks: JwkSet };

export type KeySource = {
  signingKey?: string;
  previousKeys?: string;
  production: boolean;
  /** Create the development key file when it is missing (the app: yes; the offline verifier: no). */
  createDevelopmentKey?: boolean;
};

/** The signing key and the JWK Set (current key first, then the retired ones) from explicit settings. */
export function certificateKeysFrom(source: KeySource): CertificateKeys {
  let base64 = source.signingKey?.trim();
  if (!base64) {
    if (source.production) throw new Error("CERTIFICATE_SIGNING_KEY must be set in production (openssl genpkey -algorithm ed25519 -outform DER | base64 -w0)");
    const file = path.resolve(/* turbopackIgnore: true */ process.cwd(), DEV_KEY_FILE);
    if (source.createDevelopmentKey === false && !fs.existsSync(file)) throw new Error(`CERTIFICATE_SIGNING_KEY is not set and there is no ${DEV_KEY_FILE} here`);
    base64 = developmentKey();
  }
  const signing = parseSigningKey(base64);
  const previous = parsePreviousKeys(source.previousKeys).filter((k) => k.kid !== signing.kid);
  const unique = previous.filter((k, i) => previous.findIndex((o) => o.kid === k.kid) === i);
  return { signing, jwks: { keys: [signing.jwk, ...unique] } };
}

let cached: { source: string; keys: CertificateKeys } | undefined;

/** The app's keys, from the validated environment. Throws a clear message when misconfigured. */
export function certificateKeys(): CertificateKeys {
  const env = getEnv();
  const source = `${env.CERTIFICATE_SIGNING_KEY ?? ""}|${env.CERTIFICATE_PREVIOUS_PUBLIC_KEYS ?? ""}`;
  if (cached?.source === source) return cached.keys;
  const keys = certificateKeysFrom({ signingKey: env.CERTIFICATE_SIGNING_KEY, previousKeys: env.CERTIFICATE_PREVIOUS_PUBLIC_KEYS, production: env.NODE_ENV === "production" });
  cached = { source, keys };
  return keys;
}
