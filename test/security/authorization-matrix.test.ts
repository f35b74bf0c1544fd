// Every route × every role (docs/security.md §10). Anonymous callers get 401, roles without the
// permission get 403 and change nothing, allowed roles get through (success or a 4xx about their
// input), nothing answers 5xx, and no response carries a hash or a secret.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { can, type Action, type Resource } from "@/lib/permissions";
import { call, findSecrets, sessionHeaders, type RouteFn } from "@/test/helpers";
import { demoAccounts } from "@/test/seeded";
import { ROUTE_INVENTORY, type Method, type Requirement } from "./route-inventory";
import { concretePath, discoverRoutes, loadMethods, paramsFor } from "./routes";
import { dataSnapshot } from "./snapshot";

type Role = "anonymous" | "user" | "staff" | "admin";
const ROLES: Role[] = ["anonymous", "user", "staff", "admin"];
const FAKE_ID = "nonexistent0000000000000";

function expectation(requirement: Requirement, role: Role): "allowed" | 401 | 403 {
  if (requirement === "public" || requirement === "next-auth") return "allowed";
  if (role === "anonymous") return 401;
  if (requirement === "signedIn") return "allowed";
  const [resource, action] = requirement.split(".") as [Resource, Action];
  return can(role, action, resource) ? "allowed" : 403;
}

const discovered = discoverRoutes();
const realIds: Record<string, string> = {};
const demo: Record<Exclude<Role, "anonymous">, { id: string; email: string; name: string; role: string }> = {} as never;

async function headersFor(role: Role) {
  return role === "anonymous" ? {} : sessionHeaders(demo[role]);
}

/** A real id of the right kind, so a refused call is aimed at a row it could have changed. */
function realIdFor(pattern: string, name: string): string {
  if (name === "group") return "security";
  if (name === "file") return "missing.png";
  if (pattern.includes("/invitations/")) return realIds.invitation;
  if (pattern.startsWith("/api/admin/staff")) return realIds.staff;
  if (pattern.startsWith("/api/admin/students")) return realIds.student;
  if (pattern.startsWith("/api/questions")) return realIds.question;
  if (pattern.startsWith("/api/courses")) return realIds.course;
  return FAKE_ID;
}

beforeAll(async () => {
  const accounts = await demoAccounts();
  demo.admin = accounts.admin;
  demo.staff = accounts.staff;
  demo.user = accounts.learner;
  realIds.staff = (await prisma.user.findFirstOrThrow({ where: { role: "staff", email: { not: "staff@masterly.dev" } } })).id;
  realIds.student = (await prisma.user.findFirstOrThrow({ where: { role: "user", email: { not: "learner@masterly.dev" } } })).id;
  realIds.question = (await prisma.question.findFirstOrThrow()).id;
  realIds.course = (await prisma.course.findFirstOrThrow({ where: { status: "published" } })).id;
  realIds.invitation = (await prisma.staffInvitation.findFirstOrThrow({ where: { acceptedAt: null } })).id;
});

describe("route inventory", () => {
  it("lists every method of every route file, and nothing that no longer exists", async () => {
    const missing: string[] = [];
    const seen = new Set<string>();
    for (const route of discovered) {
      const methods = await loadMethods(route.file);
      for (const method of Object.keys(methods) as Method[]) {
        seen.add(`${method} ${route.pattern}`);
        if (!ROUTE_INVENTORY[route.pattern]?.[method]) missing.push(`${method} ${route.pattern}`);
      }
    }
    const stale = Object.entries(ROUTE_INVENTORY).flatMap(([pattern, methods]) =>
      Object.keys(methods).map((m) => `${m} ${pattern}`).filter((key) => !seen.has(key)),
    );
    expect(missing, "routes missing from test/security/route-inventory.ts").toEqual([]);
    expect(stale, "inventory entries with no route").toEqual([]);
  });
});

describe("authorization matrix", () => {
  const cases = Object.entries(ROUTE_INVENTORY).flatMap(([pattern, methods]) =>
    (Object.entries(methods) as [Method, Requirement][])
      .filter(([, requirement]) => requirement !== "next-auth")
      .map(([method, requirement]) => ({ pattern, method, requirement })),
  );

  it.each(cases)("$method $pattern requires $requirement", async ({ pattern, method, requirement }) => {
    const route = discovered.find((r) => r.pattern === pattern);
    expect(route, `route file for ${pattern}`).toBeTruthy();
    const fn = (await loadMethods(route!.file))[method] as RouteFn;
    const hasBody = method !== "GET";
    for (const role of ROLES) {
      const expected = expectation(requirement, role);
      // Refused calls aim at real rows (and must leave them alone); allowed ones at a missing id.
      const params = paramsFor(pattern, (name) => (expected === "allowed" ? (name === "group" ? "security" : FAKE_ID) : realIdFor(pattern, name)));
      const before = expected === 403 ? await dataSnapshot() : null;
      const res = await call(fn, {
        method,
        path: concretePath(pattern, params),
        params,
        headers: await headersFor(role),
        ...(hasBody ? { body: {} } : {}),
      });
      const where = `${method} ${pattern} as ${role} → ${res.status} ${res.text.slice(0, 200)}`;
      expect(res.status, where).toBeLessThan(500);
      expect(findSecrets(res.text), where).toEqual([]);
      if (expected === "allowed") {
        expect([401, 403], where).not.toContain(res.status);
      } else {
        expect(res.status, where).toBe(expected);
        expect(res.body.message, where).toEqual(expect.any(String));
      }
      if (before) expect(await dataSnapshot(), `${where} changed data`).toEqual(before);
    }
  });
});

describe("cross-site request forgery", () => {
  const writes = Object.entries(ROUTE_INVENTORY).flatMap(([pattern, methods]) =>
    (Object.entries(methods) as [Method, Requirement][])
      .filter(([method, requirement]) => method !== "GET" && requirement !== "next-auth" && requirement !== "public")
      .map(([method]) => ({ pattern, method })),
  );

  it.each(writes)("$method $pattern refuses a cookie-authenticated request from another origin", async ({ pattern, method }) => {
    const route = discovered.find((r) => r.pattern === pattern);
    const fn = (await loadMethods(route!.file))[method] as RouteFn;
    const params = paramsFor(pattern, (name) => realIdFor(pattern, name));
    const before = await dataSnapshot();
    const res = await call(fn, {
      method,
      path: concretePath(pattern, params),
      params,
      headers: { ...(await sessionHeaders(demo.admin)), origin: "https://evil.example" },
      body: {},
    });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe("CSRF");
    expect(await dataSnapshot()).toEqual(before);
  });
});
