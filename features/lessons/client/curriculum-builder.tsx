"use client";

// The course builder with every lesson kind's editor (./builder-kinds.ts).
import type { ComponentProps } from "react";
import { CurriculumBuilder as Builder } from "@/features/curriculum/client";
import { LESSON_KIND_BUILDERS } from "./builder-kinds";

export function CurriculumBuilder(props: Omit<ComponentProps<typeof Builder>, "kinds">) {
  return <Builder {...props} kinds={LESSON_KIND_BUILDERS} />;
}
