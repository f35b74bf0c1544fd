// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { quizBuilder } from "./client/builder/quiz-kind";
export { quizPlayer } from "./client/player/quiz-kind";
export type { QuizInput } from "./client/builder-queries";
