import { describe, expect, it } from "vitest";
import { POST as logout } from "@/app/api/auth/logout/route";
import { POST as refresh } from "@/app/api/auth/refresh-token/route";
import { GET as me } from "@/app/api/auth/me/route";
import { prisma } from "@/lib/db";
import { call, createUser, findSecrets, type CallOptions, type CallResult, type RouteFn } from "@/test/helpers";
import { authClient } from "./test-helpers";

let ipCounter = 0;

async function send(fn: unknown, options: CallOptions): Promise<CallResult> {
  const res = await call(fn as RouteFn, { method: "POST", ...options, headers: { "x-real-ip": `10.4.0.${++ipCounter}`, ...options.headers } });
  expect(findSecrets(res.text), "secrets in a response").toEqual([]);
  return res;
}

// Sign-ins come from their own addresses, apart from the logouts'.
const { signIn } = authClient("10.4.1");

const meStatus = async (headers: Record<string, string>) => (await call(me as RouteFn, { headers })).status;

function expectClearedCookie(res: CallResult) {
  const cleared = res.headers.getSetCookie().find((c) => c.startsWith("next-auth.session-token="));
  expect(cleared, "a Set-Cookie that clears the session cookie").toBeTruthy();
  expect(cleared).toMatch(/^next-auth\.session-token=;/);
  expect(cleared).toMatch(/Max-Age=0/i);
  expect(cleared).toMatch(/Path=\//i);
  expect(cleared).toMatch(/HttpOnly/i);
}

describe("POST /api/auth/logout", () => {
  it("revokes the cookie's session and its refresh tokens, and clears the cookie", async () => {
    const user = await createUser();
    const session = await signIn(user);
    const otherDevice = await signIn(user);
    expect(await meStatus({ cookie: session.cookie })).toBe(200);

    const res = await send(logout, { headers: { cookie: session.cookie } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ message: "You have been logged out." });
    expectClearedCookie(res);

    // The old cookie (say, kept by an attacker) no longer works, nor do the session's tokens.
    expect(await meStatus({ cookie: session.cookie })).toBe(401);
    expect(await meStatus({ authorization: `Bearer ${session.token}` })).toBe(401);
    expect((await send(refresh, { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect(await prisma.session.count({ where: { userId: user.id, revokedAt: { not: null } } })).toBe(1);

    // Only that session: the same user's other device stays signed in.
    expect(await meStatus({ cookie: otherDevice.cookie })).toBe(200);
    expect((await send(refresh, { body: { refreshToken: otherDevice.refreshToken } })).status).toBe(200);
  });

  it("revokes the session of a bearer caller", async () => {
    const user = await createUser();
    const session = await signIn(user);
    const res = await send(logout, { headers: { authorization: `Bearer ${session.token}` } });
    expect(res.status).toBe(200);
    expect(await meStatus({ authorization: `Bearer ${session.token}` })).toBe(401);
    expect(await meStatus({ cookie: session.cookie })).toBe(401);
  });

  it("revokes the session of a refresh token sent in the body (API clients)", async () => {
    const user = await createUser();
    const session = await signIn(user);
    const res = await send(logout, { body: { refreshToken: session.refreshToken } });
    expect(res.status).toBe(200);
    expectClearedCookie(res);
    expect((await send(refresh, { body: { refreshToken: session.refreshToken } })).status).toBe(401);
    expect(await meStatus({ cookie: session.cookie })).toBe(401);
  });

  it("succeeds for a signed-out caller and still clears the cookie", async () => {
    const anonymous = await send(logout, {});
    expect(anonymous.status).toBe(200);
    expectClearedCookie(anonymous);

    const stale = await send(logout, { headers: { cookie: "next-auth.session-token=garbage" }, body: { refreshToken: "y".repeat(43) } });
    expect(stale.status).toBe(200);
    expectClearedCookie(stale);
  });

  it("refuses a cross-site logout (CSRF) and leaves the session alone", async () => {
    const user = await createUser();
    const session = await signIn(user);
    const res = await send(logout, { headers: { cookie: session.cookie, origin: "https://evil.example" } });
    expect(res.status).toBe(403);
    expect(await meStatus({ cookie: session.cookie })).toBe(200);
  });
});
