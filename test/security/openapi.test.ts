// The OpenAPI document is generated from the routes' own zod schemas. This test regenerates it,
// fails when lib/api/openapi.json is stale (`npm run openapi` rewrites it), and fails when a route in
// the inventory is missing from it.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildOpenApi } from "@/lib/api/openapi";
import type { DescribedRoute } from "@/lib/api/handler";
import { ROUTE_INVENTORY, type Method } from "./route-inventory";
import { discoverRoutes, loadMethods } from "./routes";

const file = path.resolve(import.meta.dirname, "../../lib/api/openapi.json");

describe("OpenAPI document", () => {
  it("is generated from the route schemas and committed up to date", async () => {
    const routes = [];
    for (const route of discoverRoutes()) {
      routes.push({ pattern: route.pattern, methods: (await loadMethods(route.file)) as Partial<Record<Method, DescribedRoute>> });
    }
    const document = buildOpenApi(routes);
    const text = `${JSON.stringify(document, null, 2)}\n`;
    if (process.env.UPDATE_OPENAPI) fs.writeFileSync(file, text);
    expect(fs.readFileSync(file, "utf8"), "lib/api/openapi.json is stale: run `npm run openapi`").toBe(text);

    const missing = Object.entries(ROUTE_INVENTORY).flatMap(([pattern, methods]) =>
      (Object.entries(methods) as [Method, string][])
        .filter(([, requirement]) => requirement !== "next-auth")
        .map(([method]) => [method, pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}")] as const)
        .filter(([method, p]) => !(document.paths as Record<string, Record<string, unknown>>)[p]?.[method.toLowerCase()])
        .map(([method, p]) => `${method} ${p}`),
    );
    expect(missing, "inventory routes missing from the OpenAPI document").toEqual([]);
  });

  it("describes request bodies with the validation rules", async () => {
    const document = JSON.parse(fs.readFileSync(file, "utf8"));
    const login = document.paths["/api/auth/login"].post;
    expect(login.requestBody.content["application/json"].schema.properties.email).toBeTruthy();
    expect(login.security).toEqual([]);
    expect(document.paths["/api/questions/{id}"].delete.description).toContain("questions.delete");
  });
});
