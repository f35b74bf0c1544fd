// Seed quizzes (docs/domain/quizzes.md): each course's first section ends with a checkpoint quiz of random draws
// from the bank, and learners who reach it take it through the product's own functions (start,
// save answers, submit, staff grade essays), so every QuestionAttempt row, the Overview's question
// accuracy and the item statistics come from real attempts. Retakes until passed, at most 3.
import { startAttempt, saveAnswers, toView } from "../features/quizzes/server/attempts/attempts";
import { loadQuestions } from "../features/quizzes/server/attempts/load";
import { submitAttempt } from "../features/quizzes/server/attempts/submit";
import { gradeAnswer } from "../features/grading/server/queue";
import { prisma } from "../lib/db";
import type { AnswerValue, QuizSettingsInput } from "../features/quizzes/schema";

type Plan = { category?: string; mc: number; tf: number; essay: number };
/** Which bank questions a course's checkpoint draws from (the bank's categories are topics). */
const PLANS: Record<string, Plan> = {
  Programming: { category: "Python", mc: 2, tf: 1, essay: 1 },
  "Web Development": { category: "React", mc: 2, tf: 1, essay: 0 },
  "Data Science": { category: "Data Science", mc: 2, tf: 1, essay: 0 },
  Design: { category: "UI/UX", mc: 1, tf: 1, essay: 1 },
};
const DEFAULT_PLAN: Plan = { mc: 3, tf: 1, essay: 0 };

export const QUIZ_TITLE = "Checkpoint quiz";

/** The lesson input for a course's checkpoint quiz (created with the other lessons of its first section). */
export function checkpointQuiz(courseCategory: string): { title: string; kind: "quiz"; durationMinutes: number; quiz: QuizSettingsInput } {
  const p = PLANS[courseCategory] ?? DEFAULT_PLAN;
  const slots: QuizSettingsInput["slots"] = [{ draw: { category: p.category, type: "multiple-choice", count: p.mc }, mark: 1 }, { draw: { category: p.category, type: "true-false", count: p.tf }, mark: 1 }];
  if (p.essay) slots.push({ draw: { category: p.category, type: "essay", count: p.essay }, mark: 2 });
  return { title: QUIZ_TITLE, kind: "quiz", durationMinutes: 10, quiz: { passPercent: 60, timeLimitMinutes: null, maxAttempts: null, shuffle: false, review: "immediately", slots } };
}

const SOLVE = { easy: 0.85, medium: 0.7, hard: 0.55 } as const;
const MINUTE = 60_000;

type Taker = { id: string; name: string; role: string };
type Options = { courseId: string; lessonId: string; learner: Taker; grader: Taker; at: number; now: number; ability: number; rng: () => number; mayWait: boolean };

/**
 * One learner takes a checkpoint until they pass (the last try answers everything well). Returns
 * whether the quiz is passed, and the time the learner is done with it. `mayWait`: an essay may be
 * left in the grading queue (only when nothing after the quiz depends on its result).
 */
export async function takeQuiz(o: Options): Promise<{ passed: boolean; doneAt: number; answers: number }> {
  let at = o.at;
  let answers = 0;
  for (let n = 1; n <= 3; n += 1) {
    const last = n === 3;
    const { row } = await startAttempt(o.courseId, o.lessonId, o.learner, new Date(at));
    const view = await toView(row);
    const bank = await loadQuestions(view.questions.map((q) => q.id));
    const given: { questionId: string; answer: AnswerValue }[] = [];
    for (const q of view.questions) {
      const question = bank.get(q.id);
      if (!question) continue;
      const right = last || o.rng() < Math.min(0.97, SOLVE[question.difficulty] + o.ability);
      if (q.type === "multiple-choice") {
        const good = (q.options ?? []).findIndex((text) => question.answers.some((a) => a.text === text && a.weight > 0));
        const bad = (q.options ?? []).findIndex((_, i) => i !== good);
        given.push({ questionId: q.id, answer: { selected: [right ? good : bad] } });
      } else if (q.type === "true-false") {
        const truth = question.correctAnswer === "True" ? "True" : "False";
        given.push({ questionId: q.id, answer: { answer: right ? truth : truth === "True" ? "False" : "True" } });
      } else {
        given.push({ questionId: q.id, answer: { text: right ? `${question.correctAnswer ?? question.title}. In short: ${question.title.toLowerCase()}.` : "I am not sure about this one." } });
      }
    }
    // Answers are saved (the attempt screen saves them as the learner goes), then submitted.
    at += given.length * MINUTE;
    await saveAnswers(row.id, o.learner.id, given, new Date(at));
    const result = await submitAttempt(row.id, o.learner.id, new Date((at += 2 * MINUTE)));
    answers += given.length;
    if (result.status === "needs-grading") {
      if (o.mayWait && o.rng() < 0.5) return { passed: false, doneAt: at, answers };
      const waiting = await prisma.questionAttempt.findMany({ where: { attemptId: row.id, gradedAt: null }, select: { id: true, maxScore: true } });
      const gradedAt = Math.min(at + 30 * MINUTE, o.now - MINUTE);
      for (const w of waiting) {
        const share = last ? 1 : 0.4 + 0.6 * o.rng();
        await gradeAnswer(w.id, { score: Math.round(share * w.maxScore * 2) / 2, feedback: share > 0.7 ? "Clear and well argued." : "Partly there: say why, not only what." }, o.grader.id, new Date(gradedAt));
      }
      at = Math.max(at, gradedAt);
      const final = await prisma.quizAttempt.findUniqueOrThrow({ where: { id: row.id }, select: { passed: true } });
      if (final.passed) return { passed: true, doneAt: at, answers };
    } else if (result.passed) {
      return { passed: true, doneAt: at, answers };
    }
    at += 60 * MINUTE;
  }
  return { passed: false, doneAt: at, answers };
}
