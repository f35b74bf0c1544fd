// Builds the OpenAPI 3.1 document from the zod schemas each route hands to handler(), so the
// document cannot drift from what the server validates. test/security/openapi.test.ts writes it to
// lib/api/openapi.json (`npm run openapi`) and fails when the committed copy is stale.
import { z } from "zod";
import type { DescribedRoute } from "./handler";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type JsonSchema = Record<string, unknown>;

function toSchema(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  try {
    const json = z.toJSONSchema(schema as z.ZodType, { io: "input", unrepresentable: "any" }) as JsonSchema;
    delete json.$schema;
    return json;
  } catch {
    return {};
  }
}

function accessOf(route: DescribedRoute): { security?: unknown[]; note: string } {
  const access = route.config?.access as Record<string, unknown> | undefined;
  if (!access || "public" in access) return { security: [], note: "Public." };
  if ("signedIn" in access) return { note: "Any signed-in account." };
  const [resource, action] = access.permission as [string, string];
  return { note: `Requires the \`${resource}.${action}\` permission (SPEC §6).` };
}

const ERROR_RESPONSES: Record<string, string> = {
  "400": "Malformed input (bad JSON, malformed id)",
  "401": "Not signed in",
  "403": "Not allowed for this role, or a cross-site cookie request",
  "404": "Not found",
  "409": "Conflict (duplicate, still in use)",
  "413": "Body too large",
  "422": "Validation failed; `errors` lists the messages per field",
  "429": "Too many attempts; see Retry-After",
};

export function buildOpenApi(routes: { pattern: string; methods: Partial<Record<Method, DescribedRoute>> }[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { pattern, methods } of routes) {
    const path = pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}");
    for (const [method, route] of Object.entries(methods) as [Method, DescribedRoute][]) {
      if (!route.config) continue;
      const { params, query, body } = route.config;
      const parameters: unknown[] = [];
      const paramSchema = toSchema(params);
      for (const name of Object.keys((paramSchema?.properties as JsonSchema) ?? {})) {
        parameters.push({ name, in: "path", required: true, schema: (paramSchema!.properties as Record<string, unknown>)[name] });
      }
      const querySchema = toSchema(query);
      const required = new Set((querySchema?.required as string[]) ?? []);
      for (const [name, schema] of Object.entries((querySchema?.properties as JsonSchema) ?? {})) {
        parameters.push({ name, in: "query", required: required.has(name), schema });
      }
      const access = accessOf(route);
      const operation: Record<string, unknown> = {
        operationId: `${method.toLowerCase()}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
        tags: [path.split("/")[2] === "admin" ? path.split("/")[3] : path.split("/")[2]],
        description: access.note,
        ...(access.security ? { security: access.security } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(body ? { requestBody: { required: !route.config.bodyOptional, content: { "application/json": { schema: toSchema(body) } } } } : {}),
        responses: {
          [method === "POST" ? "2XX" : "200"]: { description: "Success: `{ message?, data: { … } }`, or for lists `{ results, data: { <items>: [...] }, page, limit, totalPages }`" },
          ...Object.fromEntries(
            Object.entries(ERROR_RESPONSES).map(([status, description]) => [status, { description, content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } }]),
          ),
        },
      };
      (paths[path] ??= {})[method.toLowerCase()] = operation;
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: "Masterly API", version: "1.0.0", description: "Every route checks the caller's permission itself. Authenticate with the session cookie (browsers) or `Authorization: Bearer <token>` from POST /api/auth/login." },
    servers: [{ url: "/" }],
    security: [{ cookie: [] }, { bearer: [] }],
    components: {
      securitySchemes: {
        cookie: { type: "apiKey", in: "cookie", name: "next-auth.session-token" },
        bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" },
      },
      schemas: {
        Error: {
          type: "object",
          required: ["message", "code"],
          properties: {
            message: { type: "string" },
            code: { type: "string" },
            errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
          },
        },
      },
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  };
}
