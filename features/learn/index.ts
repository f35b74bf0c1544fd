// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { activitySchema, completeResponseSchema, courseLessonParamsSchema, courseParamsSchema, enrollmentResponseSchema, learnHomeResponseSchema, myEnrollmentResponseSchema, playerLessonResponseSchema, playerOutlineResponseSchema } from "./schema";
export { lessonFileDownload } from "./schema";
export type { EnrollmentView } from "./schema";
