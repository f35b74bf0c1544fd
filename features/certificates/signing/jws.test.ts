import { createPublicKey, generateKeyPairSync } from "node:crypto";
import { describe, expect, it } from "vitest";
import { certificateClaims, readClaims } from "./claims";
import { jwkThumbprint, signJws, verifyJws } from "./jws";
import { certificateKeysFrom, parsePreviousKeys, parseSigningKey } from "./keys";

function newKey() {
  const { privateKey } = generateKeyPairSync("ed25519");
  return parseSigningKey(privateKey.export({ format: "der", type: "pkcs8" }).toString("base64"));
}

const claims = certificateClaims(
  { code: "ABCD-EFGH-JKMN", learnerName: "Zoë Łukasz", courseTitle: "Python Basics", issuedAt: new Date("2026-11-24T10:00:00Z"), expiresAt: null },
  "https://learn.example.com",
);

describe("JWK thumbprint (RFC 7638)", () => {
  it("matches RFC 8037 appendix A.3 for its Ed25519 example key", () => {
    expect(jwkThumbprint({ kty: "OKP", crv: "Ed25519", x: "11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo" })).toBe("kPrK_qmxVWaYVA9wwBF6Iuo3vVzz7TxHCTwXBygrS4k");
  });

  it("is the kid of a parsed signing key", () => {
    const key = newKey();
    expect(key.kid).toBe(jwkThumbprint(key.jwk));
    expect(key.jwk).toMatchObject({ kty: "OKP", crv: "Ed25519", alg: "EdDSA", use: "sig" });
  });
});

describe("compact JWS", () => {
  it("signs with alg EdDSA and the kid, and verifies to the same claims", () => {
    const key = newKey();
    const token = signJws(claims, key);
    const header = JSON.parse(Buffer.from(token.split(".")[0], "base64url").toString());
    expect(header).toEqual({ alg: "EdDSA", kid: key.kid, typ: "JWT" });
    const result = verifyJws(token, { keys: [key.jwk] });
    expect(result.valid).toBe(true);
    expect(result.valid && readClaims(result.payload)).toEqual(claims);
  });

  it("fails when any single byte of the token is changed", () => {
    const key = newKey();
    const token = signJws(claims, key);
    const alphabet = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";
    // Every position in the payload and signature, and a sample of the header.
    let checked = 0;
    for (let i = 0; i < token.length; i += 1) {
      if (token[i] === ".") continue;
      const swapped = alphabet[(alphabet.indexOf(token[i]) + 1) % alphabet.length];
      const tampered = token.slice(0, i) + swapped + token.slice(i + 1);
      const result = verifyJws(tampered, { keys: [key.jwk] });
      // The last character of a base64url part may carry unused bits: only then may a change decode to the same bytes.
      const same = Buffer.from(tampered.split(".")[Math.min(2, tampered.slice(0, i).split(".").length - 1)], "base64url").equals(
        Buffer.from(token.split(".")[Math.min(2, token.slice(0, i).split(".").length - 1)], "base64url"),
      );
      if (!same) {
        expect(result.valid, `byte ${i}`).toBe(false);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(token.length - 10);
  });

  it("fails with a name changed in the payload, re-encoded cleanly", () => {
    const key = newKey();
    const [h, , s] = signJws(claims, key).split(".");
    const forged = Buffer.from(JSON.stringify({ ...claims, learnerName: "Mallory" })).toString("base64url");
    const result = verifyJws(`${h}.${forged}.${s}`, { keys: [key.jwk] });
    expect(result).toMatchObject({ valid: false, reason: expect.stringMatching(/does not match/) });
  });

  it("refuses other algorithms, unknown kids, crit headers and malformed tokens", () => {
    const key = newKey();
    const token = signJws(claims, key);
    const [, p, s] = token.split(".");
    const header = (h: object) => Buffer.from(JSON.stringify(h)).toString("base64url");
    expect(verifyJws(`${header({ alg: "none", kid: key.kid })}.${p}.`, { keys: [key.jwk] }).valid).toBe(false);
    expect(verifyJws(`${header({ alg: "HS256", kid: key.kid })}.${p}.${s}`, { keys: [key.jwk] }).valid).toBe(false);
    expect(verifyJws(`${header({ alg: "EdDSA", kid: key.kid, crit: ["exp"] })}.${p}.${s}`, { keys: [key.jwk] }).valid).toBe(false);
    expect(verifyJws(token, { keys: [newKey().jwk] })).toMatchObject({ valid: false, reason: expect.stringMatching(/No published key/) });
    expect(verifyJws("not a token", { keys: [key.jwk] }).valid).toBe(false);
    expect(verifyJws(`${token}!`, { keys: [key.jwk] }).valid).toBe(false);
  });

  it("still verifies a token signed by a rotated-out key, by its kid, once the key is listed as previous", () => {
    const old = newKey();
    const current = newKey();
    const oldToken = signJws(claims, old);
    const oldPublicDer = createPublicKey(old.privateKey).export({ format: "der", type: "spki" }).toString("base64");
    for (const listed of [oldPublicDer, JSON.stringify(old.jwk), JSON.stringify({ keys: [old.jwk] }), JSON.stringify([old.jwk])]) {
      const previous = parsePreviousKeys(listed);
      expect(previous.map((k) => k.kid)).toEqual([old.kid]);
      const jwks = { keys: [current.jwk, ...previous] };
      const result = verifyJws(oldToken, jwks);
      expect(result).toMatchObject({ valid: true, header: { kid: old.kid } });
    }
    // Without it, the same token does not verify.
    expect(verifyJws(oldToken, { keys: [current.jwk] }).valid).toBe(false);
  });

  it("rejects keys that are not Ed25519", () => {
    const rsa = generateKeyPairSync("rsa", { modulusLength: 1024 }).privateKey.export({ format: "der", type: "pkcs8" }).toString("base64");
    expect(() => parseSigningKey(rsa)).toThrow(/Ed25519/);
    expect(() => parseSigningKey("not-a-key")).toThrow(/PKCS#8/);
    expect(() => parsePreviousKeys('{"kty":"RSA"}')).toThrow(/Ed25519/);
    expect(() => parsePreviousKeys("bm90LWEta2V5")).toThrow(/SPKI/);
  });
});

describe("certificateKeysFrom", () => {
  it("refuses to run in production without a signing key, with the command to make one", () => {
    expect(() => certificateKeysFrom({ production: true })).toThrow(/CERTIFICATE_SIGNING_KEY must be set in production \(openssl genpkey/);
  });

  it("publishes the current key first and the retired ones after it, without duplicates", () => {
    const current = newKey();
    const old = newKey();
    const base64 = current.privateKey.export({ format: "der", type: "pkcs8" }).toString("base64");
    const keys = certificateKeysFrom({ production: true, signingKey: base64, previousKeys: `${JSON.stringify([old.jwk, old.jwk, current.jwk])}` });
    expect(keys.jwks.keys.map((k) => k.kid)).toEqual([current.kid, old.kid]);
    expect(keys.signing.kid).toBe(current.kid);
  });
});
