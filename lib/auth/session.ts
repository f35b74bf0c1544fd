// Resolves who is calling: the session cookie (browsers) or an `Authorization: Bearer` access
// token (API clients). Either way the role and active flag are re-read from the database
// (docs/decisions/015-sessions-as-rows.md; kept at most a moment per instance and forgotten on any write to them, lib/db/auth-cache.ts),
// and the session row must still be live.
import "server-only";
import { decode, encode } from "next-auth/jwt";
import { prisma } from "@/lib/db";
import { getEnv, isProduction } from "@/lib/env";
import { toRole, type Role } from "@/lib/permissions";
import { cachedAuth, forgetAuthEntry } from "@/lib/db/auth-cache";
import { SESSION_JWT_MAX_AGE_SECONDS, sessionCookieName, type TokenPayload } from "./constants";

export type CurrentUser = {
  id: string;
  email: string;
  name: string;
  role: Role;
  isEmailVerified: boolean;
  avatar: string | null;
  twoFactorEnabled: boolean;
};

export type Caller = { user: CurrentUser; sessionId: string; via: "cookie" | "bearer" };

export const SESSION_COOKIE = () => sessionCookieName(isProduction());

export async function encodeToken(payload: TokenPayload, maxAge: number): Promise<string> {
  return encode({ token: { ...payload }, secret: getEnv().NEXTAUTH_SECRET, maxAge });
}

/**
 * Tokens this instance has already decrypted, by their exact text (docs/decisions/008-session-cache.md): next-auth derives
 * the key with HKDF and decrypts on every call, a fixed ~0.1 ms per request that a client sending the
 * same cookie or bearer again need not pay twice. Only tokens that decoded are kept, each until its
 * own expiry (plus next-auth's 15 s clock tolerance), the least recently used going past MAX_DECODED.
 * The session row is still read on every request: revocation and role changes apply at once.
 */
const MAX_DECODED = 1_000;
const CLOCK_TOLERANCE_MS = 15_000;
type Decoded = { payload: TokenPayload & { exp?: number }; secret: string; expires: number };
const decoded = new Map<string, Decoded>();

export function decodedTokenCacheSize(): number {
  return decoded.size;
}

export async function decodeToken(token: string, typ: TokenPayload["typ"]): Promise<TokenPayload | null> {
  const secret = getEnv().NEXTAUTH_SECRET;
  const hit = decoded.get(token);
  if (hit) {
    decoded.delete(token);
    if (hit.secret === secret && hit.expires > Date.now()) {
      decoded.set(token, hit);
      return hit.payload.typ === typ ? hit.payload : null;
    }
  }
  let payload: TokenPayload & { exp?: number };
  try {
    const raw = await decode({ token, secret });
    if (!raw || (raw.typ !== "session" && raw.typ !== "access") || typeof raw.sid !== "string" || typeof raw.sub !== "string") return null;
    payload = raw as unknown as TokenPayload & { exp?: number };
  } catch {
    return null;
  }
  if (typeof payload.exp === "number") {
    decoded.set(token, { payload, secret, expires: payload.exp * 1000 + CLOCK_TOLERANCE_MS });
    if (decoded.size > MAX_DECODED) decoded.delete(decoded.keys().next().value as string);
  }
  return payload.typ === typ ? payload : null;
}

export function sessionCookieMaxAge(): number {
  return SESSION_JWT_MAX_AGE_SECONDS;
}

// The session's idle expiry slides forward at most once a minute, so reads stay read-only.
const TOUCH_INTERVAL_MS = 60_000;

type SessionRow = {
  id: string;
  userId: string;
  expiresAt: unknown;
  revokedAt: unknown;
  lastSeenAt: unknown;
  email: string;
  name: string;
  role: string;
  isActive: unknown;
  isEmailVerified: unknown;
  avatar: string | null;
  twoFactorEnabled: unknown;
};

// Raw rows come back as the driver gives them: SQLite has no boolean or date type of its own.
const asDate = (value: unknown): Date | null => (value === null || value === undefined ? null : value instanceof Date ? value : new Date(value as string | number));
const asBool = (value: unknown): boolean => value === true || value === 1 || value === 1n || value === "1" || value === "true";

