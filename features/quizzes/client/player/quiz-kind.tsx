"use client";

// The quiz lesson kind in the player: the start panel, the attempt or a result, under the quiz's
// introduction. Listed in features/lessons/client/player-kinds.ts. Loaded when a quiz lesson opens,
// not with the player: most lessons are not quizzes, and the attempt screens are the player's
// heaviest part. Until it arrives the quiz shows the placeholder it shows while its attempts load.
import dynamic from "next/dynamic";
import type { KindBodyProps, LessonKindPlayer } from "@/features/learn/client";
import { LoadingBlocks } from "./load-states";

const QuizLesson = dynamic<KindBodyProps>(() => import("./quiz-lesson").then((m) => m.QuizLesson), {
  loading: () => <LoadingBlocks label="Loading the quiz" heights={["h-40", "h-16"]} />,
});

export const quizPlayer: LessonKindPlayer = { Body: QuizLesson };
