// `npm run certificate:verify -- <token or verification URL> [--keys <JWK Set file or URL>]`
// Verifies a certificate's signed token offline: with nothing but the public keys, no database.
//   --keys https://learn.example.com/.well-known/masterly-certificates.json   (fetched)
//   --keys ./masterly-certificates.json                                       (a saved copy)
// Without --keys it derives the JWK Set from this machine's CERTIFICATE_SIGNING_KEY (or the
// development key file) and CERTIFICATE_PREVIOUS_PUBLIC_KEYS. Exit code 0: the signature checks
// out; 1: it does not; 2: bad usage or unreadable keys.
import fs from "node:fs";
import nextEnv from "@next/env";
import { readClaims } from "../features/certificates/signing/claims";
import { verifyJws, type JwkSet } from "../features/certificates/signing/jws";

nextEnv.loadEnvConfig(process.cwd(), false, { info: () => {}, error: console.error });

function usage(message?: string): never {
  if (message) console.error(message);
  console.error("Usage: npm run certificate:verify -- <token or verification URL> [--keys <JWK Set file or URL>]");
  process.exit(2);
}

const args = process.argv.slice(2);
const keysAt = args.indexOf("--keys");
const keysSource = keysAt >= 0 ? args[keysAt + 1] : undefined;
if (keysAt >= 0 && !keysSource) usage("--keys needs a file path or a URL.");
const input = args.filter((_, i) => keysAt < 0 || (i !== keysAt && i !== keysAt + 1))[0];
if (!input) usage();

let token = input.trim();
if (/^https?:\/\//i.test(token)) {
  const t = new URL(token).searchParams.get("t");
  if (!t) usage("The URL has no ?t= token: it is a plain link, which only the website can check.");
  token = t;
}

async function loadKeys(): Promise<{ jwks: JwkSet; from: string }> {
  if (keysSource && /^https?:\/\//i.test(keysSource)) {
    const res = await fetch(keysSource);
    if (!res.ok) throw new Error(`${keysSource} answered ${res.status}`);
    return { jwks: (await res.json()) as JwkSet, from: keysSource };
  }
  if (keysSource) return { jwks: JSON.parse(fs.readFileSync(keysSource, "utf8")) as JwkSet, from: keysSource };
  // Only the two key variables are read (not the app's whole configuration), and never the database.
  const { certificateKeysFrom } = await import("../features/certificates/signing/keys");
  const { jwks } = certificateKeysFrom({
    signingKey: process.env.CERTIFICATE_SIGNING_KEY,
    previousKeys: process.env.CERTIFICATE_PREVIOUS_PUBLIC_KEYS,
    production: process.env.NODE_ENV === "production",
    createDevelopmentKey: false,
  });
  return { jwks, from: "this machine's CERTIFICATE_SIGNING_KEY (or development key file) and CERTIFICATE_PREVIOUS_PUBLIC_KEYS" };
}

let keys: { jwks: JwkSet; from: string };
try {
  keys = await loadKeys();
  if (!Array.isArray(keys.jwks?.keys)) throw new Error("it is not a JWK Set ({ \"keys\": [...] })");
} catch (error) {
  console.error(`Could not read the public keys: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}

const result = verifyJws(token, keys.jwks);
console.log(`Keys: ${keys.from} (${keys.jwks.keys.length} key${keys.jwks.keys.length === 1 ? "" : "s"})`);
if (!result.valid) {
  console.log(`✗ NOT VERIFIED: ${result.reason}.`);
  console.log("Do not trust what this certificate says.");
  process.exit(1);
}
const claims = readClaims(result.payload);
if (!claims) {
  console.log("✗ NOT VERIFIED: the token is signed but is not a certificate token.");
  process.exit(1);
}
const expired = claims.expiresAt !== null && new Date(claims.expiresAt).getTime() <= Date.now();
const day = (iso: string) => iso.slice(0, 10);
console.log(`✓ Signature verified (EdDSA, key id ${result.header.kid}).`);
console.log(`  Code:        ${claims.code}`);
console.log(`  Learner:     ${claims.learnerName}`);
console.log(`  Course:      ${claims.courseTitle}`);
console.log(`  Issued:      ${day(claims.issuedAt)}`);
console.log(`  Expires:     ${claims.expiresAt ? `${day(claims.expiresAt)}${expired ? " (EXPIRED)" : ""}` : "never"}`);
if (claims.iss) console.log(`  Issuer:      ${claims.iss}`);
const online = claims.iss ? `${claims.iss.replace(/\/$/, "")}/certificates/${claims.code}` : `the issuer's /certificates/${claims.code} page`;
console.log("");
console.log("Revocation: an offline check cannot know whether this certificate was revoked after it was issued.");
console.log(`Check its current status online: ${online}`);
