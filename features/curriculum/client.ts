// The feature's public door for browser code (components, query hooks): other features and the app import it only from here.
export { CurriculumBuilder } from "./client/curriculum-builder";
export { Markdown } from "./client/markdown";
export { formatBytes } from "./client/media-upload";
export type { KindEditorProps, LessonKindBuilder, LessonKindBuilders, SaveBody } from "./client/kind-builders";
export { fieldErrors } from "./client/field-errors";
export { formatMinutes, kindLabel, LessonKindIcon } from "./client/lesson-kind";
