// Errors of the quiz engine. They carry their HTTP status and code (the closed catalogue of
// lib/api/errors.ts), because the handler wrapper already maps ApiError and the learning errors'
// table belongs to the curriculum module.
import { ApiError, type FieldErrors } from "@/lib/api/errors";

export const noAttemptsLeft = () => new ApiError(409, "NO_ATTEMPTS_LEFT", "You have used every attempt allowed for this quiz");
export const attemptClosed = () => new ApiError(409, "ATTEMPT_CLOSED", "This attempt is closed: its time is up or it was submitted");
export const attemptNotFound = () => new ApiError(404, "NOT_FOUND", "Attempt not found");
export const quizNotFound = () => new ApiError(404, "NOT_FOUND", "Quiz not found");
export const quizUnavailable = () => new ApiError(409, "QUIZ_UNAVAILABLE", "This quiz cannot start: the question bank no longer holds enough questions for it");
export const invalidQuiz = (errors: FieldErrors) => new ApiError(422, "VALIDATION_FAILED", Object.values(errors)[0]?.[0] ?? "The quiz is not valid", errors);
export const answerNotFound = () => new ApiError(404, "NOT_FOUND", "Answer not found");
export const alreadyFinal = () => new ApiError(409, "ALREADY_GRADED", "This attempt's result is already final");
