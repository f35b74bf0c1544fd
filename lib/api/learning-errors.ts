// The HTTP side of the learning domain errors: one status and code per kind (STYLE.md habit 12).
import { ApiError } from "./errors";
import { LearningError, type LearningErrorKind } from "@/lib/data/curriculum/errors";

const STATUS: Record<LearningErrorKind, [number, string]> = {
  course_not_found: [404, "NOT_FOUND"],
  section_not_found: [404, "NOT_FOUND"],
  lesson_not_found: [404, "NOT_FOUND"],
  review_not_found: [404, "NOT_FOUND"],
  payment_required: [402, "PAYMENT_REQUIRED"],
  not_enrolled: [403, "NOT_ENROLLED"],
  sign_in_required: [401, "UNAUTHORIZED"],
  locked: [423, "LOCKED"],
  invalid_order: [422, "VALIDATION_FAILED"],
  invalid_lesson: [422, "VALIDATION_FAILED"],
  unsupported_media: [415, "UNSUPPORTED_MEDIA_TYPE"],
  too_large: [413, "PAYLOAD_TOO_LARGE"],
};

export function fromLearningError(error: unknown): ApiError | null {
  if (!(error instanceof LearningError)) return null;
  const [status, code] = STATUS[error.kind];
  const { errors, unlocksAt, lockReason } = error.details;
  const extra = error.kind === "locked" ? { unlocksAt: unlocksAt ?? null, lockReason } : undefined;
  return new ApiError(status, code, error.message, errors, undefined, extra);
}
