// Resolves who is calling: the session cookie (browsers) or an `Authorization: Bearer` access
// token (API clients). Either way the role and active flag are re-read from the database on every
// request (STYLE.md habit 3), and the session row must still be live.
import "server-only";
import { decode, encode } from "next-auth/jwt";
import { prisma } from "@/lib/db";
import { getEnv, isProduction } from "@/lib/env";
import { toRole, type Role } from "@/lib/permissions";
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

export async function decodeToken(token: string, typ: TokenPayload["typ"]): Promise<TokenPayload | null> {
  try {
    const payload = await decode({ token, secret: getEnv().NEXTAUTH_SECRET });
    if (!payload || payload.typ !== typ || typeof payload.sid !== "string" || typeof payload.sub !== "string") return null;
    return payload as unknown as TokenPayload;
  } catch {
    return null;
  }
}

export function sessionCookieMaxAge(): number {
  return SESSION_JWT_MAX_AGE_SECONDS;
}

// The session's idle expiry slides forward at most once a minute, so reads stay read-only.
const TOUCH_INTERVAL_MS = 60_000;

/** Looks up a live session and its active user; null when revoked, expired, deactivated or gone. */
export async function loadSession(sessionId: string, userId: string): Promise<Omit<Caller, "via"> | null> {
  const session = await prisma.session.findUnique({
    where: { id: sessionId },
    select: {
      id: true,
      userId: true,
      expiresAt: true,
      revokedAt: true,
      lastSeenAt: true,
      user: { select: { id: true, email: true, name: true, role: true, isActive: true, isEmailVerified: true, avatar: true, twoFactorEnabled: true } },
    },
  });
  const now = new Date();
  if (!session || session.userId !== userId || session.revokedAt || session.expiresAt <= now || !session.user.isActive) {
    return null;
  }
  if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
    await touchSession(session.id, session.userId, session.expiresAt.getTime() - session.lastSeenAt.getTime(), now);
  }
  const { user } = session;
  return {
    sessionId: session.id,
    user: {
      id: user.id,
      email: user.email,
      name: user.name,
      role: toRole(user.role),
      isEmailVerified: user.isEmailVerified,
      avatar: user.avatar,
      twoFactorEnabled: user.twoFactorEnabled,
    },
  };
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

/** The signed-in user for server components and layouts (reads the request's cookies). */
export async function getCurrentUser(): Promise<CurrentUser | null> {
  const { headers } = await import("next/headers");
  const caller = await resolveCaller(await headers());
  return caller?.user ?? null;
}
