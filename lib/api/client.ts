// The browser's one way to call our API. It sends JSON with the session cookie (no token is ever
// stored in the browser) and turns every failure into one of the kinds of docs/product.md §8. An error answer's
// `code` is typed by the closed catalogue (lib/errors/catalogue.ts): comparing it with a code the
// server cannot answer fails typecheck.
import type { ErrorCode, FieldErrors } from "@/lib/errors/catalogue";

export type ApiErrorKind = "FETCH_ERROR" | "TIMEOUT_ERROR" | "PARSING_ERROR" | "HTTP_ERROR";

export type ApiErrorBody = { message?: string; code?: ErrorCode; errors?: FieldErrors };

export class ApiRequestError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    /** The HTTP status, when the server answered (PARSING_ERROR keeps the original status). */
    readonly status?: number,
    readonly body?: ApiErrorBody,
  ) {
    super(message);
    this.name = "ApiRequestError";
  }

  /** The server's per-field messages, for react-hook-form's setError. */
  get fieldErrors(): FieldErrors {
    return this.body?.errors ?? {};
  }

  /** The catalogue code of the server's answer, if it gave one. */
  get code(): ErrorCode | undefined {
    return this.body?.code;
  }
}

export type ApiOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  timeoutMs?: number;
};

export function buildUrl(path: string, query?: ApiOptions["query"]): string {
  const url = path.startsWith("/api") ? path : `/api${path.startsWith("/") ? "" : "/"}${path}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== "") params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${url}?${qs}` : url;
}

export async function api<T>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = "GET", body, query, signal, timeoutMs = 30_000 } = options;
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  let response: Response;
  try {
    response = await fetch(buildUrl(path, query), {
      method,
      credentials: "same-origin",
      headers: body === undefined ? { Accept: "application/json" } : { "Content-Type": "application/json", Accept: "application/json" },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: combined,
    });
  } catch (error) {
    if (timeout.aborted) throw new ApiRequestError("TIMEOUT_ERROR", "The server took too long to answer. Please try again.");
    if (signal?.aborted) throw error;
    throw new ApiRequestError("FETCH_ERROR", "Could not reach the server. Check your connection and try again.");
  }
  const text = await response.text();
  let data: unknown = undefined;
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      throw new ApiRequestError("PARSING_ERROR", "The server sent a response we could not read.", response.status);
    }
  }
  if (!response.ok) {
    const errorBody = (data && typeof data === "object" ? data : {}) as ApiErrorBody;
    throw new ApiRequestError("HTTP_ERROR", errorBody.message || `Request failed (${response.status})`, response.status, errorBody);
  }
  return data as T;
}

/** The message to show a person for any thrown value, with a fallback. */
export function errorMessage(error: unknown, fallback = "Something went wrong"): string {
  if (error instanceof ApiRequestError) return error.body?.message || (error.kind === "HTTP_ERROR" ? fallback : error.message);
  return fallback;
}

/**
 * Logs a failure the page could not expect (a 5xx, a network error, a bug). An answer the server
 * gives on purpose (401, 403, 404, 409, 422, 429) is shown to the person and not logged, so the
 * console stays quiet for states the product handles (docs/product.md §8).
 */
export function logUnexpected(label: string, error: unknown): void {
  if (error instanceof ApiRequestError && error.kind === "HTTP_ERROR" && error.status !== undefined && error.status < 500) return;
  console.error(label, error instanceof ApiRequestError ? (error.body ?? error.message) : error);
}
