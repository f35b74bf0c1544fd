// next-auth's own endpoints were once a second sign-in door with no rate limit, a
// 30-day cookie and no revocation check. Every one of them is closed now, even for a live session
// (docs/security.md §2).
import { describe, expect, it } from "vitest";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";
import { GET, POST } from "@/app/api/auth/[...nextauth]/route";

const ENDPOINTS: [string, string[]][] = [
  ["GET", ["csrf"]],
  ["GET", ["providers"]],
  ["GET", ["session"]],
  ["GET", ["signin"]],
  ["POST", ["signin", "credentials"]],
  ["GET", ["signout"]],
  ["POST", ["signout"]],
  ["POST", ["callback", "credentials"]],
  ["GET", ["callback", "credentials"]],
  ["GET", ["error"]],
  ["POST", ["_log"]],
];

describe("next-auth's own endpoints", () => {
  it.each(ENDPOINTS)("%s /api/auth/%s answers 404, sets no cookie and reveals no session", async (method, segments) => {
    const user = await createUser();
    const fn = (method === "GET" ? GET : POST) as unknown as RouteFn;
    const res = await call(fn, {
      method,
      path: `/api/auth/${segments.join("/")}`,
      params: { nextauth: segments } as unknown as Record<string, string>,
      headers: { ...(await sessionHeaders(user)), "x-real-ip": "10.17.1.1" },
      ...(method === "POST" ? { body: { email: user.email, password: user.password, csrfToken: "x" } } : {}),
    });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe("NOT_FOUND");
    expect(res.headers.getSetCookie()).toEqual([]);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(res.text).not.toContain(user.email);
  });
});
