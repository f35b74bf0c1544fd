// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { Markdown } from "./client/markdown";
export { activitySchema, completeResponseSchema, courseLessonParamsSchema, courseParamsSchema, enrollmentResponseSchema, learnHomeResponseSchema, lessonFileDownload, myEnrollmentResponseSchema, playerLessonResponseSchema, playerOutlineResponseSchema } from "./schema";
export type { EnrollmentView } from "./schema";
