// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { accommodationListQuerySchema, accommodationListResponseSchema, accommodationParamsSchema, accommodationSavedResponse, accommodationSchema, attemptListResponseSchema, attemptParamsSchema, attemptResponseSchema, drawCountQuerySchema, drawCountResponseSchema, MAX_ANSWER_CHARS, MAX_SLOTS, quizBuilderSchema, quizLessonParamsSchema, quizSettingsSchema, saveAnswersResponseSchema, saveAnswersSchema, submitResponseSchema } from "./schema";
export { quizGradedEmail } from "./server/emails";
export { alreadyFinal, answerNotFound, invalidQuiz } from "./server/errors";
