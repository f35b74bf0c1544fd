// The one error contract (STYLE.md habit 4): every failure answers
// { message, code, errors? } with the right status, and nothing else.
import { ZodError } from "zod";

export type FieldErrors = Record<string, string[]>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors?: FieldErrors,
    readonly headers?: Record<string, string>,
    /** Extra top-level fields a client needs beside the message (e.g. `unlocksAt` of a 423). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message = "The request is malformed", code = "BAD_REQUEST") => new ApiError(400, code, message);
export const unauthorized = (message = "You must be signed in to do that", code = "UNAUTHORIZED") => new ApiError(401, code, message);
export const forbidden = (message = "You do not have permission to do that", code = "FORBIDDEN") => new ApiError(403, code, message);
export const notFound = (message = "Not found", code = "NOT_FOUND") => new ApiError(404, code, message);
export const conflict = (message: string, code = "CONFLICT") => new ApiError(409, code, message);
export const payloadTooLarge = (limit: number) =>
  new ApiError(413, "PAYLOAD_TOO_LARGE", `The request body is too large (limit ${Math.round(limit / 1024)} KB)`);
export const validationFailed = (errors: FieldErrors, message?: string) =>
  new ApiError(422, "VALIDATION_FAILED", message ?? Object.values(errors)[0]?.[0] ?? "Validation failed", errors);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new ApiError(429, "TOO_MANY_REQUESTS", message, undefined, { "Retry-After": String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** Turns a zod error into per-field messages: { "title": ["Title must be at least 5 characters"] }. */
export function zodFieldErrors(error: ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.map(String).join(".") : "_";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

type PrismaLikeError = { code?: unknown; meta?: { target?: unknown; modelName?: unknown } };

/** Maps the Prisma errors a user can cause (duplicates, missing rows, references) to 4xx answers. */
export function fromPrismaError(error: unknown): ApiError | null {
  if (!error || typeof error !== "object") return null;
  const { code, meta } = error as PrismaLikeError;
  if (code === "P2002") {
    const target = Array.isArray(meta?.target) ? meta.target.join(", ") : typeof meta?.target === "string" ? meta.target : "";
    const field = target.includes("email") ? "email" : target || "value";
    return new ApiError(409, "DUPLICATE", `A record with this ${field} already exists`, { [field]: [`This ${field} is already in use`] });
  }
  if (code === "P2025") return notFound("The record was not found");
  if (code === "P2003") return conflict("This record is still referenced by other records", "IN_USE");
  return null;
}
