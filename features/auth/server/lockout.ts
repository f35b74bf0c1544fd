// Failed sign-ins are counted per account *and* client address (docs/security.md §5), so a stranger
// cannot lock someone out of their own account from elsewhere, and unknown emails count exactly as
// known ones, so a lock reveals nothing about who has an account. Counters live in the RateLimit
// table (rate-limiter-flexible's Prisma store), shared by every instance.
import "server-only";
import { RateLimiterPrisma, RateLimiterRes } from "rate-limiter-flexible";
import { prisma } from "@/lib/db";
import { LOCKOUT_MINUTES } from "@/lib/auth/constants";

const WINDOW_SECONDS = LOCKOUT_MINUTES * 60;
/** Lock alerts to admins: one per account per hour, and at most this many per hour in all. */
export const LOCK_ALERTS_PER_HOUR = 10;

let failures: RateLimiterPrisma | undefined;
let alertsPerAccount: RateLimiterPrisma | undefined;
let alertsInAll: RateLimiterPrisma | undefined;

// The threshold is the security setting maxLoginAttempts, which can change at any time, so the store
// only counts; the comparison happens here.
function failureStore(): RateLimiterPrisma {
  failures ??= new RateLimiterPrisma({ storeClient: prisma, tableName: "rateLimit", keyPrefix: "lockout", points: 1_000_000, duration: WINDOW_SECONDS });
  return failures;
}

const keyFor = (email: string, client: string) => `${email.toLowerCase()}|${client}`;

/** Seconds left on the lock of `email` for this client, or null when not locked. */
export async function lockedSeconds(email: string, client: string, maxAttempts: number): Promise<number | null> {
  const res = await failureStore().get(keyFor(email, client));
  return res && res.consumedPoints >= maxAttempts ? Math.max(1, res.msBeforeNext / 1000) : null;
}

/** Counts one failure; true when it reached maxAttempts and the pair is now locked for 15 minutes. */
export async function countFailure(email: string, client: string, maxAttempts: number): Promise<boolean> {
  const key = keyFor(email, client);
  const res = await failureStore().penalty(key, 1);
  if (res.consumedPoints < maxAttempts) return false;
  await failureStore().block(key, WINDOW_SECONDS);
  return true;
}

/** A successful sign-in from this client starts its count again. */
export async function clearFailures(email: string, client: string): Promise<void> {
  await failureStore().delete(keyFor(email, client));
}

/** Lifts every lock on an account (a password reset or change proves the owner). */
export async function clearAllFailures(email: string): Promise<void> {
  await prisma.rateLimit.deleteMany({ where: { key: { startsWith: `lockout:${email.toLowerCase()}|` } } });
}

/** Whether another lock alert may go out now for this account (spends the allowance when it may). */
export async function lockAlertAllowed(userId: string): Promise<boolean> {
  alertsPerAccount ??= new RateLimiterPrisma({ storeClient: prisma, tableName: "rateLimit", keyPrefix: "lock-alert", points: 1, duration: 60 * 60 });
  alertsInAll ??= new RateLimiterPrisma({ storeClient: prisma, tableName: "rateLimit", keyPrefix: "lock-alerts", points: LOCK_ALERTS_PER_HOUR, duration: 60 * 60 });
  try {
    await alertsPerAccount.consume(userId);
    await alertsInAll.consume("all");
    return true;
  } catch (error) {
    if (error instanceof RateLimiterRes) return false;
    throw error;
  }
}
