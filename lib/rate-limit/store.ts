// The store of the per-address rate limits (lib/rate-limit/index.ts): counters in our own database, so
// several app instances sharing one database share the limits too.
import "server-only";
import { RateLimiterPrisma } from "rate-limiter-flexible";
import { prisma } from "@/lib/db";

/** A limiter of `points` per `duration` seconds whose counters live in the RateLimit table. */
export function databaseRateLimiter(keyPrefix: string, settings: { points: number; duration: number }): RateLimiterPrisma {
  return new RateLimiterPrisma({ storeClient: prisma, tableName: "rateLimit", keyPrefix, ...settings });
}
