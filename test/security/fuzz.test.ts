// Property-based malformed input (docs/security.md §10). Every route that takes a body or an id gets wrong
// types, missing and extra fields, huge strings, bad JSON, malformed ids and injection-shaped
// strings. Every answer must be below 500, and every error must carry a readable message.
// Beside them, read from the OpenAPI document: every date field of every operation (query or body)
// gets days that do not exist and must answer 422 naming it; every path parameter gets
// percent-encodings that do not decode, as server.mjs hands them on (lib/http/request-guard.mjs).
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { escapeMalformedPath } from "@/lib/http/request-guard.mjs";
import { call, findSecrets, sessionHeaders } from "@/test/helpers";
import { demoAccounts } from "@/test/seeded";
import { ROUTE_INVENTORY, type Method } from "./route-inventory";
import { buildDocument, concretePath, discoverRoutes, loadMethods, paramsFor } from "./routes";

const RUNS = Number(process.env.FUZZ_RUNS || 40);
const INJECTIONS = [
  "' OR 1=1 --",
  "\"; DROP TABLE \"User\"; --",
  "<script>alert(1)</script>",
  "../../../../etc/passwd",
  "${7*7}{{7*7}}",
  "\u0000\u0001\uFFFF",
  "%00%27%22",
  "𝔘𝔫𝔦𝔠𝔬𝔡𝔢 🎓",
];

const injection = fc.constantFrom(...INJECTIONS);
const hugeString = fc.integer({ min: 10_000, max: 200_000 }).map((n) => "x".repeat(n));
const anyValue = fc.oneof(fc.jsonValue({ maxDepth: 3 }), injection, hugeString);
// Objects whose keys look like the fields our forms use, with values of the wrong (or right) type.
const FIELD_NAMES = ["email", "password", "name", "fullName", "title", "description", "type", "difficulty", "category", "tags", "options", "correctAnswer", "price", "level", "status", "ids", "token", "refreshToken", "role", "isActive", "courseId", "rows", "code", "siteName", "minPasswordLength"];
const fieldObject = fc.dictionary(fc.constantFrom(...FIELD_NAMES), anyValue, { maxKeys: 8 });
const body = fc.oneof(fieldObject, fc.jsonValue({ maxDepth: 4 }), fc.array(anyValue, { maxLength: 5 }));
const rawBody = fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom("{", "[1,", '{"a":', "null", "nul", "\u0000", '{"email": "a@b.c",}'));
const idValue = fc.oneof(fc.string({ maxLength: 80 }), injection, fc.constantFrom("", " ", "0", "-1", "1e9", "../x", "a".repeat(500)));

/** Days and date-times that do not exist, or that the databases would read as BC. */
const IMPOSSIBLE_DATES = ["0000-00-00", "2026-13-01", "2026-02-30", "2025-02-29", "2026-00-10", "0000-01-01", "2026-02-30T10:00:00Z", "2026-01-01T25:00:00Z", "0000-01-01T00:00:00Z", "+275760-09-14"];
/** Percent-encodings that do not decode: bad hex, a lone or cut-off escape, overlong UTF-8, a surrogate. */
const MALFORMED_ENCODINGS = ["%ff", "%", "%zz", "a%2", "%E0%A4%A", "%C0%AF", "%ED%A0%80", "%2e%2e%ff"];

const discovered = discoverRoutes();
/** Mutating routes that take no body at all. */
const BODYLESS_ROUTES = ["POST /api/profile/sessions/revoke-others", "POST /api/profile/two-factor/setup", "POST /api/admin/staff/[id]/reset-password", "POST /api/admin/staff/invitations/[id]/resend", "POST /api/admin/staff/invitations/[id]/revoke"];
let admin: { id: string; email: string; name: string; role: string };

beforeAll(async () => {
  // Random bodies reach different domain errors from run to run, so this file does not take part in
  // the declared-codes check (test/setup-env.ts): the route tests, which are deterministic, do.
  (globalThis as { __apiErrorAudit?: unknown }).__apiErrorAudit = undefined;
  admin = (await demoAccounts()).admin;
});

const targets = Object.entries(ROUTE_INVENTORY).flatMap(([pattern, methods]) =>
  (Object.keys(methods) as Method[])
    .filter((method) => methods[method] !== "next-auth")
    .filter((method) => method !== "GET" || pattern.includes("["))
    .map((method) => ({ pattern, method })),
);

function assertReadable(status: number, text: string, body: Record<string, unknown>, where: string) {
  expect(status, where).toBeLessThan(500);
  expect(findSecrets(text), where).toEqual([]);
  expect(text, where).not.toMatch(/at .+\.(ts|js):\d+|PrismaClient|stack/i);
  if (status >= 400) expect(typeof body.message === "string" && body.message.length > 0, `${where}: readable message`).toBe(true);
}

