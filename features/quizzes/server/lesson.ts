// The builder's lesson answers carry a quiz lesson's settings beside the curriculum's fields.
import "server-only";
import type { LessonDetail } from "@/features/curriculum";
import { getQuizBuilder } from "./settings";

export async function withQuiz(lesson: LessonDetail): Promise<LessonDetail> {
  return lesson.kind === "quiz" ? { ...lesson, quiz: await getQuizBuilder(lesson.id) } : lesson;
}
