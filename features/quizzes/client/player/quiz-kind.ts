// The quiz lesson kind in the player: the start panel, the attempt or a result, under the quiz's
// introduction. Listed in features/lessons/client/player-kinds.ts.
import type { LessonKindPlayer } from "@/features/learn/client";
import { QuizLesson } from "./quiz-lesson";

export const quizPlayer: LessonKindPlayer = { Body: QuizLesson };