describe("malformed input never causes a 5xx", () => {
  it.each(targets)("$method $pattern", async ({ pattern, method }) => {
    const route = discovered.find((r) => r.pattern === pattern);
    const fn = (await loadMethods(route!.file))[method]!;
    const headers = await sessionHeaders(admin);
    const hasBody = method !== "GET";
    await fc.assert(
      fc.asyncProperty(idValue, fc.oneof(body.map((b) => ({ json: b })), rawBody.map((r) => ({ raw: r }))), async (id, payload) => {
        const params = paramsFor(pattern, (name) => (name === "group" ? "security" : id));
        const res = await call(fn, {
          method,
          path: concretePath(pattern, params),
          params,
          headers,
          ...(hasBody ? ("raw" in payload ? { rawBody: payload.raw } : { body: payload.json }) : {}),
        });
        assertReadable(res.status, res.text, res.body, `${method} ${pattern} id=${JSON.stringify(id).slice(0, 40)}`);
      }),
      { numRuns: RUNS },
    );
  });

  it("refuses a body over the size cap with 413 on every JSON route", async () => {
    const huge = JSON.stringify({ title: "x".repeat(12_000_000) });
    const accepted: string[] = [];
    for (const { pattern, method } of targets.filter((t) => t.method !== "GET" && t.method !== "DELETE")) {
      const route = discovered.find((r) => r.pattern === pattern);
      const fn = (await loadMethods(route!.file))[method]!;
      const params = paramsFor(pattern, () => "nonexistent0000000000000");
      const res = await call(fn, { method, path: concretePath(pattern, params), params, headers: await sessionHeaders(admin), rawBody: huge });
      assertReadable(res.status, res.text, res.body, `${method} ${pattern}`);
      if (res.status < 400) accepted.push(`${method} ${pattern}`);
    }
    // Only routes that never read a body may answer 2xx to one (they ignore it unread).
    expect(accepted.filter((r) => !BODYLESS_ROUTES.includes(r))).toEqual([]);
  });

  it.each(targets.filter((t) => t.pattern.includes("[")))("malformed percent-encodings in every path parameter: $method $pattern", async ({ pattern, method }) => {
    const route = discovered.find((r) => r.pattern === pattern);
    const fn = (await loadMethods(route!.file))[method]!;
    const headers = await sessionHeaders(admin);
    for (const encoding of MALFORMED_ENCODINGS) {
      expect(() => decodeURIComponent(encoding), encoding).toThrow(URIError);
      // The path as a client sends it, as server.mjs hands it to Next, and each segment as Next decodes it for the route.
      const sent = pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, encoding);
      const path = escapeMalformedPath(sent) ?? sent;
      const received = path.split("/").map(decodeURIComponent);
      const params = paramsFor(pattern, () => "");
      pattern.split("/").forEach((segment, i) => {
        const name = /^\[(?:\.\.\.)?([^\]]+)\]$/.exec(segment)?.[1];
        if (name) params[name] = received[i];
      });
      expect(Object.values(params).every((v) => v === encoding), `${pattern}: the route reads ${encoding} literally`).toBe(true);
      const res = await call(fn, { method, path, params, headers, ...(method !== "GET" && method !== "DELETE" ? { body: {} } : {}) });
      assertReadable(res.status, res.text, res.body, `${method} ${pattern} with ${encoding}`);
    }
  });
});

type Schema = { format?: string; anyOf?: Schema[]; oneOf?: Schema[]; allOf?: Schema[]; properties?: Record<string, Schema> };
type Operation = { parameters?: { name: string; in: string; schema: Schema }[]; requestBody?: { content: Record<string, { schema: Schema }> } };
const isDateSchema = (schema: Schema | undefined): boolean =>
  Boolean(schema) && (schema!.format === "date" || schema!.format === "date-time" || [...(schema!.anyOf ?? []), ...(schema!.oneOf ?? []), ...(schema!.allOf ?? [])].some(isDateSchema));

describe("impossible dates answer 422 naming the field, on every date field of the OpenAPI document", () => {
  it("finds the date fields and refuses every impossible date in each", async () => {
    const document = (await buildDocument()) as unknown as { paths: Record<string, Record<string, Operation>> };
    const fields = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations).flatMap(([method, op]) => [
        ...(op.parameters ?? []).filter((p) => p.in === "query" && isDateSchema(p.schema)).map((p) => ({ path, method: method.toUpperCase() as Method, in: "query" as const, name: p.name })),
        ...Object.entries(op.requestBody?.content["application/json"]?.schema?.properties ?? {})
          .filter(([, schema]) => isDateSchema(schema))
          .map(([name]) => ({ path, method: method.toUpperCase() as Method, in: "body" as const, name })),
      ]),
    );
    const names = fields.map((f) => `${f.method} ${f.path} ${f.name}`);
    // The finder must keep finding what the document is known to hold.
    expect(names).toEqual(expect.arrayContaining(["GET /api/orders from", "GET /api/orders to", "GET /api/admin/orders/export to", "GET /api/admin/audit from", "GET /api/admin/audit/export to", "POST /api/admin/coupons startsAt", "PUT /api/admin/coupons/{id} expiresAt"]));
    const headers = await sessionHeaders(admin);
    for (const field of fields) {
      const pattern = field.path.replace(/\{([^}]+)\}/g, "[$1]");
      const route = discovered.find((r) => r.pattern === pattern);
      const fn = (await loadMethods(route!.file))[field.method]!;
      const params = paramsFor(pattern, (name) => (name === "group" ? "security" : "nonexistent0000000000000"));
      for (const value of IMPOSSIBLE_DATES) {
        const where = `${field.method} ${field.path} ${field.name}=${value}`;
        const res = await call<{ errors?: Record<string, string[]> }>(fn, {
          method: field.method,
          path: concretePath(pattern, params),
          params,
          headers,
          ...(field.in === "query" ? { query: { [field.name]: value } } : { body: { [field.name]: value } }),
        });
        assertReadable(res.status, res.text, res.body, where);
        expect(res.status, where).toBe(422);
        expect(res.body.errors?.[field.name], where).toEqual([expect.any(String)]);
      }
    }
  });
});
