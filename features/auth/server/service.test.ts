import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { createUser } from "@/test/helpers";
import { authenticate, rotateRefreshToken, startSession, toPublicUser } from "./service";
import { decodeToken, loadSession, resolveCaller } from "@/lib/auth/session";

describe("features/auth/server/service", () => {
  it("exposes only public fields of a user", async () => {
    const user = await createUser({ role: "staff" });
    const row = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    const shown = toPublicUser(row);
    expect(Object.keys(shown).sort()).toEqual(["_id", "avatar", "email", "isEmailVerified", "name", "role"]);
    expect(JSON.stringify(shown)).not.toContain("$2");
  });

  it("maps an unknown stored role to user in the tokens and the public user", async () => {
    const user = await createUser();
    await prisma.user.update({ where: { id: user.id }, data: { role: "superuser" } });
    const row = await authenticate(user.email, user.password);
    expect(toPublicUser(row).role).toBe("user");
    const issued = await startSession(row);
    expect((await decodeToken(issued.cookieToken, "session"))?.role).toBe("user");
  });

  it("mints a session cookie token and an access token that cannot stand in for each other", async () => {
    const user = await createUser();
    const issued = await startSession(await authenticate(user.email, user.password), { remember: true });
    expect(await decodeToken(issued.cookieToken, "session")).toMatchObject({ sub: user.id, sid: issued.sessionId, typ: "session" });
    expect(await decodeToken(issued.accessToken, "access")).toMatchObject({ sub: user.id, sid: issued.sessionId, typ: "access" });
    expect(await decodeToken(issued.cookieToken, "access")).toBeNull();
    expect(await decodeToken(issued.accessToken, "session")).toBeNull();
    const caller = await resolveCaller(new Headers({ authorization: `Bearer ${issued.accessToken}` }));
    expect(caller).toMatchObject({ via: "bearer", sessionId: issued.sessionId, user: { id: user.id } });
  });

  it("slides the session's idle expiry forward when it is used", async () => {
    const user = await createUser();
    const issued = await startSession(await authenticate(user.email, user.password));
    const idle = 120 * 60_000;
    const longAgo = new Date(Date.now() - 10 * 60_000);
    await prisma.session.update({ where: { id: issued.sessionId }, data: { lastSeenAt: longAgo, expiresAt: new Date(longAgo.getTime() + idle) } });
    expect(await loadSession(issued.sessionId, user.id)).not.toBeNull();
    const row = await prisma.session.findUniqueOrThrow({ where: { id: issued.sessionId } });
    expect(row.expiresAt.getTime()).toBeGreaterThan(Date.now() + idle - 5_000);
    // A session id presented with another user's id is refused.
    expect(await loadSession(issued.sessionId, "someone-else")).toBeNull();
  });

  it("two simultaneous rotations of one refresh token cannot both yield a live pair", async () => {
    const user = await createUser();
    const issued = await startSession(await authenticate(user.email, user.password));
    const results = await Promise.allSettled([rotateRefreshToken(issued.refreshToken), rotateRefreshToken(issued.refreshToken)]);
    const live = [];
    for (const r of results) {
      if (r.status === "fulfilled") {
        const caller = await resolveCaller(new Headers({ authorization: `Bearer ${r.value.accessToken}` }));
        if (caller) live.push(r.value);
      }
    }
    expect(live.length).toBeLessThanOrEqual(1);
    expect(results.some((r) => r.status === "rejected")).toBe(true);
  });
});
