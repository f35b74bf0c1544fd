// Which provider sells: PAYMENT_PROVIDER, `test` by default outside production (refused in it by
// lib/env.ts unless ALLOW_TEST_PAYMENTS=1 on a loopback APP_URL), none in production unless Stripe is configured (free courses only then).
import "server-only";
import { getEnv, testPaymentsEscape } from "@/lib/env";
import { stripeProvider } from "./stripe-provider";
import { testProvider } from "./test-provider";
import type { PaymentProvider, ProviderName } from "./types";

/** The test provider runs outside production, and in it only through the loopback-only escape. */
export function testPaymentsAllowed(): boolean {
  const env = getEnv();
  return env.NODE_ENV !== "production" || testPaymentsEscape(env);
}

export function providerName(): ProviderName | null {
  const env = getEnv();
  const chosen = env.PAYMENT_PROVIDER || (env.NODE_ENV === "production" ? "none" : "test");
  if (chosen === "none") return null;
  if (chosen === "test" && !testPaymentsAllowed()) return null;
  return chosen;
}

export function activeProvider(): PaymentProvider | null {
  const name = providerName();
  return name ? providerByName(name) : null;
}

/** The provider an existing order was paid through (refunds go back the same way). */
export function providerByName(name: string): PaymentProvider | null {
  if (name === "stripe") return stripeProvider;
  if (name === "test" && testPaymentsAllowed()) return testProvider;
  return null;
}
