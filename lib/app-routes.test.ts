import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiRoutes, pageRoutePatterns } from "./app-routes";

const EXTENSIONS = ["tsx", "ts", "jsx", "js"];
const matcher = (patterns: string[]) => {
  const res = patterns.map((source) => new RegExp(source));
  return (pathname: string) => res.some((re) => re.test(pathname));
};

describe("lib/app-routes", () => {
  const appDir = path.resolve(import.meta.dirname, "../app");

  it("knows every page of the app, and nothing else", () => {
    const known = matcher(pageRoutePatterns(appDir, EXTENSIONS));
    for (const pathname of [
      "/", "/login", "/register/", "/forgot-password", "/reset-password", "/verify-email", "/accept-invite",
      "/courses", "/courses/abc123", "/profile", "/dashboard", "/dashboard/", "/dashboard/staff", "/dashboard/students",
      "/dashboard/questions", "/dashboard/courses", "/dashboard/courses/c1", "/dashboard/courses/c1/analytics",
      "/dashboard/analytics", "/dashboard/settings", "/dashboard/audit", "/dashboard/api-docs", "/_not-found",
      "/icon.svg", "/opengraph-image.png", "/robots.txt", "/sitemap.xml",
    ]) {
      expect(known(pathname), pathname).toBe(true);
    }
    for (const pathname of [
      "/nope", "/dashboard/nope", "/dashboard/courses/c1/nope", "/courses/a/b", "/loginx", "/profile/x",
      "/bench-empty", "/(marketing)", "/marketing",
    ]) {
      expect(known(pathname), pathname).toBe(false);
    }
  });

  it("adds the bench pages only with their extension (BENCH_ROUTES=1 builds)", () => {
    expect(matcher(pageRoutePatterns(appDir, [...EXTENSIONS, "bench.tsx", "bench.ts"]))("/bench-empty")).toBe(true);
  });

  it("lists every API route handler by its folder, sorted", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masterly-api-routes-"));
    try {
      for (const file of ["api/users/route.ts", "api/users/[id]/route.ts", "api/users/[id]/helpers.ts", "api/auth/login/route.ts", "dashboard/page.tsx"]) {
        fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), "");
      }
      expect(apiRoutes(dir)).toEqual([
        { pattern: "/api/auth/login", file: path.join(dir, "api/auth/login/route.ts") },
        { pattern: "/api/users", file: path.join(dir, "api/users/route.ts") },
        { pattern: "/api/users/[id]", file: path.join(dir, "api/users/[id]/route.ts") },
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it("finds the app's own API routes", () => {
    const patterns = apiRoutes().map((route) => route.pattern);
    expect(patterns).toContain("/api/health");
    expect(patterns).toContain("/api/admin/students/[id]");
  });

  it("reads groups, dynamic segments, catch-alls, slots and private folders as Next does", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masterly-routes-"));
    try {
      for (const file of [
        "(shop)/cart/page.tsx",
        "blog/[slug]/page.tsx",
        "docs/[...path]/page.tsx",
        "shop/[[...filters]]/page.js",
        "team/@modal/members/page.tsx",
        "_lib/page.tsx",
        "api/ping/route.ts",
        "notes.md/page.mdx",
        "a.b/page.tsx",
      ]) {
        fs.mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
        fs.writeFileSync(path.join(dir, file), "");
      }
      const known = matcher(pageRoutePatterns(dir, EXTENSIONS));
      for (const pathname of ["/cart", "/blog/hello", "/docs/a/b/c", "/shop", "/shop/x/y", "/team/members", "/api/ping", "/a.b"]) {
        expect(known(pathname), pathname).toBe(true);
      }
      for (const pathname of ["/", "/(shop)/cart", "/blog", "/blog/a/b", "/docs", "/team/@modal/members", "/_lib", "/notes.md", "/aXb"]) {
        expect(known(pathname), pathname).toBe(false);
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
