// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { createQuestion, deleteQuestion, deleteQuestions, existingQuestionKeys, exportQuestions, getQuestion, importQuestions, questionListPage, toPublicQuestion, updateQuestion, updateTags } from "./server/questions";
export type { ImportOutcome, PublicQuestion } from "./server/questions";
export { readQuestionUpload, storeEmbeddedFiles, uploadsIn } from "./server/uploads";
