// Sign-in, sessions and tokens. /api/auth/login is the only way in (next-auth's own endpoints are
// closed), so `authenticate` and the login route's rate limit see every attempt.
import "server-only";
import { prisma } from "@/lib/db";
import { DomainError, forbidden, tooManyRequests, unauthorized } from "@/lib/errors/domain";
import { getSettings } from "@/lib/settings/store";
import { logActivity } from "@/lib/audit/log";
import { toRole } from "@/lib/permissions";
import type { PublicUser } from "../schema";
import {
  ACCESS_TOKEN_TTL_SECONDS,
  LOCKOUT_MINUTES,
  REFRESH_TOKEN_TTL_SECONDS,
  SESSION_JWT_MAX_AGE_SECONDS,
} from "@/lib/auth/constants";
import { clearFailures, countFailure, lockAlertAllowed, lockedSeconds } from "./lockout";
import { announceLock, lockAlertEmails, queueLockAlerts } from "./lock-alerts";
import { verifyPassword } from "@/lib/auth/password";
import { encodeToken } from "@/lib/auth/session";
import { hashToken, newToken } from "@/lib/auth/tokens";
import { verifySecondFactor } from "./two-factor";

export const INVALID_CREDENTIALS = "Invalid email or password";
export const TWO_FACTOR_REQUIRED_MESSAGE = "Enter the 6-digit code from your authenticator app";

type UserRow = { id: string; email: string; name: string; role: string; isEmailVerified: boolean; avatar: string | null };

export function toPublicUser(user: UserRow): PublicUser {
  return { _id: user.id, email: user.email, name: user.name, role: toRole(user.role), isEmailVerified: user.isEmailVerified, avatar: user.avatar };
}

/**
 * Checks credentials with lockout (maxLoginAttempts, docs/product.md §9; 15 minutes, counted per account and
 * client address: features/auth/server/lockout.ts), the active flag and, when required, a verified email.
 * Unknown email and wrong password answer alike, lock included.
 * An account with two-factor sign-in on also needs `code` (TOTP or recovery code), whatever the
 * site setting (which only decides who must enrol, docs/security.md §6): none → 401 TWO_FACTOR_REQUIRED (not a failed attempt); a wrong one counts.
 */
export async function authenticate(email: string, password: string, options: { code?: string; client?: string } = {}): Promise<UserRow> {
  const client = options.client ?? "unknown";
  const security = await getSettings("security");
  const user = await prisma.user.findUnique({
    where: { email },
    select: {
      id: true, email: true, name: true, role: true, isActive: true, isEmailVerified: true, avatar: true, passwordHash: true,
      failedLoginCount: true, lockedUntil: true, twoFactorEnabled: true,
    },
  });
  const now = new Date();
  const locked = await lockedSeconds(email, client, security.maxLoginAttempts);
  if (locked) throw lockedError(locked);
  const ok = await verifyPassword(password, user?.passwordHash);
  if (!user || !ok) {
    await recordFailure(email, client, user, security.maxLoginAttempts, now);
    throw unauthorized(INVALID_CREDENTIALS, "INVALID_CREDENTIALS");
  }
  if (!user.isActive) throw forbidden("This account has been deactivated. Please contact an administrator.", "ACCOUNT_INACTIVE");
  if (security.requireEmailVerification && !user.isEmailVerified) {
    throw forbidden("Please verify your email address before signing in. Check your inbox or resend the verification email.", "EMAIL_NOT_VERIFIED");
  }
  if (user.twoFactorEnabled) {
    if (!options.code) throw unauthorized(TWO_FACTOR_REQUIRED_MESSAGE, "TWO_FACTOR_REQUIRED");
    if (!(await verifySecondFactor(user.id, options.code))) {
      await recordFailure(email, client, user, security.maxLoginAttempts, now);
      throw unauthorized(`That code is not valid. ${TWO_FACTOR_REQUIRED_MESSAGE}, or one of your recovery codes.`, "TWO_FACTOR_INVALID");
    }
  }
  await clearFailures(email, client);
  if (user.failedLoginCount > 0 || user.lockedUntil) {
    await prisma.user.update({ where: { id: user.id }, data: { failedLoginCount: 0, lockedUntil: null } });
  }
  return user;
}

function lockedError(seconds: number): DomainError {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return tooManyRequests(
    `This account is locked after too many failed sign-in attempts. Try again in ${minutes} minute${minutes === 1 ? "" : "s"}.`,
    seconds,
    "ACCOUNT_LOCKED",
  );
}

// The enforced count is per account and client (lockout.ts). The user row keeps a record for
// admins: failures since the last success, and lockedUntil = the latest lock from any address.
async function recordFailure(
  email: string,
  client: string,
  user: { id: string; email: string; name: string } | null,
  maxAttempts: number,
  now: Date,
) {
  if (user) await prisma.user.update({ where: { id: user.id }, data: { failedLoginCount: { increment: 1 } } });
  if (!(await countFailure(email, client, maxAttempts))) return;
  if (user) {
    const lockedUntil = new Date(now.getTime() + LOCKOUT_MINUTES * 60_000);
    const alerted = await lockAlertAllowed(user.id);
    const alerts = alerted ? await lockAlertEmails(user) : [];
    // The lock, its audit line and the admins' emails commit together (docs/domain/jobs.md).
    await prisma.$transaction(async (tx) => {
      await tx.user.update({ where: { id: user.id }, data: { lockedUntil, failedLoginCount: 0 } });
      await logActivity(
        {
          type: "account_locked",
          message: `${user.email} was locked for ${LOCKOUT_MINUTES} minutes after ${maxAttempts} failed sign-in attempts from one address`,
          target: { type: "user", id: user.id },
        },
        tx,
      );
      await queueLockAlerts(alerts, tx);
    });
    if (alerted) await announceLock(user).catch((error) => console.error("[auth] lock alert failed:", error));
  }
  throw lockedError(LOCKOUT_MINUTES * 60);
}

