// The wrapper every route handler uses (docs/security.md §1): resolve the caller, check the
// permission, refuse cross-site cookie writes, parse params/query/body with zod under a size cap,
// run the handler, and map every failure to the one error contract of lib/api/errors.ts.
import "server-only";
import { NextResponse } from "next/server";
import { z } from "zod";
import { getEnv, type Env } from "@/lib/env";
import { can, type Action, type Resource } from "@/lib/permissions";
import { resolveCaller, type Caller } from "@/lib/auth/session";
import { mustEnrolTwoFactor } from "@/lib/auth/two-factor-policy";
import { resolveClientAddress } from "./client-ip";
import {
  ApiError,
  badRequest,
  forbidden,
  fromPrismaError,
  unauthorized,
  validationFailed,
  zodFieldErrors,
} from "./errors";
import { DomainError } from "@/lib/errors/domain";
import { statusOf, type ErrorCode } from "@/lib/errors/catalogue";
import { readCapped } from "./upload";
import { consumeRateLimit, type RateLimiterName } from "@/lib/rate-limit";
import { runDueJobs, takeJobsToStart } from "@/lib/jobs";
import { afterResponse } from "./after-response";

type Access =
  | { public: true }
  | { signedIn: true }
  /** [resource, action], as in the role table (docs/product.md §6): ["questions", "delete"]. */
  | { permission: [Resource, Action] };

type Schema = z.ZodType;
type Out<S> = S extends Schema ? z.output<S> : undefined;

export type HandlerConfig<P, Q, B> = {
  access: Access;
  params?: P;
  query?: Q;
  body?: B;
  /** Bytes; defaults to MAX_BODY_BYTES. */
  maxBodyBytes?: number;
  /**
   * The schema the body is parsed with when it depends on the path or today's settings (a group's
   * own schema, the password policy); `body` then documents its shape for the API document.
   */
  bodyFor?: (ctx: { params: Out<P> }) => Schema | Promise<Schema>;
  /** Spends one point of a per-address rate limit before the body is read (a refused body still counts). */
  rateLimit?: { limiter: RateLimiterName; key: (req: Request) => string };
  /** Accept a request with no body at all (the body schema then sees `undefined`). */
  bodyOptional?: boolean;
  /** Open to an admin or staff member who must enrol in two-factor sign-in and has not yet (enrolment itself). */
  allowWithoutTwoFactor?: boolean;
  /** For the OpenAPI document only: a one-line summary of the operation. */
  summary?: string;
  /** For the OpenAPI document only: the success body (`{ data: … }`), checked against real answers in tests. */
  response?: Schema;
  /**
   * For the OpenAPI document only: the route answers a file, not JSON: one content type (a CSV
   * export, a PDF) or each it may send (an uploaded image: PNG, JPEG or WebP), a media range such as
   * `image/…` or "any type" allowed; `ranges` when it honours Range requests (206 Partial Content, 416).
   */
  download?: { contentType: string | readonly string[]; description?: string; ranges?: boolean };
  /** For the OpenAPI document only: success answers 204 No Content (no body). */
  noContent?: true;
  /**
   * For the OpenAPI document only: the catalogue codes (lib/errors/catalogue.ts) the route may
   * answer beyond those the config implies, or bare statuses (409, 429, 402, 423 …).
   */
  errors?: (ErrorCode | number)[];
};

export type HandlerContext<P, Q, B, C> = {
  req: Request;
  caller: C;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
};

type RouteContext = { params: Promise<Record<string, string | string[]>> };

const MUTATING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/** The client address, for rate limits and the session record (see lib/api/client-ip.ts). */
export function clientIp(req: Request): string {
  const env = getEnv();
  return resolveClientAddress(req.headers, { trustProxy: env.TRUST_PROXY, hops: env.TRUST_PROXY_HOPS });
}

/**
 * Cookie-authenticated writes must come from our own pages (CSRF). Browsers always send Origin on
 * cross-site POST/PUT/DELETE; a request with a bearer token is not exposed, so it is not checked.
 */
export function assertSameOrigin(req: Request, env: Pick<Env, "APP_URL" | "TRUST_PROXY"> = getEnv()) {
  if (!MUTATING.has(req.method) || /^Bearer\s/i.test(req.headers.get("authorization") ?? "")) return;
  const origin = req.headers.get("origin");
  const fetchSite = req.headers.get("sec-fetch-site");
  if (fetchSite === "cross-site") throw forbidden("Cross-site requests are not allowed", "CSRF");
  if (!origin) return;
  // X-Forwarded-Host is any client's to send unless a trusted proxy sets it.
  const host = (env.TRUST_PROXY ? req.headers.get("x-forwarded-host") : null) ?? req.headers.get("host");
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw forbidden("Cross-site requests are not allowed", "CSRF");
  }
  const allowed = new Set([host, new URL(env.APP_URL).host].filter(Boolean));
  if (!allowed.has(originHost)) throw forbidden("Cross-site requests are not allowed", "CSRF");
}

