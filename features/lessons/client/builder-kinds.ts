// The course builder's part of every lesson kind, one entry per kind (docs/adding-a-feature.md,
// "Lesson kinds"); a kind whose descriptor says all it needs (text, video, file) has none. The
// builder loads every part listed here with its page: a heavy one comes through next/dynamic.
import type { LessonKindBuilders } from "@/features/curriculum/client";
import { quizBuilder } from "@/features/quizzes/client";

export const LESSON_KIND_BUILDERS: LessonKindBuilders = {
  text: {},
  video: {},
  file: {},
  quiz: quizBuilder,
};
