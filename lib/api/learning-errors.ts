// The HTTP side of the learning domain errors: one catalogue code per kind, which decides the status
// (lib/errors/catalogue.ts; docs/architecture.md, convention 12).
import { ApiError } from "./errors";
import type { ErrorCode } from "@/lib/errors/catalogue";
import { LearningError, type LearningErrorKind } from "@/features/curriculum";

const CODE: Record<LearningErrorKind, ErrorCode> = {
  course_not_found: "NOT_FOUND",
  section_not_found: "NOT_FOUND",
  lesson_not_found: "NOT_FOUND",
  review_not_found: "NOT_FOUND",
  payment_required: "PAYMENT_REQUIRED",
  not_enrolled: "NOT_ENROLLED",
  sign_in_required: "UNAUTHORIZED",
  locked: "LOCKED",
  invalid_order: "VALIDATION_FAILED",
  invalid_lesson: "VALIDATION_FAILED",
  unsupported_media: "UNSUPPORTED_MEDIA_TYPE",
  too_large: "PAYLOAD_TOO_LARGE",
};

export function fromLearningError(error: unknown): ApiError | null {
  if (!(error instanceof LearningError)) return null;
  const code = CODE[error.kind];
  const { errors, unlocksAt, lockReason } = error.details;
  const extra = error.kind === "locked" ? { unlocksAt: unlocksAt ?? null, lockReason } : undefined;
  return new ApiError(code, error.message, { errors, extra });
}

/**
 * A heartbeat on a locked lesson answers 409 with the same LOCKED body a read gets as 423: writes
 * that conflict with a lesson's state answer 409 across the API, and the player, which ignores a
 * failed heartbeat, needs nothing new to read.
 */
export async function lockedAsConflict<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof LearningError) || error.kind !== "locked") throw error;
    const { unlocksAt, lockReason } = error.details;
    throw new ApiError("LOCKED", error.message, { status: 409, extra: { unlocksAt: unlocksAt ?? null, lockReason } });
  }
}
