// The data layer's own errors (docs/architecture.md: lib/data knows nothing of HTTP). A data function throws
// one of these with a code from the closed catalogue (lib/errors/catalogue.ts), which decides the
// status; the route handler's wrapper (lib/api/handler.ts) answers it as { message, code, errors? }.
import { statusOf, type CodeFor, type ErrorCode, type FieldErrors, type StatusOf } from "./catalogue";

export type { ErrorCode, FieldErrors };

export type DomainErrorDetails<C extends ErrorCode> = {
  /** Per-field messages, for a form. */
  errors?: FieldErrors;
  /** Extra top-level fields a client needs beside the message (e.g. `unlocksAt` of a 423). */
  extra?: Record<string, unknown>;
  /** One of the alternatives the catalogue declares for this code; by default the code's own status. */
  status?: StatusOf<C>;
};

export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  readonly status: number;
  readonly errors?: FieldErrors;
  readonly extra?: Record<string, unknown>;

  constructor(
    readonly code: C,
    message: string,
    details: DomainErrorDetails<C> = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.status = statusOf(code, details.status);
    this.errors = details.errors;
    this.extra = details.extra;
  }
}

// The same helper names as lib/api/errors.ts, so a data module reads the same either side.
/** Something the caller named does not exist (404). */
export const notFound = (message = "Not found", code: CodeFor<404> = "NOT_FOUND") => new DomainError(code, message, { status: 404 });
/** The state of things refuses the request (409). */
export const conflict = (message: string, code: CodeFor<409> = "CONFLICT") => new DomainError(code, message, { status: 409 });
/** The input breaks a rule only the data can check: per-field messages (422). */
export const validationFailed = (errors: FieldErrors, message = Object.values(errors)[0]?.[0] ?? "Validation failed") =>
  new DomainError("VALIDATION_FAILED", message, { errors });
/** The caller may not do this to this record (403). */
export const forbidden = (message: string, code: CodeFor<403> = "FORBIDDEN") => new DomainError(code, message, { status: 403 });
/** The link was real but can no longer be used (410). */
export const gone = (message: string, code: CodeFor<410>) => new DomainError(code, message, { status: 410 });
/** A service the operation needs is not available (503). */
export const unavailable = (message: string, code: CodeFor<503>) => new DomainError(code, message);
