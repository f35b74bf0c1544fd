// The quiz lesson kind on the server: its settings are written, replaced and removed with the
// lesson, shown in the builder's lesson, and passing is its only way to completion. Listed in
// features/lessons/server/kinds.ts.
import "server-only";
import type { LessonKindHooks } from "@/features/curriculum/server";
import type { QuizSettingsInput } from "../schema";
import { deleteQuizData, editQuiz, getQuizBuilder, prepareQuiz, refuseManualQuizCompletion, saveQuiz } from "./settings";

export const quizLessonHooks: LessonKindHooks<QuizSettingsInput> = {
  prepare: prepareQuiz,
  async create(tx, { courseId, lessonId }, quiz) {
    if (quiz) await saveQuiz(tx, courseId, lessonId, quiz);
  },
  update: ({ courseId, lessonId }, quiz) => editQuiz(courseId, lessonId, quiz),
  remove: deleteQuizData,
  detail: async (lessonId) => ({ quiz: await getQuizBuilder(lessonId) }),
  refuseManualCompletion: refuseManualQuizCompletion,
};
