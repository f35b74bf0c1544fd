"use client";

// The quiz lesson kind in the course builder: its settings and slots, saved with their own button
// (the lesson's first save creates it, or turns it into a quiz). Listed in features/lessons/client/builder-kinds.ts.
import type { KindEditorProps, LessonKindBuilder, SaveBody } from "@/features/curriculum/client";
import type { QuizBuilder } from "../../schema";
import { QuizEditor } from "./quiz-editor";

function QuizLessonEditor({ lesson, saved, saveBody }: KindEditorProps) {
  return (
    <section aria-label="Quiz" className="grid gap-2">
      {!saved && <p className="text-sm text-muted-foreground">This lesson becomes a quiz when you save the quiz.</p>}
      {/* The builder's lesson carries a quiz lesson's settings under `quiz` (features/lessons/schema.ts). */}
      <QuizEditor initial={lesson.quiz as QuizBuilder | null | undefined} lessonId={saved ? lesson.id : undefined} saveLabel="Save quiz" onSave={saveBody} />
    </section>
  );
}

function NewQuizEditor({ saveBody }: { saveBody: SaveBody }) {
  return <QuizEditor initial={null} saveLabel="Save quiz" onSave={saveBody} />;
}

export const quizBuilder: LessonKindBuilder = {
  Editor: QuizLessonEditor,
  Creator: NewQuizEditor,
  creatorHint: "Add questions and settings, then save: the quiz lesson is created on its first save.",
};
