// Builds the OpenAPI 3.1 document from the zod schemas each route hands to handler(), so the
// document cannot drift from what the server validates. The server builds it in memory on first
// request (lib/api/openapi-document.ts); test/security/openapi.test.ts lints it with Redocly's
// recommended rules and checks real answers against the documented success schemas.
import { z } from "zod";
import type { DescribedRoute } from "./handler";
import { ERROR_CATALOGUE, statusesOf, type ErrorCode } from "@/lib/errors/catalogue";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type JsonSchema = Record<string, unknown>;

/**
 * A zod schema as JSON Schema: what a request may send ("input") or what a success answers ("output").
 * A schema zod cannot express becomes `{}` (anything) on input and no documented body on output.
 */
function jsonSchemaOf(schema: unknown, io: "input" | "output" = "input"): JsonSchema | undefined {
  if (!schema || typeof schema !== "object") return undefined;
  try {
    const json = z.toJSONSchema(schema as z.ZodType, { io, unrepresentable: "any" }) as JsonSchema;
    delete json.$schema;
    return json;
  } catch {
    return io === "input" ? {} : undefined;
  }
}

function accessOf(route: DescribedRoute): { security?: unknown[]; note: string } {
  const access = route.config?.access as Record<string, unknown> | undefined;
  if (!access || "public" in access) return { security: [], note: "Public." };
  if ("signedIn" in access) return { note: "Any signed-in account." };
  const [resource, action] = access.permission as [string, string];
  return { note: `Requires the \`${resource}.${action}\` permission (see the role table).` };
}

const ERROR_RESPONSES: Record<string, string> = {
  "400": "Malformed input (bad JSON, a missing body, a malformed id)",
  "401": "Not signed in",
  "402": "Payment required (a paid course not yet bought)",
  "403": "Not allowed for this role, or a cross-site cookie request",
  "404": "Not found",
  "409": "Conflict (duplicate, still in use, state changed)",
  "410": "Gone (expired or already used)",
  "413": "Body too large",
  "415": "Unsupported media type",
  "422": "Validation failed; `errors` lists the messages per field",
  "423": "Locked (too many failed sign-ins)",
  "429": "Too many attempts; see Retry-After",
  "503": "A dependency is not available",
};

const MUTATING = new Set<Method>(["POST", "PUT", "PATCH", "DELETE"]);

type Config = NonNullable<DescribedRoute["config"]>;

/**
 * The codes handler() itself may answer for this config: a non-public route needs a caller (and,
 * for staff under the two-factor policy, an enrolled one) and maybe a permission; a mutation is
 * refused cross-site; a path id can be malformed; a query or body can be invalid, a body also
 * malformed, missing or too large; a rate-limited route counts.
 */
export function impliedErrorCodes(method: string, config: Config): ErrorCode[] {
  const codes: ErrorCode[] = [];
  const access = config.access as Record<string, unknown>;
  if (!("public" in access)) {
    codes.push("UNAUTHORIZED");
    if ("permission" in access) codes.push("FORBIDDEN");
    if (!config.allowWithoutTwoFactor) codes.push("TWO_FACTOR_ENROLMENT_REQUIRED");
  }
  if (MUTATING.has(method as Method)) codes.push("CSRF");
  if (config.rateLimit) codes.push("TOO_MANY_REQUESTS");
  if (config.params) codes.push("BAD_REQUEST");
  if (config.query) codes.push("VALIDATION_FAILED");
  if (config.body) {
    codes.push("MALFORMED_JSON", "PAYLOAD_TOO_LARGE", "VALIDATION_FAILED");
    if (!config.bodyOptional) codes.push("MISSING_BODY");
  }
  return [...new Set(codes)];
}

/** Every code the route may answer: those handler() implies and those its config declares. */
export function routeErrorCodes(method: string, config: Config): ErrorCode[] {
  const declared = (config.errors ?? []).filter((e): e is ErrorCode => typeof e === "string");
  return [...new Set([...impliedErrorCodes(method, config), ...declared])];
}

/**
 * The statuses a route can answer besides success: those of its codes (implied and declared),
 * 404 for a path id that names nothing, and bare statuses it declares in `errors`.
 */
export function errorStatuses(method: Method, config: Config): string[] {
  const statuses = new Set<number>(routeErrorCodes(method, config).flatMap((code) => statusesOf(code)));
  for (const e of config.errors ?? []) if (typeof e === "number") statuses.add(e);
  if (config.params) statuses.add(404);
  return [...statuses].sort((a, b) => a - b).map(String);
}

