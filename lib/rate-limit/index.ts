// Per-address rate limits (rate-limiter-flexible) with counters in our own database, so several
// app instances sharing one database share the limits too.
import "server-only";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { databaseRateLimiter } from "./store";
import { getEnv } from "@/lib/env";
import { tooManyRequests } from "@/lib/errors/domain";

export type RateLimiterName = "login" | "email" | "certificate";
type LimiterName = RateLimiterName;

const limiters = new Map<LimiterName, RateLimiterPrisma>();

function limiter(name: LimiterName): RateLimiterPrisma {
  let found = limiters.get(name);
  if (!found) {
    const env = getEnv();
    const settings =
      name === "login"
        ? { points: env.RATE_LIMIT_LOGIN_PER_15_MIN, duration: 15 * 60 }
        : name === "certificate"
          ? { points: env.RATE_LIMIT_CERTIFICATE_LOOKUPS_PER_MINUTE, duration: 60 }
          : { points: env.RATE_LIMIT_EMAIL_PER_HOUR, duration: 60 * 60 };
    found = databaseRateLimiter(name, settings);
    limiters.set(name, found);
  }
  return found;
}

/** Gives back one point for `key` (a sign-in that succeeded does not spend the budget). */
export async function refundRateLimit(name: LimiterName, key: string): Promise<void> {
  await limiter(name).reward(key, 1);
}

/** Counts one attempt for `key`; throws a 429 with Retry-After once the limit is spent. */
export async function consumeRateLimit(name: LimiterName, key: string): Promise<void> {
  try {
    await limiter(name).consume(key);
  } catch (result) {
    if (result instanceof RateLimiterRes) {
      const seconds = Math.ceil(result.msBeforeNext / 1000);
      throw tooManyRequests(`Too many attempts. Please try again in ${Math.max(1, Math.ceil(seconds / 60))} minute(s).`, seconds);
    }
    throw result;
  }
}
