// The closed catalogue of error codes the API can answer (issue 18). Every failure is
// { message, code, errors? } and its code decides its HTTP status: the server builds errors from a
// code (lib/data/errors.ts DomainError, lib/api/errors.ts ApiError) and the client compares codes
// against this same type, so a misspelt or unknown code fails typecheck on either side.
// Plain data, no imports: client components may import it.

type Entry = { status: number; also?: readonly number[]; description: string };

export const ERROR_CATALOGUE = {
  // 400: the request itself is malformed
  BAD_REQUEST: { status: 400, description: "The request is malformed (a bad path id or query)" },
  MALFORMED_JSON: { status: 400, description: "The body is not valid JSON" },
  MISSING_BODY: { status: 400, description: "A JSON body is required" },
  BAD_CONTENT_TYPE: { status: 400, description: "An upload was not sent as multipart/form-data" },
  MALFORMED_UPLOAD: { status: 400, description: "The multipart upload could not be read" },
  INVALID_TOKEN: { status: 400, description: "An emailed link (verification, reset, confirmation) is not valid" },
  TOKEN_USED: { status: 400, description: "An emailed link was already used" },
  TOKEN_EXPIRED: { status: 400, description: "An emailed link has expired" },
  WEBHOOK_NOT_CONFIGURED: { status: 400, description: "Stripe webhooks are not configured on this server" },
  INVALID_SIGNATURE: { status: 400, description: "The Stripe-Signature header is missing or wrong" },
  // 401: who is calling is unknown or not proven
  UNAUTHORIZED: { status: 401, description: "Not signed in" },
  INVALID_CREDENTIALS: { status: 401, description: "Wrong email or password" },
  TWO_FACTOR_REQUIRED: { status: 401, description: "The account signs in with a second factor: send `code`" },
  TWO_FACTOR_INVALID: { status: 401, description: "The second-factor code is not valid" },
  INVALID_REFRESH_TOKEN: { status: 401, description: "The refresh token is invalid or expired" },
  REFRESH_TOKEN_REUSED: { status: 401, description: "The refresh token was already used; the session is signed out" },
  // 402
  PAYMENT_REQUIRED: { status: 402, description: "A paid course not yet bought" },
  // 403: known caller, not allowed
  FORBIDDEN: { status: 403, description: "Not allowed for this role" },
  CSRF: { status: 403, description: "A cross-site cookie request" },
  TWO_FACTOR_ENROLMENT_REQUIRED: { status: 403, description: "The security policy requires two-factor sign-in: set it up first" },
  ACCOUNT_INACTIVE: { status: 403, description: "The account is deactivated" },
  EMAIL_NOT_VERIFIED: { status: 403, description: "The email address is not verified yet" },
  // 403 for a learner opening a course they are not in; 404 when staff unenroll a learner who is not enrolled.
  NOT_ENROLLED: { status: 403, also: [404], description: "Not enrolled in this course" },
  // 404
  NOT_FOUND: { status: 404, description: "Not found" },
  INVITATION_NOT_FOUND: { status: 404, description: "The invitation link is not valid" },
  // 409: the state of things refuses the request
  CONFLICT: { status: 409, description: "Conflict" },
  DUPLICATE: { status: 409, description: "A record with this value already exists" },
  IN_USE: { status: 409, description: "The record is still referenced by other records" },
  EMAIL_TAKEN: { status: 409, description: "An account with this email already exists" },
  LAST_ADMIN: { status: 409, description: "The last active admin cannot be removed, demoted or deactivated" },
  SELF_DEMOTE: { status: 409, description: "You cannot change your own role" },
  SELF_DEACTIVATE: { status: 409, description: "You cannot deactivate your own account" },
  SELF_REMOVE: { status: 409, description: "You cannot remove your own account" },
  ALREADY_STAFF: { status: 409, description: "The account is already on the team" },
  STUDENT_INACTIVE: { status: 409, description: "A deactivated learner cannot be promoted" },
  INVITATION_ACCEPTED: { status: 409, description: "The invitation was already accepted" },
  // 409 to the admin who resends or revokes it; 410 to whoever opens the revoked link.
  INVITATION_REVOKED: { status: 409, also: [410], description: "The invitation was revoked" },
  INVALID_TRANSITION: { status: 409, description: "The course status cannot change that way (SPEC §4 lifecycle)" },
  COURSE_HAS_ENROLLMENTS: { status: 409, description: "A course with enrollments cannot be deleted: archive it" },
  ALREADY_ENROLLED: { status: 409, description: "Already enrolled in this course" },
  DUPLICATE_QUESTION: { status: 409, description: "The same question already exists in the bank" },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, description: "Two-factor sign-in is already on" },
  TWO_FACTOR_NOT_STARTED: { status: 409, description: "Start the two-factor setup first" },
  TWO_FACTOR_NOT_ENABLED: { status: 409, description: "Two-factor sign-in is not on" },
  TWO_FACTOR_REQUIRED_BY_POLICY: { status: 409, description: "Two-factor sign-in is required for this role" },
  ALREADY_REVOKED: { status: 409, description: "The certificate is already revoked" },
  QUIZ_NOT_PASSED: { status: 409, description: "Pass the quiz to complete this lesson" },
  NO_ATTEMPTS_LEFT: { status: 409, description: "Every attempt allowed for this quiz is used" },
  ATTEMPT_CLOSED: { status: 409, description: "The attempt is closed (time up or submitted)" },
  QUIZ_UNAVAILABLE: { status: 409, description: "The question bank no longer holds enough questions for the quiz" },
  ALREADY_GRADED: { status: 409, description: "The attempt's result is already final" },
  ORDER_STATE: { status: 409, description: "The order is not in a state that allows this" },
  // 410
  INVITATION_USED: { status: 410, description: "The invitation was already used" },
  INVITATION_EXPIRED: { status: 410, description: "The invitation has expired" },
  // 413, 415, 422, 423, 429
  PAYLOAD_TOO_LARGE: { status: 413, description: "The body or upload is too large" },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, description: "The file type is not accepted" },
  VALIDATION_FAILED: { status: 422, description: "Validation failed; `errors` lists the messages per field" },
  LOCKED: { status: 423, description: "The lesson is locked (`unlocksAt`, `lockReason`)" },
  TOO_MANY_REQUESTS: { status: 429, description: "Too many attempts; see Retry-After" },
  ACCOUNT_LOCKED: { status: 429, description: "Too many failed sign-ins: the account is locked for a while; see Retry-After" },
  // 5xx
  INTERNAL_ERROR: { status: 500, description: "Something went wrong on our side" },
  PAYMENT_PROVIDER_ERROR: { status: 502, description: "The payment provider could not be reached" },
  MAIL_FAILED: { status: 503, description: "The email could not be sent" },
  PAYMENTS_UNAVAILABLE: { status: 503, description: "Payments are not set up on this site" },
  DATABASE_UNAVAILABLE: { status: 503, description: "The database is unreachable" },
} as const satisfies Record<string, Entry>;

