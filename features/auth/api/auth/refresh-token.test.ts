import { describe, expect, it } from "vitest";
import { decode } from "next-auth/jwt";
import { POST as refresh } from "@/app/api/auth/refresh-token/route";
import { GET as me } from "@/app/api/auth/me/route";
import { prisma } from "@/lib/db";
import { getEnv } from "@/lib/env";
import { hashToken } from "@/lib/auth/tokens";
import { call, createUser, findSecrets, type RouteFn } from "@/test/helpers";
import { authClient } from "./test-helpers";

const { send, signIn } = authClient("10.3.0");

async function meStatus(headers: Record<string, string>): Promise<number> {
  const res = await call(me as RouteFn, { headers });
  expect(findSecrets(res.text)).toEqual([]);
  return res.status;
}

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe("POST /api/auth/refresh-token", () => {
  it("rotates: each call answers a new pair, and the new pair works", async () => {
    const user = await createUser();
    const first = await signIn(user);

    const second = await send(refresh, { refreshToken: first.refreshToken });
    expect(second.status).toBe(200);
    expect(second.body).toEqual({ accessToken: expect.any(String), refreshToken: expect.any(String) });
    const pair2 = second.body as { accessToken: string; refreshToken: string };
    expect(pair2.refreshToken).not.toBe(first.refreshToken);
    expect(pair2.accessToken).not.toBe(first.token);
    expect(await meStatus(bearer(pair2.accessToken))).toBe(200);

    const third = await send(refresh, { refreshToken: pair2.refreshToken });
    expect(third.status).toBe(200);
    const pair3 = third.body as { accessToken: string; refreshToken: string };
    expect(await meStatus(bearer(pair3.accessToken))).toBe(200);

    // One family: every token belongs to the login's session; only the newest is unrotated.
    const rows = await prisma.refreshToken.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    expect(rows).toHaveLength(3);
    expect(new Set(rows.map((r) => r.sessionId)).size).toBe(1);
    expect(rows.map((r) => Boolean(r.rotatedAt))).toEqual([true, true, false]);
    expect(rows[2].tokenHash).toBe(hashToken(pair3.refreshToken));
  });

  it("issues short-lived access tokens (about 15 minutes)", async () => {
    const user = await createUser();
    const { refreshToken } = await signIn(user);
    const res = await send(refresh, { refreshToken });
    const payload = await decode({ token: (res.body as { accessToken: string }).accessToken, secret: getEnv().NEXTAUTH_SECRET });
    expect(payload?.sub).toBe(user.id);
    expect(payload?.typ).toBe("access");
    const lifetime = Number(payload?.exp) - Number(payload?.iat);
    expect(lifetime).toBe(15 * 60);
  });

  it("treats reuse of a rotated token as theft: 401 REFRESH_TOKEN_REUSED and the whole family is revoked", async () => {
    const user = await createUser();
    const stolen = await signIn(user);
    const other = await signIn(user); // another device of the same user

    const rotated = await send(refresh, { refreshToken: stolen.refreshToken });
    expect(rotated.status).toBe(200);
    const newest = rotated.body as { accessToken: string; refreshToken: string };

    const reuse = await send(refresh, { refreshToken: stolen.refreshToken });
    expect(reuse.status).toBe(401);
    expect(reuse.body.code).toBe("REFRESH_TOKEN_REUSED");
    expect(reuse.body.message).toEqual(expect.any(String));

    // The newest token of the family fails too, and so does everything tied to that session.
    const newestAgain = await send(refresh, { refreshToken: newest.refreshToken });
    expect(newestAgain.status).toBe(401);
    expect(await meStatus(bearer(newest.accessToken))).toBe(401);
    expect(await meStatus(bearer(stolen.token))).toBe(401);
    expect(await meStatus({ cookie: stolen.cookie })).toBe(401);
    const sessions = await prisma.session.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } });
    expect(sessions[0].revokedAt).not.toBeNull();
    expect(await prisma.refreshToken.count({ where: { sessionId: sessions[0].id, revokedAt: null } })).toBe(0);

    // The user's other session is a different family and keeps working.
    expect(sessions[1].revokedAt).toBeNull();
    expect(await meStatus({ cookie: other.cookie })).toBe(200);
    expect((await send(refresh, { refreshToken: other.refreshToken })).status).toBe(200);
  });

  it("refuses unknown, expired and malformed tokens", async () => {
    const unknown = await send(refresh, { refreshToken: "x".repeat(43) });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual({ message: "The refresh token is invalid or expired", code: "INVALID_REFRESH_TOKEN" });

    const user = await createUser();
    const { refreshToken } = await signIn(user);
    await prisma.refreshToken.updateMany({ where: { tokenHash: hashToken(refreshToken) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const expired = await send(refresh, { refreshToken });
    expect(expired.status).toBe(401);
    expect(expired.body.code).toBe("INVALID_REFRESH_TOKEN");

    const missing = await send(refresh, {});
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toHaveProperty("refreshToken");
    const short = await send(refresh, { refreshToken: "abc" });
    expect(short.status).toBe(422);
    const wrongType = await send(refresh, { refreshToken: 12345 });
    expect(wrongType.status).toBe(422);
  });

  it("refuses a refresh token whose session has ended or whose account was deactivated", async () => {
    const user = await createUser();
    const a = await signIn(user);
    await prisma.session.updateMany({ where: { userId: user.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await send(refresh, { refreshToken: a.refreshToken })).status).toBe(401);

    const b = await signIn(user);
    await prisma.user.update({ where: { id: user.id }, data: { isActive: false } });
    const res = await send(refresh, { refreshToken: b.refreshToken });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe("INVALID_REFRESH_TOKEN");
  });
});
