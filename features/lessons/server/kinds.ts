// The server hooks of every lesson kind, one entry per kind (docs/adding-a-feature.md, "Lesson
// kinds"). The lesson writes in features/curriculum take this list from here: the kinds build on
// curriculum, so the list lives in this room, above them both. No import registers anything.
import "server-only";
import type { LessonKindRegistry } from "@/features/curriculum/server";
import { quizLessonHooks } from "@/features/quizzes/server";

export const LESSON_KIND_HOOKS: LessonKindRegistry = {
  text: {},
  video: {},
  file: {},
  quiz: quizLessonHooks,
};
