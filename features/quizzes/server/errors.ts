// Errors of the quiz engine: domain errors with their catalogue code (lib/errors/catalogue.ts),
// which decides the status; the handler wrapper answers them. The learning errors'
// table belongs to the curriculum module.
import { DomainError, type FieldErrors } from "@/lib/errors/domain";

export const noAttemptsLeft = () => new DomainError("NO_ATTEMPTS_LEFT", "You have used every attempt allowed for this quiz");
export const attemptClosed = () => new DomainError("ATTEMPT_CLOSED", "This attempt is closed: its time is up or it was submitted");
export const attemptNotFound = () => new DomainError("NOT_FOUND", "Attempt not found");
export const quizNotFound = () => new DomainError("NOT_FOUND", "Quiz not found");
export const quizUnavailable = () => new DomainError("QUIZ_UNAVAILABLE", "This quiz cannot start: the question bank no longer holds enough questions for it");
export const invalidQuiz = (errors: FieldErrors) => new DomainError("VALIDATION_FAILED", Object.values(errors)[0]?.[0] ?? "The quiz is not valid", { errors });
export const answerNotFound = () => new DomainError("NOT_FOUND", "Answer not found");
export const alreadyFinal = () => new DomainError("ALREADY_GRADED", "This attempt's result is already final");
