// The player's part of every lesson kind, one entry per kind (docs/adding-a-feature.md, "Lesson
// kinds"); a kind whose descriptor says all it needs (text, video, file) has none. The player
// loads every part listed here with its page: a heavy one comes through next/dynamic (the quiz's does).
import type { LessonKindPlayers } from "@/features/learn/client";
import { quizPlayer } from "@/features/quizzes/client";

export const LESSON_KIND_PLAYERS: LessonKindPlayers = {
  text: {},
  video: {},
  file: {},
  quiz: quizPlayer,
};
