// What a lesson kind brings to the player beyond what its descriptor says (the video or file for a
// kind with media, the Markdown for a kind whose content shows): the body of its own, shown under
// the lesson's content. The kinds' parts are listed in features/lessons/client/player-kinds.ts and
// handed to the player, which sits below the kinds.
import type { ComponentType } from "react";
import type { LessonKind } from "@/features/curriculum";
import type { PlayerLesson } from "./queries";

export type KindBodyProps = {
  courseId: string;
  lessonId: string;
  lesson: PlayerLesson;
  /** An enrolled learner, whose actions are recorded (false for staff previewing or a visitor). */
  recording: boolean;
};

export type LessonKindPlayer = {
  Body?: ComponentType<KindBodyProps>;
};

export type LessonKindPlayers = Record<LessonKind, LessonKindPlayer>;