/**
 * While the security setting enableTwoFactor is on, an admin or staff member who has not enrolled
 * can do nothing but enrol; pages ask the same question through getCurrentUser (docs/security.md).
 */
async function assertTwoFactorEnrolled(caller: Caller) {
  if (!(await mustEnrolTwoFactor(caller.user))) return;
  throw forbidden("Two-factor sign-in is required for your account. Set it up on your profile page first.", "TWO_FACTOR_ENROLMENT_REQUIRED");
}

function parseWith<S extends Schema>(schema: S, input: unknown, status: 400 | 422 = 422): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const errors = zodFieldErrors(result.error);
  if (status === 400) throw new ApiError("BAD_REQUEST", Object.values(errors)[0]?.[0] ?? "The request is malformed", { errors });
  throw validationFailed(errors);
}

async function readJson(req: Request, limit: number): Promise<unknown> {
  const text = (await readCapped(req, limit)).toString("utf8");
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest("The request body is not valid JSON", "MALFORMED_JSON");
  }
}

/**
 * The one place an error becomes an answer: the code decides the status (or the alternative the
 * error chose among those the catalogue allows), the error's data become the body's fields and,
 * for a refusal that passes with time, the Retry-After header.
 */
export function errorResponse(error: DomainError): NextResponse {
  const body: Record<string, unknown> = { ...error.extra, message: error.message, code: error.code };
  if (error.errors) body.errors = error.errors;
  const headers = error.retryAfterSeconds === undefined ? undefined : { "Retry-After": String(Math.max(1, Math.ceil(error.retryAfterSeconds))) };
  return NextResponse.json(body, { status: statusOf(error.code, error.statusHint), headers });
}

/** Any thrown value → an error response. Unexpected errors are logged and answered generically. */
export function toErrorResponse(error: unknown, req?: Request): NextResponse {
  if (error instanceof DomainError) return errorResponse(error);
  const mapped = fromPrismaError(error);
  if (mapped) return errorResponse(mapped);
  const where = req ? `${req.method} ${new URL(req.url).pathname}` : "request";
  console.error(`[api] unexpected error in ${where}:`, error);
  return errorResponse(new ApiError("INTERNAL_ERROR", "Something went wrong on our side. Please try again."));
}

/**
 * API answers are personal (a session's data, tokens) or about to change: no cache may keep them
 * (docs/security.md §7). A route that sets its own Cache-Control (public uploads) keeps it.
 */
function noStore(response: Response): Response {
  try {
    if (!response.headers.has("cache-control")) response.headers.set("Cache-Control", "no-store");
  } catch {
    // A response with immutable headers (Response.redirect) carries nothing to cache.
  }
  return response;
}

/**
 * Tests only (API_ERROR_AUDIT, set by test/setup-env.ts): every error a route answers is handed to
 * the audit hook with the route file that created the handler, so a test can fail on a code the
 * route's config neither implies nor declares in `errors` (the OpenAPI document would omit it).
 */
function auditedRoute(route: (req: Request, ctx?: RouteContext) => Promise<Response>, config: object) {
  const file = /\/(app\/api\/[^:)]*route\.ts)/.exec(new Error().stack ?? "")?.[1];
  return async (req: Request, ctx?: RouteContext) => {
    const response = await route(req, ctx);
    const hook = (globalThis as { __apiErrorAudit?: (entry: ApiErrorAuditEntry) => void }).__apiErrorAudit;
    if (response.status >= 400 && file && hook && response.headers.get("content-type")?.includes("json")) {
      const body = (await response.clone().json().catch(() => ({}))) as { code?: unknown };
      hook({ file, method: req.method, status: response.status, code: typeof body.code === "string" ? body.code : undefined, config: config as HandlerConfig<Schema | undefined, Schema | undefined, Schema | undefined> });
    }
    // The same audit for success: a 2xx JSON answer of a route that documents its body (`response`)
    // is handed over with that body, and the test setup parses it with the schema.
    const successHook = (globalThis as { __apiResponseAudit?: (entry: ApiResponseAuditEntry) => void }).__apiResponseAudit;
    const schema = (config as HandlerConfig<undefined, undefined, undefined>).response;
    if (response.status >= 200 && response.status < 300 && file && successHook && schema && response.headers.get("content-type")?.includes("json")) {
      const body: unknown = await response.clone().json();
      successHook({ file, method: req.method, status: response.status, body, schema });
    }
    return response;
  };
}