type Catalogue = typeof ERROR_CATALOGUE;

/** Every code the API can answer. */
export type ErrorCode = keyof Catalogue;

/** The status a code answers with, plus the few it may also answer (declared in the catalogue). */
export type StatusOf<C extends ErrorCode> = Catalogue[C] extends { also: readonly (infer A)[] } ? Catalogue[C]["status"] | A : Catalogue[C]["status"];

/** The codes a given status may carry: `CodeFor<404>` is "NOT_FOUND" | "INVITATION_NOT_FOUND" | "NOT_ENROLLED". */
export type CodeFor<S extends number> = { [C in ErrorCode]: S extends StatusOf<C> ? C : never }[ErrorCode];

export type FieldErrors = Record<string, string[]>;

/** The body of every error answer. */
export type ErrorBody = { message: string; code: ErrorCode; errors?: FieldErrors };

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[];

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === "string" && Object.hasOwn(ERROR_CATALOGUE, value);
}

/** The status a code decides; `status` picks one of the catalogue's declared alternatives. */
export function statusOf<C extends ErrorCode>(code: C, status?: StatusOf<C>): number {
  return (status as number | undefined) ?? ERROR_CATALOGUE[code].status;
}

/** Every status a code may answer (its own and its declared alternatives). */
export function statusesOf(code: ErrorCode): number[] {
  const entry: Entry = ERROR_CATALOGUE[code];
  return [entry.status, ...(entry.also ?? [])];
}
