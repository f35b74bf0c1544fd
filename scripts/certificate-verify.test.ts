// `npm run certificate:verify` in a child process with no database at all: it needs only the keys.
import { spawnSync } from "node:child_process";
import { generateKeyPairSync } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { certificateClaims } from "@/features/certificates/signing/claims";
import { signJws } from "@/features/certificates/signing/jws";
import { parseSigningKey } from "@/features/certificates/signing/keys";

const root = path.resolve(import.meta.dirname, "..");

function newKeyBase64() {
  return generateKeyPairSync("ed25519").privateKey.export({ format: "der", type: "pkcs8" }).toString("base64");
}

/** Runs the script with an environment stripped of every database setting. */
function verifyCli(args: string[], extraEnv: Record<string, string> = {}) {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && !/^(DATABASE_URL|TEST_POSTGRES_URL|PG)/.test(k)) env[k] = v;
  const cwd = fs.mkdtempSync(path.join(os.tmpdir(), "masterly-verify-"));
  const result = spawnSync(process.execPath, [path.join(root, "node_modules/tsx/dist/cli.mjs"), path.join(root, "scripts/certificate-verify.ts"), ...args], {
    cwd,
    env: { ...env, NODE_ENV: "production", ...extraEnv },
    encoding: "utf8",
    timeout: 60_000,
  });
  return { code: result.status, out: `${result.stdout}${result.stderr}`, cwd };
}

const signing = parseSigningKey(newKeyBase64());
const claims = certificateClaims(
  { code: "7K2M-9QX4-HP3R", learnerName: "Grace Hopper", courseTitle: "COBOL Today", issuedAt: new Date("2026-03-01T09:00:00Z"), expiresAt: null },
  "https://learn.example.com",
);
const token = signJws(claims, signing);

function keysFile(keys: object[]): string {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "masterly-jwks-")), "masterly-certificates.json");
  fs.writeFileSync(file, JSON.stringify({ keys }));
  return file;
}

describe("certificate:verify", () => {
  it("verifies a verification URL with only the JWK Set file, prints the payload and says where to check revocation", () => {
    const { code, out, cwd } = verifyCli([`https://learn.example.com/certificates/${claims.code}?t=${token}`, "--keys", keysFile([signing.jwk])]);
    expect(out).toContain("✓ Signature verified");
    expect(code).toBe(0);
    expect(out).toContain(`key id ${signing.kid}`);
    expect(out).toMatch(/Learner:\s+Grace Hopper/);
    expect(out).toMatch(/Course:\s+COBOL Today/);
    expect(out).toMatch(/Issued:\s+2026-03-01/);
    expect(out).toContain("cannot know whether this certificate was revoked");
    expect(out).toContain(`https://learn.example.com/certificates/${claims.code}`);
    // No database file was created in the working directory.
    expect(fs.readdirSync(cwd)).toEqual([]);
  });

  it("rejects a token with one character changed, with exit code 1", () => {
    const i = token.lastIndexOf(".") + 5;
    const tampered = token.slice(0, i) + (token[i] === "A" ? "B" : "A") + token.slice(i + 1);
    const { code, out } = verifyCli([tampered, "--keys", keysFile([signing.jwk])]);
    expect(out).toContain("NOT VERIFIED");
    expect(code).toBe(1);
  });

  it("without --keys, derives the keys from the environment, current and previous, still with no database", () => {
    const { code, out } = verifyCli([token], { CERTIFICATE_SIGNING_KEY: newKeyBase64(), CERTIFICATE_PREVIOUS_PUBLIC_KEYS: JSON.stringify(signing.jwk), DATABASE_URL: "postgresql://nobody@127.0.0.1:1/none" });
    expect(out).toContain("✓ Signature verified");
    expect(out).toContain("2 keys");
    expect(code).toBe(0);
    const unknown = verifyCli([token], { CERTIFICATE_SIGNING_KEY: newKeyBase64() });
    expect(unknown.out).toContain("No published key has the id");
    expect(unknown.code).toBe(1);
  });
});
