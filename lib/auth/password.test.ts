import bcrypt from "bcryptjs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { BCRYPT_COST, bcryptCost, hashPassword, verifyPassword } from "./password";

describe("lib/auth/password", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("hashes with bcrypt at cost 10 or more, salted", async () => {
    vi.stubEnv("BCRYPT_TEST_COST", "");
    const a = await hashPassword("correct horse");
    const b = await hashPassword("correct horse");
    expect(a).toMatch(/^\$2[aby]\$\d\d\$/);
    expect(bcrypt.getRounds(a)).toBeGreaterThanOrEqual(10);
    expect(BCRYPT_COST).toBeGreaterThanOrEqual(10);
    expect(a).not.toBe(b);
    expect(a).not.toContain("correct horse");
  });

  it("hashes at a lower cost only in a test run that asks for it (BCRYPT_TEST_COST)", () => {
    vi.stubEnv("BCRYPT_TEST_COST", "4");
    expect(bcryptCost()).toBe(4);
    for (const env of ["production", "development"]) {
      vi.stubEnv("NODE_ENV", env);
      expect(bcryptCost(), env).toBe(BCRYPT_COST);
    }
    vi.stubEnv("NODE_ENV", "test");
    for (const value of ["", "3", "10", "12", "4.5", "x"]) {
      vi.stubEnv("BCRYPT_TEST_COST", value);
      expect(bcryptCost(), value).toBe(BCRYPT_COST);
    }
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

  it("runs a full bcrypt comparison for an account without a hash (no timing oracle for emails)", async () => {
    const compare = vi.spyOn(bcrypt, "compare");
    try {
      const hash = await hashPassword("correct horse");
      await verifyPassword("wrong", hash);
      await verifyPassword("wrong", null);
      await verifyPassword("wrong", undefined);
      expect(compare).toHaveBeenCalledTimes(3);
      const [known, unknown, missing] = compare.mock.calls.map(([, against]) => String(against));
      expect(known).toBe(hash);
      // The stand-in is a well-formed hash of the same cost: bcrypt walks every round for it, as it
      // does for a real one, instead of rejecting a malformed hash at once.
      expect(missing).toBe(unknown);
      expect(unknown).toMatch(/^\$2[aby]\$\d\d\$[./A-Za-z0-9]{53}$/);
      expect(bcrypt.getRounds(unknown)).toBe(bcrypt.getRounds(hash));
      expect(bcrypt.hashSync("wrong", bcrypt.getSalt(unknown))).toHaveLength(60);
    } finally {
      compare.mockRestore();
    }
  });
});
