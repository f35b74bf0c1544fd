// The one error contract (docs/architecture.md, "Errors"): every failure answers
// { message, code, errors? } with the status its code decides (lib/errors/catalogue.ts), and nothing else.
// Data code throws DomainError (lib/errors/domain.ts); ApiError is the HTTP layer's own: what the
// wrapper and the routes find wrong with the request itself (malformed JSON, a body too large…).
import { ZodError } from "zod";
import type { CodeFor, ErrorCode, FieldErrors } from "@/lib/errors/catalogue";
import { DomainError, type DomainErrorDetails } from "@/lib/errors/domain";

export type { ErrorCode, FieldErrors };

/** An error the HTTP layer finds with the request; answered exactly like a DomainError. */
export class ApiError<C extends ErrorCode = ErrorCode> extends DomainError<C> {
  constructor(code: C, message: string, details: DomainErrorDetails<C> = {}) {
    super(code, message, details);
    this.name = "ApiError";
  }
}

export const badRequest = (message = "The request is malformed", code: CodeFor<400> = "BAD_REQUEST") => new ApiError(code, message);
export const unauthorized = (message = "You must be signed in to do that", code: CodeFor<401> = "UNAUTHORIZED") => new ApiError(code, message);
export const forbidden = (message = "You do not have permission to do that", code: CodeFor<403> = "FORBIDDEN") => new ApiError(code, message, { statusHint: 403 });
export const notFound = (message = "Not found", code: CodeFor<404> = "NOT_FOUND") => new ApiError(code, message, { statusHint: 404 });
export const conflict = (message: string, code: CodeFor<409> = "CONFLICT") => new ApiError(code, message, { statusHint: 409 });
export const payloadTooLarge = (limit: number, errors?: FieldErrors, message = `The request body is too large (limit ${Math.round(limit / 1024)} KB)`) =>
  new ApiError("PAYLOAD_TOO_LARGE", message, { errors });
export const validationFailed = (errors: FieldErrors, message?: string) =>
  new ApiError("VALIDATION_FAILED", message ?? Object.values(errors)[0]?.[0] ?? "Validation failed", { errors });

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
    return new ApiError("DUPLICATE", `A record with this ${field} already exists`, { errors: { [field]: [`This ${field} is already in use`] } });
  }
  if (code === "P2025") return notFound("The record was not found");
  if (code === "P2003") return conflict("This record is still referenced by other records", "IN_USE");
  return null;
}
