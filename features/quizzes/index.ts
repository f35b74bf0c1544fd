// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export type { QuizInput } from "./client/builder-queries";
export { gradingQueueQueryOptions, questionStatsQueryOptions, useGradeAnswer } from "./client/queries";
export type { GradingQueueResponse } from "./client/queries";
export { accommodationListQuerySchema, accommodationListResponseSchema, accommodationParamsSchema, accommodationSchema, attemptListResponseSchema, attemptParamsSchema, attemptResponseSchema, drawCountQuerySchema, drawCountResponseSchema, gradeAnswerSchema, gradingItemSchema, MAX_ANSWER_CHARS, MAX_SLOTS, questionStatsResponseSchema, questionStatsSchema, quizBuilderSchema, quizSettingsSchema, saveAnswersResponseSchema, saveAnswersSchema, submitResponseSchema } from "./schema";
export type { QuestionStats } from "./schema";
export { quizGradedEmail } from "./server/emails";
export { alreadyFinal, answerNotFound, invalidQuiz } from "./server/errors";
