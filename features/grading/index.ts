// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { answerGradedResponse, gradeAnswerSchema, gradingQueueResponse, questionStatsResponseSchema, questionStatsSchema } from "./schema";
export type { QuestionStats } from "./schema";
