// The official Stripe SDK, configured from the environment. STRIPE_API_URL points its host, port and
// protocol at another server (stripe-mock, or the loopback fake of the tests).
import "server-only";
import Stripe from "stripe";
import { getEnv } from "@/lib/env";

let cached: { key: string; url: string | undefined; client: Stripe } | undefined;

export function stripeClient(): Stripe {
  const { STRIPE_SECRET_KEY, STRIPE_API_URL } = getEnv();
  const key = STRIPE_SECRET_KEY || "sk_test_not_configured";
  if (cached && cached.key === key && cached.url === STRIPE_API_URL) return cached.client;
  const config: Stripe.StripeConfig = { maxNetworkRetries: 1, timeout: 20_000 };
  if (STRIPE_API_URL) {
    const url = new URL(STRIPE_API_URL);
    config.host = url.hostname;
    config.port = url.port || (url.protocol === "http:" ? "80" : "443");
    config.protocol = url.protocol === "http:" ? "http" : "https";
  }
  cached = { key, url: STRIPE_API_URL, client: new Stripe(key, config) };
  return cached.client;
}
