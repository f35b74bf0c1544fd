// The one error family of data code (docs/architecture.md, "Errors"). A data function throws a
// DomainError with a code from the closed catalogue (lib/errors/catalogue.ts) and the data the
// caller needs beside the message; it never names an HTTP status or header. The route wrapper
// (lib/api/handler.ts) alone turns the code into a status and the data into the answer.
import type { CodeFor, ErrorCode, FieldErrors, StatusOf } from "./catalogue";

export type { ErrorCode, FieldErrors };

export type DomainErrorDetails<C extends ErrorCode> = {
  /** Per-field messages, for a form. */
  errors?: FieldErrors;
  /** Extra top-level fields a client needs beside the message (e.g. `unlocksAt` of a locked lesson). */
  extra?: Record<string, unknown>;
  /**
   * For the few codes the catalogue lets answer another status (its `also`), which one this
   * failure means: a heartbeat on a locked lesson is a conflict with the lesson's state, a read of
   * it a refusal. Leave it out and the code's own status answers.
   */
  statusHint?: StatusOf<C>;
  /** How long until the same request may succeed (a spent rate limit, a locked account). */
  retryAfterSeconds?: number;
};

export class DomainError<C extends ErrorCode = ErrorCode> extends Error {
  readonly errors?: FieldErrors;
  readonly extra?: Record<string, unknown>;
  readonly statusHint?: StatusOf<C>;
  readonly retryAfterSeconds?: number;

  constructor(
    readonly code: C,
    message: string,
    details: DomainErrorDetails<C> = {},
  ) {
    super(message);
    this.name = "DomainError";
    this.errors = details.errors;
    this.extra = details.extra;
    this.statusHint = details.statusHint;
    this.retryAfterSeconds = details.retryAfterSeconds;
  }
}

/** Whether a thrown value is a DomainError carrying one of these codes. */
export function isDomainError<C extends ErrorCode>(error: unknown, ...codes: C[]): error is DomainError<C> {
  return error instanceof DomainError && (codes.length === 0 || (codes as ErrorCode[]).includes(error.code));
}

// The helpers name the kind of refusal; the code picks among the catalogue's codes of that kind
// (`CodeFor<404>` also holds NOT_ENROLLED, whose own kind is 403: the hint keeps it a 404).
/** The caller is not signed in or not proven (401). */
export const unauthorized = (message = "You must be signed in to do that", code: CodeFor<401> = "UNAUTHORIZED") => new DomainError(code, message);
/** The caller may not do this to this record (403). */
export const forbidden = (message: string, code: CodeFor<403> = "FORBIDDEN") => new DomainError(code, message, { statusHint: 403 });
/** Something the caller named does not exist (404). */
export const notFound = (message = "Not found", code: CodeFor<404> = "NOT_FOUND") => new DomainError(code, message, { statusHint: 404 });
/** The state of things refuses the request (409). */
export const conflict = (message: string, code: CodeFor<409> = "CONFLICT") => new DomainError(code, message, { statusHint: 409 });
/** The link was real but can no longer be used (410). */
export const gone = (message: string, code: CodeFor<410>) => new DomainError(code, message, { statusHint: 410 });
/** The input breaks a rule only the data can check: per-field messages (422). */
export const validationFailed = (errors: FieldErrors, message = Object.values(errors)[0]?.[0] ?? "Validation failed") =>
  new DomainError("VALIDATION_FAILED", message, { errors });
/** Too many attempts: the same request may succeed again after `retryAfterSeconds` (429). */
export const tooManyRequests = (message: string, retryAfterSeconds: number, code: CodeFor<429> = "TOO_MANY_REQUESTS") =>
  new DomainError(code, message, { retryAfterSeconds });
/** A service the operation needs is not available (503). */
export const unavailable = (message: string, code: CodeFor<503>) => new DomainError(code, message);
