// Typed domain errors of curriculum, learning and reviews (docs/architecture.md, convention 13). The data layer throws
// them; lib/api/learning-errors.ts turns each kind into its status and code.
export type LearningErrorKind =
  | "course_not_found"
  | "section_not_found"
  | "lesson_not_found"
  | "review_not_found"
  | "payment_required"
  | "not_enrolled"
  | "sign_in_required"
  | "locked"
  | "invalid_order"
  | "invalid_lesson"
  | "unsupported_media"
  | "too_large";

export type LearningErrorDetails = {
  unlocksAt?: string | null;
  lockReason?: "drip" | "previous";
  limit?: number;
  errors?: Record<string, string[]>;
};

export class LearningError extends Error {
  constructor(
    readonly kind: LearningErrorKind,
    message: string,
    readonly details: LearningErrorDetails = {},
  ) {
    super(message);
    this.name = "LearningError";
  }
}
