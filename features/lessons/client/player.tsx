"use client";

// The course player with every lesson kind's body (./player-kinds.ts).
import type { ComponentProps } from "react";
import { Player as LessonPlayer } from "@/features/learn/client";
import { LESSON_KIND_PLAYERS } from "./player-kinds";

export function Player(props: Omit<ComponentProps<typeof LessonPlayer>, "kinds">) {
  return <LessonPlayer {...props} kinds={LESSON_KIND_PLAYERS} />;
}
