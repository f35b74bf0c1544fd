// The data layer's own errors (issue 18: lib/data knows nothing of HTTP). A data function throws
// one of these; the route handler's wrapper (lib/api/handler.ts) answers it with the status its
// kind decides and the code and field errors it carries.
export type DomainErrorKind = "not_found" | "conflict" | "invalid";

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    readonly code: string,
    readonly errors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = "DomainError";
  }
}

export const missing = (message: string, code = "NOT_FOUND") => new DomainError("not_found", message, code);
export const clash = (message: string, code = "CONFLICT") => new DomainError("conflict", message, code);
export const invalid = (errors: Record<string, string[]>, message = Object.values(errors)[0]?.[0] ?? "Validation failed") =>
  new DomainError("invalid", message, "VALIDATION_FAILED", errors);
