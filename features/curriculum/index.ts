// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { fieldErrors } from "./client/field-errors";
export { formatMinutes, kindLabel } from "./client/lesson-kind";
export { curriculumOrderSchema, curriculumResponseSchema, LESSON_KINDS, lessonContentShape, lessonCreateSchema, lessonDeleteResponseSchema, lessonParamsSchema, lessonResponseSchema, lessonUpdateSchema, MAX_CONTENT_CHARS, publicOutlineResponseSchema, sectionCreateSchema, sectionParamsSchema, sectionResponseSchema, sectionUpdateSchema, toEmbedUrl, VIDEO_MIME_TYPES } from "./schema";
export type { LessonDetail, LessonKind, PublicOutline } from "./schema";