export type IssuedSession = {
  sessionId: string;
  cookieToken: string;
  accessToken: string;
  refreshToken: string;
  remember: boolean;
};

/** Opens a session (idle lifetime = security setting sessionTimeout) and mints its tokens. */
export async function startSession(
  user: UserRow,
  options: { remember?: boolean; userAgent?: string | null; ip?: string | null } = {},
): Promise<IssuedSession> {
  const { sessionTimeout } = await getSettings("security");
  const now = Date.now();
  const refresh = newToken();
  const session = await prisma.session.create({
    data: {
      userId: user.id,
      remember: Boolean(options.remember),
      userAgent: options.userAgent?.slice(0, 300) ?? null,
      ip: options.ip ?? null,
      expiresAt: new Date(now + sessionTimeout * 60_000),
      refreshTokens: { create: { userId: user.id, tokenHash: refresh.hash, expiresAt: new Date(now + REFRESH_TOKEN_TTL_SECONDS * 1000) } },
    },
    select: { id: true },
  });
  await prisma.user.update({ where: { id: user.id }, data: { lastActivityAt: new Date(now) } });
  const base = { sub: user.id, sid: session.id, role: toRole(user.role), name: user.name, email: user.email };
  return {
    sessionId: session.id,
    cookieToken: await encodeToken({ ...base, typ: "session" }, SESSION_JWT_MAX_AGE_SECONDS),
    accessToken: await encodeToken({ ...base, typ: "access" }, ACCESS_TOKEN_TTL_SECONDS),
    refreshToken: refresh.token,
    remember: Boolean(options.remember),
  };
}

/**
 * Exchanges a refresh token for a new pair (rotation). Presenting a token that was already
 * rotated means it leaked: the whole family (the session and all its tokens) is revoked.
 */
export async function rotateRefreshToken(token: string): Promise<{ accessToken: string; refreshToken: string }> {
  const row = await prisma.refreshToken.findUnique({
    where: { tokenHash: hashToken(token) },
    select: {
      id: true,
      sessionId: true,
      expiresAt: true,
      rotatedAt: true,
      revokedAt: true,
      session: { select: { revokedAt: true, expiresAt: true, user: { select: { id: true, email: true, name: true, role: true, isActive: true } } } },
    },
  });
  const invalid = unauthorized("The refresh token is invalid or expired", "INVALID_REFRESH_TOKEN");
  if (!row || row.session.revokedAt) throw invalid;
  if (row.rotatedAt || row.revokedAt) {
    await revokeSession(row.sessionId);
    throw unauthorized("The refresh token was already used; the session has been signed out", "REFRESH_TOKEN_REUSED");
  }
  const now = new Date();
  const { session } = row;
  if (row.expiresAt <= now || session.revokedAt || session.expiresAt <= now || !session.user.isActive) throw invalid;
  const next = newToken();
  const claimed = await prisma.refreshToken.updateMany({ where: { id: row.id, rotatedAt: null }, data: { rotatedAt: now } });
  if (claimed.count === 0) {
    await revokeSession(row.sessionId);
    throw unauthorized("The refresh token was already used; the session has been signed out", "REFRESH_TOKEN_REUSED");
  }
  await prisma.refreshToken.create({
    data: { userId: session.user.id, sessionId: row.sessionId, tokenHash: next.hash, expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_SECONDS * 1000) },
  });
  const { user } = session;
  const accessToken = await encodeToken(
    { sub: user.id, sid: row.sessionId, typ: "access", role: toRole(user.role), name: user.name, email: user.email },
    ACCESS_TOKEN_TTL_SECONDS,
  );
  return { accessToken, refreshToken: next.token };
}

export async function revokeSession(sessionId: string): Promise<void> {
  const now = new Date();
  await prisma.$transaction([
    prisma.session.updateMany({ where: { id: sessionId, revokedAt: null }, data: { revokedAt: now } }),
    prisma.refreshToken.updateMany({ where: { sessionId, revokedAt: null }, data: { revokedAt: now } }),
  ]);
}

/** Signs a user out everywhere (password reset, deactivation), optionally keeping one session. */
export async function revokeAllSessions(userId: string, exceptSessionId?: string): Promise<void> {
  const now = new Date();
  const where = exceptSessionId ? { userId, revokedAt: null, id: { not: exceptSessionId } } : { userId, revokedAt: null };
  const tokenWhere = exceptSessionId ? { userId, revokedAt: null, sessionId: { not: exceptSessionId } } : { userId, revokedAt: null };
  await prisma.$transaction([
    prisma.session.updateMany({ where, data: { revokedAt: now } }),
    prisma.refreshToken.updateMany({ where: tokenWhere, data: { revokedAt: now } }),
  ]);
}
