// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { existingQuestionKeys, importQuestions } from "./server/import";
export type { ImportOutcome } from "./server/import";
export { exportQuestions, getQuestion, questionListPage } from "./server/list";
export { toPublicQuestion } from "./server/shape";
export type { PublicQuestion } from "./server/shape";
export { createQuestion, deleteQuestion, deleteQuestions, updateQuestion, updateTags } from "./server/write";
export { readQuestionUpload, storeEmbeddedFiles, uploadsIn } from "./server/uploads";
