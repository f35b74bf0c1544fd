import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashToken, newToken, safeEqual } from "./tokens";

describe("lib/auth/tokens", () => {
  it("makes 32 random bytes, base64url, and returns its SHA-256 hash beside it", () => {
    const { token, hash } = newToken();
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(Buffer.from(token, "base64url")).toHaveLength(32);
    expect(hash).toBe(createHash("sha256").update(token).digest("hex"));
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(token);
  });

  it("never repeats a token", () => {
    const tokens = new Set(Array.from({ length: 500 }, () => newToken().token));
    expect(tokens.size).toBe(500);
  });

  it("hashes deterministically", () => {
    expect(hashToken("abc")).toBe(hashToken("abc"));
    expect(hashToken("abc")).not.toBe(hashToken("abd"));
  });

  it("compares strings in constant time, including different lengths", () => {
    expect(safeEqual("secret", "secret")).toBe(true);
    expect(safeEqual("secret", "secreT")).toBe(false);
    expect(safeEqual("secret", "secret-longer")).toBe(false);
    expect(safeEqual("", "")).toBe(true);
  });
});