export type ApiResponseAuditEntry = { file: string; method: string; status: number; body: unknown; schema: Schema };

export type ApiErrorAuditEntry = { file: string; method: string; status: number; code?: string; config: HandlerConfig<Schema | undefined, Schema | undefined, Schema | undefined> };

type CallerFor<A extends Access> = A extends { public: true } ? Caller | null : Caller;

export function handler<A extends Access, P extends Schema | undefined = undefined, Q extends Schema | undefined = undefined, B extends Schema | undefined = undefined>(
  config: HandlerConfig<P, Q, B> & { access: A },
  fn: (ctx: HandlerContext<P, Q, B, CallerFor<A>>) => Promise<Response | object>,
) {
  const route = async (req: Request, routeContext?: RouteContext): Promise<Response> => {
    try {
      assertSameOrigin(req);
      const caller = await resolveCaller(req.headers);
      const { access } = config;
      if (!("public" in access)) {
        if (!caller) throw unauthorized();
        if ("permission" in access && !can(caller.user.role, access.permission[1], access.permission[0])) throw forbidden();
        if (!config.allowWithoutTwoFactor) await assertTwoFactorEnrolled(caller);
      }
      if (config.rateLimit) await consumeRateLimit(config.rateLimit.limiter, config.rateLimit.key(req));
      const rawParams = routeContext ? await routeContext.params : {};
      const params = config.params ? parseWith(config.params, rawParams, 400) : undefined;
      const query = config.query
        ? parseWith(config.query, Object.fromEntries(new URL(req.url).searchParams.entries()))
        : undefined;
      let body: unknown;
      if (config.body) {
        const json = await readJson(req, config.maxBodyBytes ?? getEnv().MAX_BODY_BYTES);
        if (json === undefined && !config.bodyOptional) throw badRequest("A JSON body is required", "MISSING_BODY");
        const schema = config.bodyFor ? await config.bodyFor({ params: params as Out<P> }) : config.body;
        body = json === undefined ? undefined : parseWith(schema, json);
      }
      const result = await fn({
        req,
        caller: caller as CallerFor<A>,
        params: params as Out<P>,
        query: query as Out<Q>,
        body: body as Out<B>,
      });
      return await startingJobs(noStore(result instanceof Response ? result : NextResponse.json(result)));
    } catch (error) {
      // An error answer may follow a committed job too: a lock's alert emails, then the 429 that announces the lock.
      return await startingJobs(noStore(toErrorResponse(error, req)));
    }
  };
  const answer = process.env.API_ERROR_AUDIT ? auditedRoute(route, config) : route;
  // The config rides along so the OpenAPI document is generated from these same schemas.
  return Object.assign(answer, { config: config as HandlerConfig<Schema | undefined, Schema | undefined, Schema | undefined> });
}

/**
 * Jobs this request enqueued (its emails) start as the answer leaves, not at the worker's next
 * poll; outside a request (route tests, scripts) they run before this returns. Not in a web process
 * with JOBS_WORKER=off: its jobs are for the `npm run worker` processes (docs/domain/jobs.md).
 */
async function startingJobs(response: Response): Promise<Response> {
  if (takeJobsToStart() && getEnv().JOBS_WORKER === "on") await afterResponse(() => runDueJobs());
  return response;
}

export type DescribedRoute = { config?: HandlerConfig<Schema | undefined, Schema | undefined, Schema | undefined> };

export function created(data: object): NextResponse {
  return NextResponse.json(data, { status: 201 });
}

/**
 * The list envelope the screens read (docs/product.md §7): { results, data: { <key>: [...] }, page, limit, totalPages },
 * and `totalCapped`: true when a search matched more rows than it counts (lib/search/index.ts,
 * SEARCH_COUNT_CAP), `results` then being the cap and `totalPages` the pages up to it.
 */
export function listEnvelope<K extends string, T>(
  key: K,
  items: T[],
  meta: { total: number; totalCapped?: boolean; page: number; limit: number },
  extra: Record<string, unknown> = {},
) {
  return {
    results: meta.total,
    data: { [key]: items } as Record<K, T[]>,
    page: meta.page,
    limit: meta.limit,
    totalPages: Math.max(1, Math.ceil(meta.total / meta.limit)),
    totalCapped: meta.totalCapped ?? false,
    ...extra,
  };
}
