// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { hooksOf, withKindData } from "./server/kind-hooks";
export type { LessonKindHooks, LessonKindRegistry, LessonRef, OnReached } from "./server/kind-hooks";
export { attachMedia, createLesson, createLessons, deleteLesson, refuseManualCompletion, updateLesson } from "./server/lessons";
export { reorderCurriculum } from "./server/order";
export { asKind, getCurriculum, getLessonDetail, getPublicOutline, LESSON_DETAIL_SELECT, loadTree, mediaUrlOf } from "./server/read";
export type { Tree } from "./server/read";
export { createSection, deleteSection, updateSection } from "./server/sections";