/** A status's description, naming the route's codes for it. */
function errorDescription(method: Method, status: string, config: Config): string {
  const codes = routeErrorCodes(method, config).filter((code) => statusesOf(code).includes(Number(status)));
  const base = ERROR_RESPONSES[status] ?? "Error";
  if (codes.length === 0) return base;
  return `${base}. Codes: ${codes.map((code) => `\`${code}\` (${ERROR_CATALOGUE[code].description})`).join("; ")}`;
}

/** "GET /api/admin/staff/{id}" → "Get staff {id}", when a route gives no summary of its own. */
function derivedSummary(method: Method, path: string): string {
  const words = path
    .replace(/^\/api\/(admin\/)?/, "")
    .split("/")
    .map((segment) => segment.replace(/[{}]/g, "").replace(/-/g, " "))
    .join(" ");
  const verb = { GET: "Get", POST: "Create or run", PUT: "Update", PATCH: "Change", DELETE: "Delete" }[method];
  return `${verb} ${words}`.trim();
}

/** What a route without a documented body would show; test/security/openapi-success.test.ts fails on any. */
export const GENERIC_SUCCESS = "Success: `{ message?, data: { … } }`, or for lists `{ results, data: { <items>: [...] }, page, limit, totalPages, totalCapped }`";

const BINARY = { schema: { type: "string", format: "binary" } };

/**
 * The success answers of an operation: 204 with no body (`noContent`), a file in each content type
 * it may send (`download`, with 206 for a byte range when it honours Range), or its JSON body
 * (`response`). A POST's status is 2XX (201 or 200 depending on what happened), any other's 200.
 */
function successResponses(method: Method, config: Config, success: JsonSchema | undefined): Record<string, unknown> {
  if (config.noContent) return { "204": { description: "Success: no content" } };
  const status = method === "POST" ? "2XX" : "200";
  const { download } = config;
  if (download) {
    const types = typeof download.contentType === "string" ? [download.contentType] : download.contentType;
    const content = Object.fromEntries(types.map((type) => [type, BINARY]));
    const description = download.description ?? "Success: the file";
    if (!download.ranges) return { [status]: { description, content } };
    const range = { "Content-Range": { description: "The bytes sent and the file's size: `bytes <start>-<end>/<size>`", schema: { type: "string" } } };
    return {
      [status]: { description: `${description}: the whole file (\`Accept-Ranges: bytes\`: a \`Range\` header asks for part of it)`, content },
      "206": { description: "Partial content: the byte range the `Range` header asked for", headers: range, content },
      "416": { description: "Range not satisfiable: the `Range` header lies outside the file (no body; `Content-Range: bytes */<size>`)" },
    };
  }
  return { [status]: success ? { description: "Success", content: { "application/json": { schema: success } } } : { description: GENERIC_SUCCESS } };
}

export function buildOpenApi(routes: { pattern: string; methods: Partial<Record<Method, DescribedRoute>> }[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const { pattern, methods } of routes) {
    const path = pattern.replace(/\[(?:\.\.\.)?([^\]]+)\]/g, "{$1}");
    for (const [method, route] of Object.entries(methods) as [Method, DescribedRoute][]) {
      if (!route.config) continue;
      const { params, query, body } = route.config;
      const parameters: unknown[] = [];
      const paramSchema = jsonSchemaOf(params);
      for (const name of Object.keys((paramSchema?.properties as JsonSchema) ?? {})) {
        parameters.push({ name, in: "path", required: true, schema: (paramSchema!.properties as Record<string, unknown>)[name] });
      }
      const querySchema = jsonSchemaOf(query);
      const required = new Set((querySchema?.required as string[]) ?? []);
      for (const [name, schema] of Object.entries((querySchema?.properties as JsonSchema) ?? {})) {
        parameters.push({ name, in: "query", required: required.has(name), schema });
      }
      if (route.config.download?.ranges) {
        parameters.push({ name: "Range", in: "header", required: false, description: "One byte range, `bytes=<start>-<end>` (either end may be left out), to seek or resume", schema: { type: "string" } });
      }
      const access = accessOf(route);
      const success = jsonSchemaOf(route.config.response, "output");
      const operation: Record<string, unknown> = {
        operationId: `${method.toLowerCase()}${path.replace(/[^a-zA-Z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ""))}`,
        summary: route.config.summary ?? derivedSummary(method, path),
        tags: [path.split("/")[2] === "admin" ? path.split("/")[3] : path.split("/")[2]],
        description: access.note,
        ...(access.security ? { security: access.security } : {}),
        ...(parameters.length ? { parameters } : {}),
        ...(body ? { requestBody: { required: !route.config.bodyOptional, content: { "application/json": { schema: jsonSchemaOf(body) } } } } : {}),
        responses: {
          ...successResponses(method, route.config, success),
          ...Object.fromEntries(
            errorStatuses(method, route.config).map((status) => [
              status,
              { description: errorDescription(method, status, route.config!), content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } } },
            ]),
          ),
        },
      };
      (paths[path] ??= {})[method.toLowerCase()] = operation;
    }
  }
  return {
    openapi: "3.1.0",
    info: { title: "Masterly API", version: "1.0.0", license: { name: "Proprietary", identifier: "LicenseRef-Masterly" }, description: "Every route checks the caller's permission itself. Authenticate with the session cookie (browsers) or `Authorization: Bearer <token>` from POST /api/auth/login. next-auth's own endpoints under /api/auth (session, csrf, providers, signin, callback, signout, error) are not served: sign-in, refresh and sign-out are the documented /api/auth/login, /api/auth/refresh-token and /api/auth/logout, and any other /api/auth path answers 404 `NOT_FOUND`." },
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
            code: { type: "string", enum: Object.keys(ERROR_CATALOGUE), description: "One code of the closed catalogue; each decides its status" },
            errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
          },
        },
      },
    },
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  };
}
