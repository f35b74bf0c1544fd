// The role guard of proxy.ts (docs/product.md §2 "Dashboard shell", §6): it only redirects, on the word of the
// session cookie's JWT. The database checks behind it are covered by the route and layout tests.
import { describe, expect, it } from "vitest";
import { NextRequest } from "next/server";
import { proxy } from "@/proxy";
import { encodeToken, SESSION_COOKIE } from "@/lib/auth/session";
import { ACCESS_TOKEN_TTL_SECONDS, SESSION_JWT_MAX_AGE_SECONDS } from "@/lib/auth/constants";

async function cookieFor(role: string, typ: "session" | "access" = "session") {
  const token = await encodeToken(
    { sub: "user-1", sid: "session-1", typ, role, name: "Someone", email: "someone@example.test" },
    typ === "session" ? SESSION_JWT_MAX_AGE_SECONDS : ACCESS_TOKEN_TTL_SECONDS,
  );
  return `${SESSION_COOKIE()}=${token}`;
}

async function visit(path: string, cookie?: string) {
  const req = new NextRequest(new URL(path, "http://localhost:3000"), { headers: cookie ? { cookie } : {} });
  const res = await proxy(req);
  const location = res.headers.get("location");
  return { status: res.status, location: location ? new URL(location) : null };
}

describe("proxy.ts role guard", () => {
  it("sends a signed-out visitor of /dashboard/** and /profile to /login with a callbackUrl", async () => {
    for (const path of ["/dashboard", "/dashboard/staff", "/dashboard/questions/abc/edit?tab=2", "/profile"]) {
      const res = await visit(path);
      expect(res.status, path).toBe(307);
      expect(res.location?.pathname).toBe("/login");
      expect(res.location?.searchParams.get("callbackUrl")).toBe(path);
    }
  });

  it("lets public pages through without a session", async () => {
    for (const path of ["/", "/login", "/register", "/forgot-password", "/reset-password?token=x", "/verify-email", "/dashboarding"]) {
      const res = await visit(path);
      expect(res.location, path).toBeNull();
    }
  });

  it("treats a forged or wrong-type token as signed out", async () => {
    expect((await visit("/dashboard", `${SESSION_COOKIE()}=garbage`)).location?.pathname).toBe("/login");
    // An access token is not a session: it must not open the pages when planted in the cookie.
    expect((await visit("/dashboard", await cookieFor("admin", "access"))).location?.pathname).toBe("/login");
  });

  it("sends a learner to /dashboard from every staff page, and lets them see /dashboard and /profile", async () => {
    const learner = await cookieFor("user");
    for (const path of ["/dashboard/staff", "/dashboard/questions", "/dashboard/students", "/dashboard/courses", "/dashboard/settings", "/dashboard/analytics", "/dashboard/audit", "/dashboard/anything-else"]) {
      const res = await visit(path, learner);
      expect(res.location?.pathname, path).toBe("/dashboard");
      expect(res.location?.search).toBe("");
    }
    expect((await visit("/dashboard", learner)).location).toBeNull();
    expect((await visit("/profile", learner)).location).toBeNull();
  });

  it("lets staff into their pages and sends them back from admin-only ones", async () => {
    const staff = await cookieFor("staff");
    for (const path of ["/dashboard", "/dashboard/questions", "/dashboard/students", "/dashboard/courses/new"]) {
      expect((await visit(path, staff)).location, path).toBeNull();
    }
    for (const path of ["/dashboard/staff", "/dashboard/settings", "/dashboard/analytics", "/dashboard/audit"]) {
      expect((await visit(path, staff)).location?.pathname, path).toBe("/dashboard");
    }
  });

  it("lets an admin into every dashboard page", async () => {
    const admin = await cookieFor("admin");
    for (const path of ["/dashboard", "/dashboard/questions", "/dashboard/staff", "/dashboard/students", "/dashboard/courses", "/dashboard/analytics", "/dashboard/settings", "/dashboard/audit"]) {
      expect((await visit(path, admin)).location, path).toBeNull();
    }
  });

  it("treats an unknown role as a learner", async () => {
    expect((await visit("/dashboard/questions", await cookieFor("superuser"))).location?.pathname).toBe("/dashboard");
  });
});
