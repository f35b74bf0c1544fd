// The closed catalogue of error codes the API can answer (docs/architecture.md, convention 12). Every failure is
// { message, code, errors? } and its code decides its HTTP status: the server builds errors from a
// code (lib/errors/domain.ts DomainError; lib/api/errors.ts ApiError, its HTTP-layer kind) and the client compares codes
// against this same type, so a misspelt or unknown code fails typecheck on either side.
// Plain data, no imports: client components may import it.

type Entry = { status: number; also?: readonly number[]; description: string };

// The codes by the status they decide, each with what it means (the OpenAPI document lists these).
const CODES_BY_STATUS = {
  // 400: the request itself is malformed
  400: {
    BAD_REQUEST: "The request is malformed (a bad path id or query)",
    MALFORMED_JSON: "The body is not valid JSON",
    MISSING_BODY: "A JSON body is required",
    BAD_CONTENT_TYPE: "An upload was not sent as multipart/form-data",
    MALFORMED_UPLOAD: "The multipart upload could not be read",
    INVALID_TOKEN: "An emailed link (verification, reset, confirmation) is not valid",
    TOKEN_USED: "An emailed link was already used",
    TOKEN_EXPIRED: "An emailed link has expired",
    WEBHOOK_NOT_CONFIGURED: "Stripe webhooks are not configured on this server",
    INVALID_SIGNATURE: "The Stripe-Signature header is missing or wrong",
  },
  // 401: who is calling is unknown or not proven
  401: {
    UNAUTHORIZED: "Not signed in",
    INVALID_CREDENTIALS: "Wrong email or password",
    TWO_FACTOR_REQUIRED: "The account signs in with a second factor: send `code`",
    TWO_FACTOR_INVALID: "The second-factor code is not valid",
    INVALID_REFRESH_TOKEN: "The refresh token is invalid or expired",
    REFRESH_TOKEN_REUSED: "The refresh token was already used; the session is signed out",
  },
  402: {
    PAYMENT_REQUIRED: "A paid course not yet bought",
  },
  // 403: known caller, not allowed
  403: {
    FORBIDDEN: "Not allowed for this role",
    CSRF: "A cross-site cookie request",
    TWO_FACTOR_ENROLMENT_REQUIRED: "The security policy requires two-factor sign-in: set it up first",
    ACCOUNT_INACTIVE: "The account is deactivated",
    EMAIL_NOT_VERIFIED: "The email address is not verified yet",
    NOT_ENROLLED: "Not enrolled in this course",
  },
  404: {
    NOT_FOUND: "Not found",
    INVITATION_NOT_FOUND: "The invitation link is not valid",
  },
  // 409: the state of things refuses the request
  409: {
    CONFLICT: "Conflict",
    DUPLICATE: "A record with this value already exists",
    IN_USE: "The record is still referenced by other records",
    EMAIL_TAKEN: "An account with this email already exists",
    LAST_ADMIN: "The last active admin cannot be removed, demoted or deactivated",
    SELF_DEMOTE: "You cannot change your own role",
    SELF_DEACTIVATE: "You cannot deactivate your own account",
    SELF_REMOVE: "You cannot remove your own account",
    ALREADY_STAFF: "The account is already on the team",
    STUDENT_INACTIVE: "A deactivated learner cannot be promoted",
    INVITATION_ACCEPTED: "The invitation was already accepted",
    INVITATION_REVOKED: "The invitation was revoked",
    INVALID_TRANSITION: "The course status cannot change that way (Draft → Published → Archived → Draft)",
    COURSE_HAS_ENROLLMENTS: "A course with enrollments cannot be deleted: archive it",
    ALREADY_ENROLLED: "Already enrolled in this course",
    DUPLICATE_QUESTION: "The same question already exists in the bank",
    TWO_FACTOR_ALREADY_ENABLED: "Two-factor sign-in is already on",
    TWO_FACTOR_NOT_STARTED: "Start the two-factor setup first",
    TWO_FACTOR_NOT_ENABLED: "Two-factor sign-in is not on",
    TWO_FACTOR_REQUIRED_BY_POLICY: "Two-factor sign-in is required for this role",
    ALREADY_REVOKED: "The certificate is already revoked",
    QUIZ_NOT_PASSED: "Pass the quiz to complete this lesson",
    NO_ATTEMPTS_LEFT: "Every attempt allowed for this quiz is used",
    ATTEMPT_CLOSED: "The attempt is closed (time up or submitted)",
    QUIZ_UNAVAILABLE: "The question bank no longer holds enough questions for the quiz",
    ALREADY_GRADED: "The attempt's result is already final",
    ORDER_STATE: "The order is not in a state that allows this",
  },
  // 405: answered by server.mjs (lib/http/request-guard.mjs) before the app, for TRACE and the like
  405: {
    METHOD_NOT_ALLOWED: "The HTTP method is not supported (TRACE, CONNECT, WebDAV's…): see Allow",
  },
  410: {
    INVITATION_USED: "The invitation was already used",
    INVITATION_EXPIRED: "The invitation has expired",
    CERTIFICATE_REVOKED: "The certificate was revoked: its PDF is no longer issued",
  },
  413: {
    PAYLOAD_TOO_LARGE: "The body or upload is too large",
  },
  415: {
    UNSUPPORTED_MEDIA_TYPE: "The file type is not accepted",
  },
  422: {
    VALIDATION_FAILED: "Validation failed; `errors` lists the messages per field",
  },
  423: {
    LOCKED: "The lesson is locked (`unlocksAt`, `lockReason`)",
  },
  429: {
    TOO_MANY_REQUESTS: "Too many attempts; see Retry-After",
    ACCOUNT_LOCKED: "Too many failed sign-ins: the account is locked for a while; see Retry-After",
  },
  500: {
    INTERNAL_ERROR: "Something went wrong on our side",
  },
  502: {
    PAYMENT_PROVIDER_ERROR: "The payment provider could not be reached",
  },
  503: {
    MAIL_FAILED: "The email could not be sent",
    PAYMENTS_UNAVAILABLE: "Payments are not set up on this site",
    DATABASE_UNAVAILABLE: "The database is unreachable",
  },
} as const satisfies Record<number, Record<string, string>>;

