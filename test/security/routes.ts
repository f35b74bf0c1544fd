// Finds every route file under app/api and what it exports, so tests can call each one.
import fs from "node:fs";
import path from "node:path";
import { buildOpenApi } from "@/lib/api/openapi";
import { routesForDocument } from "@/lib/api/openapi-document";
import type { Method } from "./route-inventory";
import type { RouteFn } from "@/test/helpers";

export const METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];
const apiDir = path.resolve(import.meta.dirname, "../../app/api");

export type DiscoveredRoute = { pattern: string; file: string };

export function discoverRoutes(): DiscoveredRoute[] {
  const found: DiscoveredRoute[] = [];
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === "route.ts") {
        found.push({ pattern: `/api/${path.relative(apiDir, dir).split(path.sep).join("/")}`.replace(/\/$/, ""), file: full });
      }
    }
  };
  walk(apiDir);
  return found.sort((a, b) => a.pattern.localeCompare(b.pattern));
}

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
