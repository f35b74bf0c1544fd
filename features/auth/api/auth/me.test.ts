import { describe, expect, it } from "vitest";
import { GET as me } from "@/app/api/auth/me/route";
import { POST as login } from "@/app/api/auth/login/route";
import { prisma } from "@/lib/db";
import { encodeToken } from "@/lib/auth/session";
import { bearerHeaders, call, createUser, findSecrets, sessionHeaders, type RouteFn } from "@/test/helpers";

async function getMe(headers: Record<string, string> = {}) {
  const res = await call(me as RouteFn, { headers });
  expect(findSecrets(res.text), "secrets in /me").toEqual([]);
  return res;
}

type MeUser = Record<string, unknown>;

describe("GET /api/auth/me", () => {
  it("returns the signed-in user for the session cookie and for a bearer token", async () => {
    const user = await createUser({ role: "admin", name: "Ada Admin", department: "Engineering", phoneNumber: "+1 555 0100" });
    const expected = {
      _id: user.id,
      email: user.email,
      name: "Ada Admin",
      role: "admin",
      isEmailVerified: true,
      avatar: null,
      department: "Engineering",
      phoneNumber: "+1 555 0100",
      twoFactorEnabled: false,
      createdAt: expect.any(String),
    };
    const viaCookie = await getMe(await sessionHeaders(user));
    expect(viaCookie.status).toBe(200);
    expect((viaCookie.body.data as { user: MeUser }).user).toEqual(expected);

    const viaBearer = await getMe(await bearerHeaders(user));
    expect(viaBearer.status).toBe(200);
    expect((viaBearer.body.data as { user: MeUser }).user).toEqual(expected);
  });

  it("works with the tokens /login hands out", async () => {
    const user = await createUser({ role: "user" });
    const res = await call(login as RouteFn, { method: "POST", body: { email: user.email, password: user.password }, headers: { "x-real-ip": "10.5.0.1" } });
    const { token } = res.body.data as { token: string };
    const cookie = res.headers.getSetCookie()[0].split(";")[0];
    expect((await getMe({ authorization: `Bearer ${token}` })).status).toBe(200);
    expect((await getMe({ cookie })).status).toBe(200);
  });

  it("answers 401 when signed out or the credentials are not valid", async () => {
    const anonymous = await getMe();
    expect(anonymous.status).toBe(401);
    expect(anonymous.body).toEqual({ message: "You must be signed in to do that", code: "UNAUTHORIZED" });
    expect((await getMe({ cookie: "next-auth.session-token=not-a-jwt" })).status).toBe(401);
    expect((await getMe({ authorization: "Bearer not-a-jwt" })).status).toBe(401);
  });

  it("does not accept a cookie token as a bearer token, or an access token as the cookie", async () => {
    const user = await createUser();
    const cookie = (await sessionHeaders(user)).cookie;
    const cookieToken = cookie.slice(cookie.indexOf("=") + 1);
    expect((await getMe({ authorization: `Bearer ${cookieToken}` })).status).toBe(401);
    const access = (await bearerHeaders(user)).authorization.replace("Bearer ", "");
    expect((await getMe({ cookie: `next-auth.session-token=${access}` })).status).toBe(401);
  });

  it("does not accept a token signed with another secret", async () => {
    const user = await createUser();
    const { encode } = await import("next-auth/jwt");
    const session = await prisma.session.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 3_600_000) } });
    const forged = await encode({ token: { sub: user.id, sid: session.id, typ: "access", role: "admin" }, secret: "some-other-secret-of-enough-length", maxAge: 900 });
    expect((await getMe({ authorization: `Bearer ${forged}` })).status).toBe(401);
    const genuine = await encodeToken({ sub: user.id, sid: session.id, typ: "access", role: "user", name: user.name, email: user.email }, 900);
    expect((await getMe({ authorization: `Bearer ${genuine}` })).status).toBe(200);
  });

  it("refuses a revoked or expired session and a deactivated account on the next request", async () => {
    const user = await createUser();
    const headers = await sessionHeaders(user);
    expect((await getMe(headers)).status).toBe(200);
    await prisma.session.updateMany({ where: { userId: user.id }, data: { revokedAt: new Date() } });
    expect((await getMe(headers)).status).toBe(401);

    const expiring = await bearerHeaders(user);
    await prisma.session.updateMany({ where: { userId: user.id, revokedAt: null }, data: { expiresAt: new Date(Date.now() - 1000) } });
    expect((await getMe(expiring)).status).toBe(401);

    const fresh = await sessionHeaders(user);
    expect((await getMe(fresh)).status).toBe(200);
    await prisma.user.update({ where: { id: user.id }, data: { isActive: false } });
    expect((await getMe(fresh)).status).toBe(401);
  });

  it("reads the role from the database, so a demotion shows at once", async () => {
    const user = await createUser({ role: "admin" });
    const headers = await bearerHeaders(user);
    await prisma.user.update({ where: { id: user.id }, data: { role: "staff" } });
    const res = await getMe(headers);
    expect((res.body.data as { user: MeUser }).user.role).toBe("staff");
  });
});
