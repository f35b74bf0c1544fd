import bcrypt from "bcryptjs";
import { describe, expect, it } from "vitest";
import { BCRYPT_COST, hashPassword, verifyPassword } from "./password";

describe("lib/auth/password", () => {
  it("hashes with bcrypt at cost 10 or more, salted", async () => {
    const a = await hashPassword("correct horse");
    const b = await hashPassword("correct horse");
    expect(a).toMatch(/^\$2[aby]\$\d\d\$/);
    expect(bcrypt.getRounds(a)).toBeGreaterThanOrEqual(10);
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct horse");
  });

  it("verifies the right password only", async () => {
    const hash = await hashPassword("correct horse");
    expect(await verifyPassword("correct horse", hash)).toBe(true);
    expect(await verifyPassword("correct hors", hash)).toBe(false);
    expect(await verifyPassword("Correct horse", hash)).toBe(false);
  });

  it("never accepts a password for an account without one (unknown email, invited user)", async () => {
    expect(await verifyPassword("anything", null)).toBe(false);
    expect(await verifyPassword("anything", undefined)).toBe(false);
    expect(await verifyPassword("", null)).toBe(false);
  });

  it("spends about as long on an unknown account as on a real one (no timing oracle for emails)", async () => {
    const hash = await hashPassword("correct horse");
    const time = async (fn: () => Promise<unknown>) => {
      const start = performance.now();
      for (let i = 0; i < 3; i++) await fn();
      return performance.now() - start;
    };
    const known = await time(() => verifyPassword("wrong", hash));
    const unknown = await time(() => verifyPassword("wrong", null));
    // A missing hash must still run a full bcrypt comparison, not return at once.
    expect(unknown).toBeGreaterThan(known * 0.4);
  });
});
