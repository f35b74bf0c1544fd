import "server-only";
// The API document, built once per server from the route modules themselves (their handler()
// configs), so what is served cannot drift from what is validated. No copy is committed.
import { z } from "zod";
import { API_ROUTES } from "@/lib/generated/api-routes";
import type { DescribedRoute } from "./handler";
import { buildOpenApi } from "./openapi";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

/**
 * GET /api/openapi.json: this API's OpenAPI 3.1 document (./openapi.ts builds it from the
 * routes' own schemas). Documented by its outline only; the rest is the OpenAPI specification's.
 */
export const openApiDocumentResponse = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.record(z.string(), z.unknown())),
  components: z.record(z.string(), z.unknown()).optional(),
});

/** The document's own route: it cannot import itself, so its config is stated here. */
export const OPENAPI_ROUTE_CONFIG = {
  access: { permission: ["settings", "read"] },
  summary: "The OpenAPI 3.1 document of this API",
  response: openApiDocumentResponse,
} as const satisfies NonNullable<DescribedRoute["config"]>;

export function routesForDocument(modules: { pattern: string; module: Record<string, unknown> }[]) {
  const routes = modules.map(({ pattern, module }) => ({
    pattern,
    methods: Object.fromEntries(METHODS.filter((m) => typeof module[m] === "function").map((m) => [m, module[m] as DescribedRoute])),
  }));
  routes.push({ pattern: "/api/openapi.json", methods: { GET: { config: OPENAPI_ROUTE_CONFIG as NonNullable<DescribedRoute["config"]> } } });
  return routes.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

let cached: ReturnType<typeof buildOpenApi> | undefined;

export function getOpenApiDocument() {
  cached ??= buildOpenApi(routesForDocument(API_ROUTES));
  return cached;
}
