// The feature's public door for server code (data functions, domain errors): other features and the app import it only from here.
export { LESSON_KIND_HOOKS } from "./server/kinds";
export { createLesson, createLessons, deleteLesson, deleteSection, getLessonDetail, markLessonComplete, refuseManualCompletion, updateLesson } from "./server/lessons";
export { attachMedia, updateSection } from "@/features/curriculum/server";
