// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { listAttempts, ownAttempt, saveAnswers, setAccommodation, startAttempt, toView } from "./server/attempts/attempts";
export { answersOf } from "./server/attempts/load";
export { buildReview, getAttempt, reviewAllowed } from "./server/attempts/review";
export { completeIfPassed, finalize, submitAttempt } from "./server/attempts/submit";
export { drawAvailable, listAccommodations } from "./server/builder";
export { quizLessonHooks } from "./server/lesson";
