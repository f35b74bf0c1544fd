// Names and lifetimes shared by the proxy, the session helpers and the login endpoint.

/** next-auth's cookie names, so the proxy's getToken() reads what /api/auth/login writes. */
export function sessionCookieName(secure: boolean): string {
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/** Upper bound on the cookie's JWT; the session row's expiry (sessionTimeout) is what really ends it. */
export const SESSION_JWT_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;
export const LOCKOUT_MINUTES = 15;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const VERIFY_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const INVITE_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** An admin-created account's "set your password" link (docs/security.md §2). */
export const SET_PASSWORD_TOKEN_TTL_MS = 7 * 24 * 60 * 60 * 1000;

export type TokenPayload = {
  sub: string;
  sid: string;
  typ: "session" | "access";
  role: string;
  name: string;
  email: string;
};
