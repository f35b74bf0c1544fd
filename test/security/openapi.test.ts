// The OpenAPI document is built in memory from the routes' own zod schemas. This test builds it the
// way the server does, lints it with Redocly's recommended rules (no errors allowed), checks that the
// generated route registry the server builds it from is current, that every route in the
// inventory is documented, and that every operation documents its success (a JSON schema, a file's
// content types or 204), so a route added without `response` fails here by name.
import fs from "node:fs";
import path from "node:path";
import { createConfig, lintFromString } from "@redocly/openapi-core";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorStatuses, GENERIC_SUCCESS, routeErrorCodes } from "@/lib/api/openapi";
import { apiRoutePatterns, registrySource } from "@/scripts/api-registry";
import { ROUTE_INVENTORY, type Method } from "./route-inventory";
import { buildDocument } from "./routes";

describe("OpenAPI document", () => {
  it("documents every route of the inventory", async () => {
    const document = await buildDocument();
    const missing = Object.entries(ROUTE_INVENTORY).flatMap(([pattern, methods]) =>
      (Object.entries(methods) as [Method, string][])
        .filter(([, requirement]) => requirement !== "next-auth")
        .map(([method]) => [method, pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}")] as const)
        .filter(([method, p]) => !(document.paths as Record<string, Record<string, unknown>>)[p]?.[method.toLowerCase()])
        .map(([method, p]) => `${method} ${p}`),
    );
    expect(missing, "inventory routes missing from the OpenAPI document").toEqual([]);
  });

  it("passes Redocly's recommended rules with no errors", async () => {
    const document = await buildDocument();
    const config = await createConfig({ extends: ["recommended"] });
    const problems = await lintFromString({ source: JSON.stringify(document), absoluteRef: "openapi.json", config });
    const errors = problems.filter((p) => p.severity === "error").map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(errors).toEqual([]);
  });

  it("is built from a current registry of route modules (scripts/api-registry.ts)", () => {
    const file = path.resolve(import.meta.dirname, "../../lib/generated/api-routes.ts");
    const current = fs.existsSync(file) ? fs.readFileSync(file, "utf8") : "";
    expect(current, "lib/generated/api-routes.ts is stale: run `npx tsx scripts/api-registry.ts` (npm install and npm run dev do)").toBe(registrySource(apiRoutePatterns()));
  });

  it("describes request bodies with the validation rules, and only the errors a route can return", async () => {
    const document = (await buildDocument()) as unknown as { paths: Record<string, Record<string, { requestBody?: { content: Record<string, { schema: { properties: Record<string, unknown> } }> }; security?: unknown; description: string; responses: Record<string, unknown>; summary: string }>> };
    const login = document.paths["/api/auth/login"].post;
    expect(login.requestBody!.content["application/json"].schema.properties.email).toBeTruthy();
    expect(login.security).toEqual([]);
    expect((login.responses["401"] as { description: string }).description, "a public route is never answered 401 for want of a session").not.toContain("UNAUTHORIZED");
    expect((login.responses["401"] as { description: string }).description).toContain("INVALID_CREDENTIALS");
    expect(document.paths["/api/auth/forgot-password"].post.responses["401"], "a public route is never answered 401 for want of a session").toBeUndefined();
    expect(document.paths["/api/questions/{id}"].delete.description).toContain("questions.delete");
    expect(document.paths["/api/questions/{id}"].delete.responses["404"]).toBeTruthy();
    expect(document.paths["/api/questions/{id}"].delete.responses["413"], "no body, so never too large").toBeUndefined();
    expect(document.paths["/api/health"].get.responses["403"]).toBeUndefined();
    expect(document.paths["/api/openapi.json"].get.summary).toBe("The OpenAPI 3.1 document of this API");
    for (const operations of Object.values(document.paths)) for (const op of Object.values(operations)) expect(op.summary).toBeTruthy();
    // Files are documented as their content type (handler config `download`), JSON bodies by their schema.
    const success = (path: string, method: string) => document.paths[path][method].responses[method === "post" ? "2XX" : "200"] as { content?: Record<string, unknown> };
    expect(Object.keys(success("/api/admin/students/export", "get").content ?? {})).toEqual(["text/csv"]);
    expect(Object.keys(success("/api/certificates/{code}/pdf", "get").content ?? {})).toEqual(["application/pdf"]);
    expect(Object.keys(success("/api/auth/login", "post").content ?? {})).toEqual(["application/json"]);
  });

  it("documents every operation's success: a JSON schema, the file types, or 204 No Content (never the generic line)", async () => {
    type Answer = { description: string; content?: Record<string, { schema?: Record<string, unknown> }> };
    const document = (await buildDocument()) as unknown as { paths: Record<string, Record<string, { responses: Record<string, Answer> }>> };
    const operations = Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, op })));
    const documented = (answers: Record<string, Answer>) =>
      Object.entries(answers).some(
        ([status, answer]) =>
          status.startsWith("2") &&
          answer.description !== GENERIC_SUCCESS &&
          (status === "204" || Object.values(answer.content ?? {}).some((media) => media.schema && Object.keys(media.schema).length > 0)),
      );
    const undocumented = operations.filter(({ op }) => !documented(op.responses)).map(({ name }) => name);
    expect(undocumented, "operations whose success body is not documented: give their handler() config a `response` schema (lib/validation/responses/), a `download` content type, or `noContent`").toEqual([]);
    expect(operations.length).toBeGreaterThanOrEqual(130);
    const success = (path: string, method: string, status: string) => document.paths[path][method].responses[status];
    expect(Object.keys(success("/api/uploads/avatars/{file}", "get", "200").content ?? {})).toEqual(["image/png", "image/jpeg", "image/webp"]);
    expect(Object.keys(success("/api/learn/{courseId}/lessons/{lessonId}/media", "get", "206").content ?? {})).toContain("video/mp4");
    expect(success("/api/learn/{courseId}/lessons/{lessonId}/media", "get", "416")).toBeTruthy();
    expect(success("/api/learn/{courseId}/activity", "post", "204").content).toBeUndefined();
    expect(success("/api/learn/{courseId}/activity", "post", "2XX"), "a 204 route documents no other success").toBeUndefined();
  });

  it("derives a route's errors from its config and what it declares", () => {
    expect(errorStatuses("GET", { access: { public: true } })).toEqual([]);
    expect(errorStatuses("POST", { access: { public: true } })).toEqual(["403"]);
    expect(errorStatuses("GET", { access: { signedIn: true }, errors: [429] })).toEqual(["401", "403", "429"]);
    expect(errorStatuses("GET", { access: { signedIn: true }, allowWithoutTwoFactor: true })).toEqual(["401"]);
  });

  it("names each route's codes, implied and declared, and nothing else (test/setup-env.ts fails a route that answers another)", async () => {
    const update = { access: { permission: ["staff", "update"] as ["staff", "update"] }, params: z.object({ id: z.string() }), body: z.object({}), errors: ["LAST_ADMIN" as const] };
    expect(routeErrorCodes("PUT", update).sort()).toEqual(
      ["BAD_REQUEST", "CSRF", "FORBIDDEN", "LAST_ADMIN", "MALFORMED_JSON", "MISSING_BODY", "PAYLOAD_TOO_LARGE", "TWO_FACTOR_ENROLMENT_REQUIRED", "UNAUTHORIZED", "VALIDATION_FAILED"].sort(),
    );
    expect(routeErrorCodes("GET", { access: { public: true } })).toEqual([]);
    const document = (await buildDocument()) as unknown as { paths: Record<string, Record<string, { responses: Record<string, { description: string } | undefined> }>> };
    const staffDelete = document.paths["/api/admin/staff/{id}"].delete.responses["409"];
    expect(staffDelete?.description).toContain("LAST_ADMIN");
    expect(staffDelete?.description).toContain("SELF_REMOVE");
    expect(document.paths["/api/admin/staff/{id}"].get.responses["409"], "reading a member never conflicts").toBeUndefined();
  });
});
