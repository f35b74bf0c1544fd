// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
// Lessons of every kind: the lesson schemas with each kind's body, and the registries of the kinds' parts (docs/adding-a-feature.md, "Lesson kinds").
export { lessonCreateSchema, lessonDetailSchema, lessonResponseSchema, lessonUpdateSchema } from "./schema";
export type { LessonCreateBody, LessonDetailWithKind, LessonUpdateBody } from "./schema";
export { lessonDeleteResponseSchema, lessonParamsSchema, MAX_CONTENT_CHARS } from "@/features/curriculum";
export { sectionParamsSchema, sectionResponseSchema, sectionUpdateSchema } from "@/features/curriculum";
export { completeResponseSchema, courseLessonParamsSchema } from "@/features/learn";