type SessionState = {
  id: string;
  userId: string;
  expiresAt: Date | null;
  revokedAt: Date | null;
  lastSeenAt: Date | null;
  isActive: boolean;
  user: CurrentUser;
};

/**
 * The session row and its user, as one SQL statement written out (portable to both databases)
 * rather than a Prisma query, whose plan is compiled anew on each call: that cost ~5× the statement
 * itself (docs/decisions/008-session-cache.md).
 */
async function readSession(sessionId: string): Promise<SessionState | null> {
  const rows = await prisma.$queryRaw<SessionRow[]>`
    SELECT s."id", s."userId", s."expiresAt", s."revokedAt", s."lastSeenAt",
           u."email", u."name", u."role", u."isActive", u."isEmailVerified", u."avatar", u."twoFactorEnabled"
    FROM "Session" s JOIN "User" u ON u."id" = s."userId"
    WHERE s."id" = ${sessionId}`;
  const session = rows[0];
  if (!session) return null;
  return {
    id: session.id,
    userId: session.userId,
    expiresAt: asDate(session.expiresAt),
    revokedAt: asDate(session.revokedAt),
    lastSeenAt: asDate(session.lastSeenAt),
    isActive: asBool(session.isActive),
    user: {
      id: session.userId,
      email: session.email,
      name: session.name,
      role: toRole(session.role),
      isEmailVerified: asBool(session.isEmailVerified),
      avatar: session.avatar,
      twoFactorEnabled: asBool(session.twoFactorEnabled),
    },
  };
}

/**
 * Looks up a live session and its active user; null when revoked, expired, deactivated or gone.
 * Every request pays for this, so the row is kept for a moment per instance (lib/db/auth-cache.ts:
 * any write to a session, user or setting forgets it at once) and judged afresh on every request.
 */
export async function loadSession(sessionId: string, userId: string): Promise<Omit<Caller, "via"> | null> {
  const key = `session:${sessionId}`;
  const session = await cachedAuth(key, () => readSession(sessionId), (row) => row !== null);
  const now = new Date();
  const { expiresAt, lastSeenAt } = session ?? {};
  if (!session || !expiresAt || !lastSeenAt || session.userId !== userId || session.revokedAt || expiresAt <= now || !session.isActive) {
    return null;
  }
  if (now.getTime() - lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(session.id, session.userId, expiresAt.getTime() - lastSeenAt.getTime(), now);
    forgetAuthEntry(key);
  }
  // A copy: the kept row is shared by every request that reads it.
  return { sessionId: session.id, user: { ...session.user } };
}

async function touchSession(id: string, userId: string, idleMs: number, now: Date) {
  await prisma.$transaction([
    prisma.session.update({ where: { id }, data: { lastSeenAt: now, expiresAt: new Date(now.getTime() + idleMs) } }),
    prisma.user.update({ where: { id: userId }, data: { lastActivityAt: now } }),
  ]);
}

function bearerToken(headers: Headers): string | null {
  const header = headers.get("authorization");
  const match = header?.match(/^Bearer\s+(.+)$/i);
  return match ? match[1].trim() : null;
}

function cookieValue(headers: Headers, name: string): string | null {
  const cookie = headers.get("cookie");
  if (!cookie) return null;
  for (const part of cookie.split(";")) {
    const index = part.indexOf("=");
    if (index > 0 && part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return null;
}

/** The caller of a request, or null when signed out (or the session is no longer valid). */
export async function resolveCaller(headers: Headers): Promise<Caller | null> {
  const bearer = bearerToken(headers);
  if (bearer) {
    const payload = await decodeToken(bearer, "access");
    const loaded = payload && (await loadSession(payload.sid, payload.sub));
    return loaded ? { ...loaded, via: "bearer" } : null;
  }
  const cookie = cookieValue(headers, SESSION_COOKIE());
  if (!cookie) return null;
  const payload = await decodeToken(cookie, "session");
  const loaded = payload && (await loadSession(payload.sid, payload.sub));
  return loaded ? { ...loaded, via: "cookie" } : null;
}
