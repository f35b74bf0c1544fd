// The feature's public door for code that runs anywhere (schemas, types, constants): other features and the app import it only from here.
export { LESSON_KIND_LIST, lessonKind } from "./lesson-kinds";
export type { KindBodies, LessonKindDescriptor } from "./lesson-kinds";
export { baseLessonCreateSchema, baseLessonDetailSchema, curriculumOrderSchema, curriculumResponseSchema, LESSON_KINDS, lessonContentShape, lessonDeleteResponseSchema, lessonParamsSchema, MAX_CONTENT_CHARS, publicOutlineResponseSchema, sectionCreateSchema, sectionParamsSchema, sectionResponseSchema, sectionUpdateSchema, toEmbedUrl, VIDEO_MIME_TYPES } from "./schema";
export type { LessonCreateInput, LessonDetail, LessonKind, LessonUpdateInput, PublicOutline } from "./schema";
