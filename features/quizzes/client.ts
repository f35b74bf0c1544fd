// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { QuizEditor } from "./client/builder/quiz-editor";
export { QuizLesson } from "./client/player/quiz-lesson";
