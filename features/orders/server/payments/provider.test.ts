// Which provider sells: test by default outside production, refused in production, Stripe only
// when configured.
import { afterEach, describe, expect, it, vi } from "vitest";

const saved = { ...process.env };
afterEach(() => {
  process.env = { ...saved };
  vi.resetModules();
});

async function load(env: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [k, v] of Object.entries(env)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  const { getEnv } = await import("@/lib/env");
  const { providerName } = await import("./provider");
  return { getEnv, providerName };
}

const PROD = { NODE_ENV: "production", NEXTAUTH_SECRET: "x".repeat(40), CERTIFICATE_SIGNING_KEY: "MC4CAQAwBQYDK2VwBCIEIB6aZ4Ld0Yb4bY3Wbe8lXyV7tW2wQ1b8p1Lh7yQmZ9Xk" };

describe("payment provider choice", () => {
  it("is test by default outside production", async () => {
    const { providerName } = await load({ NODE_ENV: "test", PAYMENT_PROVIDER: undefined });
    expect(providerName()).toBe("test");
  });

  it("sells free courses only in production without a provider, and refuses the test provider there", async () => {
    const none = await load({ ...PROD, PAYMENT_PROVIDER: undefined });
    expect(none.providerName()).toBeNull();
    const refused = await load({ ...PROD, PAYMENT_PROVIDER: "test" });
    expect(() => refused.getEnv()).toThrow(/PAYMENT_PROVIDER=test .* refused in production/);
  });

  it("honours ALLOW_TEST_PAYMENTS=1 in production only when APP_URL is loopback", async () => {
    for (const url of ["http://127.0.0.1:3230", "http://localhost:3000", "http://[::1]:3000"]) {
      const escaped = await load({ ...PROD, PAYMENT_PROVIDER: "test", ALLOW_TEST_PAYMENTS: "1", APP_URL: url });
      expect(escaped.providerName(), url).toBe("test");
    }
    const publicSite = await load({ ...PROD, PAYMENT_PROVIDER: "test", ALLOW_TEST_PAYMENTS: "1", APP_URL: "https://masterly.example.com" });
    expect(() => publicSite.getEnv()).toThrow(/ALLOW_TEST_PAYMENTS=1 is allowed in production only when APP_URL is a loopback address/);
    expect(() => publicSite.providerName()).toThrow();
    // A loopback-looking name inside another host is not loopback.
    const lookalike = await load({ ...PROD, PAYMENT_PROVIDER: "test", ALLOW_TEST_PAYMENTS: "1", APP_URL: "https://localhost.example.com" });
    expect(() => lookalike.getEnv()).toThrow(/loopback/);
    const withoutEscape = await load({ ...PROD, PAYMENT_PROVIDER: "test", ALLOW_TEST_PAYMENTS: undefined, APP_URL: "http://127.0.0.1:3230" });
    expect(() => withoutEscape.getEnv()).toThrow(/refused in production/);
  });

  it("requires Stripe's keys with PAYMENT_PROVIDER=stripe", async () => {
    const missing = await load({ NODE_ENV: "test", PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: undefined, STRIPE_WEBHOOK_SECRET: undefined });
    expect(() => missing.getEnv()).toThrow(/STRIPE_SECRET_KEY must be set[\s\S]*STRIPE_WEBHOOK_SECRET must be set/);
    const ok = await load({ ...PROD, PAYMENT_PROVIDER: "stripe", STRIPE_SECRET_KEY: "sk_live_x", STRIPE_WEBHOOK_SECRET: "whsec_x" });
    expect(ok.providerName()).toBe("stripe");
  });
});
