// Bogus reset requests were once hashed with bcrypt before the token was looked at,
// with no limit, so a few dozen of them slowed the whole server. The token is checked first and
// each client address has a budget (RATE_LIMIT_LOGIN_PER_15_MIN; docs/security.md §5).
import { afterEach, describe, expect, it, vi } from "vitest";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { getEnv } from "@/lib/env";
import { call, type RouteFn } from "@/test/helpers";

const send = (ip: string, token = "bogus-token-".padEnd(43, "x")) =>
  call(resetPassword as RouteFn, { method: "POST", body: { token, password: "p".repeat(72) }, headers: { "x-real-ip": ip } });

describe("POST /api/auth/reset-password under attack", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it("answers bogus tokens until the address's budget is spent, then 429 with Retry-After; other addresses are unaffected", async () => {
    const limit = getEnv().RATE_LIMIT_LOGIN_PER_15_MIN;
    for (let i = 1; i <= limit; i += 1) {
      const res = await send("203.0.113.70");
      expect(res.status, `attempt ${i}`).toBe(400);
      expect(res.body.code).toBe("INVALID_TOKEN");
    }
    const over = await send("203.0.113.70");
    expect(over.status).toBe(429);
    expect(Number(over.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await send("203.0.113.71")).status).toBe(400);
  });

  it("refuses a bogus token without paying for a password hash", async () => {
    // bcrypt at cost 10 takes tens of milliseconds; a refusal must cost well under one hash. At the
    // production cost, as a refusal that hashed would be no cheaper than the hash it is measured against.
    vi.stubEnv("BCRYPT_TEST_COST", "");
    const started = performance.now();
    for (let i = 0; i < 20; i += 1) await send(`203.0.113.${100 + i}`);
    const perRefusal = (performance.now() - started) / 20;
    const { hashPassword } = await import("@/lib/auth/password");
    const hashStarted = performance.now();
    await hashPassword("p".repeat(72));
    const oneHash = performance.now() - hashStarted;
    expect(perRefusal).toBeLessThan(oneHash / 2);
  });
});
