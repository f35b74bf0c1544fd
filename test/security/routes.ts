// Finds every route file under app/api (lib/app-routes.ts) and what it exports, so tests can call each one.
import { buildOpenApi } from "@/lib/api/openapi";
import { routesForDocument } from "@/lib/api/openapi-document";
import type { Method } from "./route-inventory";
import type { RouteFn } from "@/test/helpers";
import { apiRoutes } from "@/lib/app-routes";

export const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
export const discoverRoutes = apiRoutes;

export async function loadMethods(file: string): Promise<Partial<Record<Method, RouteFn>>> {
  const mod = (await import(file)) as Record<string, unknown>;
  const methods: Partial<Record<Method, RouteFn>> = {};
  for (const method of METHODS) if (typeof mod[method] === "function") methods[method] = mod[method] as RouteFn;
  return methods;
}

/** Route params for a pattern: every dynamic segment gets `value`. */
export function paramsFor(pattern: string, value: (name: string) => string): Record<string, string> {
  const params: Record<string, string> = {};
  for (const match of pattern.matchAll(/\[(?:\.\.\.)?([^\]]+)\]/g)) params[match[1]] = value(match[1]);
  return params;
}

export function concretePath(pattern: string, params: Record<string, string>): string {
  return pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, (_, name: string) => encodeURIComponent(params[name] ?? "x"));
}

/** The OpenAPI document, built from the route modules the way the server builds it. */
export async function buildDocument() {
  const modules = [];
  for (const route of discoverRoutes()) {
    if (route.pattern === "/api/openapi.json") continue;
    modules.push({ pattern: route.pattern, module: (await import(route.file)) as Record<string, unknown> });
  }
  return buildOpenApi(routesForDocument(modules));
}