// The few codes that may also answer another status.
const ALSO_ANSWERS = {
  // 403 for a learner opening a course they are not in; 404 when staff unenroll a learner who is not enrolled.
  NOT_ENROLLED: [404],
  // 409 to the admin who resends or revokes it; 410 to whoever opens the revoked link.
  INVITATION_REVOKED: [410],
  // 423 for reading or completing a locked lesson; 409 for a heartbeat sent on one: the learner is
  // enrolled and the lesson will open, so it is a conflict with the lesson's state, not a refusal
  // of who they are, and the body is the same (unlocksAt, lockReason).
  LOCKED: [409],
} as const satisfies Partial<Record<Code, readonly number[]>>;

type ByStatus = typeof CODES_BY_STATUS;
type Status = keyof ByStatus;
type Code = { [S in Status]: keyof ByStatus[S] & string }[Status];
type StatusDecidedBy<C extends Code> = { [S in Status]: C extends keyof ByStatus[S] ? S : never }[Status];
type Also = typeof ALSO_ANSWERS;

type Catalogue = {
  readonly [C in Code]: { readonly status: StatusDecidedBy<C>; readonly description: string } & (C extends keyof Also ? { readonly also: Also[C] } : unknown);
};

/** Every code with the status it decides (`also`: the alternatives it may answer instead) and its description. */
export const ERROR_CATALOGUE = Object.fromEntries(
  Object.entries(CODES_BY_STATUS).flatMap(([status, codes]) =>
    Object.entries(codes).map(([code, description]): [string, Entry] => {
      const also: readonly number[] | undefined = ALSO_ANSWERS[code as keyof Also];
      return [code, { status: Number(status), ...(also && { also }), description }];
    }),
  ),
) as Catalogue;

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
