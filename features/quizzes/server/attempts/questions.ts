// An attempt's questions: what is fixed at start (question, mark, option order), what the learner
// sees (never an answer, weight or feedback), how their answer becomes a gradable response, and
// the right answer the review shows.
import type { PublicQuestion } from "@/features/questions/server";
import type { LearnerResponse } from "@/features/questions";
import type { AnswerValue, AttemptQuestion } from "../../schema";

/** Stored per question in QuizAttempt.questions. `order`: shown index → stored option index. */
export type FixedQuestion = { questionId: string; mark: number; order?: number[]; choices?: string[] };

export function shuffled<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

export function fixQuestion(q: PublicQuestion, mark: number, shuffle: boolean): FixedQuestion {
  const fixed: FixedQuestion = { questionId: q._id, mark: q.type === "description" ? 0 : mark };
  if (q.type === "multiple-choice") {
    const order = q.answers.map((_, i) => i);
    fixed.order = shuffle ? shuffled(order) : order;
  }
  if (q.type === "matching") {
    const choices = [...new Set(q.pairs.map((p) => p.answer).filter(Boolean))];
    fixed.choices = shuffle ? shuffled(choices) : choices.sort((a, b) => a.localeCompare(b));
  }
  return fixed;
}

/** The learner's view of one question: text and choices only. */
export function toAttemptQuestion(q: PublicQuestion, fixed: FixedQuestion): AttemptQuestion {
  const base: AttemptQuestion = { id: q._id, type: q.type, title: q.title, description: q.description, textFormat: q.textFormat, mark: fixed.mark };
  switch (q.type) {
    case "multiple-choice":
      return { ...base, options: (fixed.order ?? q.answers.map((_, i) => i)).map((i) => q.answers[i]?.text ?? ""), multipleAnswers: q.multipleAnswers };
    case "true-false":
      return { ...base, options: ["True", "False"] };
    case "matching":
      return { ...base, items: q.pairs.filter((p) => p.question !== "").map((p) => p.question), options: fixed.choices ?? [] };
    default:
      return base;
  }
}

/** A saved answer → what features/questions/grade.ts reads. A missing or mismatched answer scores nothing. */
export function toResponse(q: PublicQuestion, fixed: FixedQuestion, answer: AnswerValue | undefined): LearnerResponse | null {
  const a = answer ?? null;
  switch (q.type) {
    case "multiple-choice": {
      const order = fixed.order ?? q.answers.map((_, i) => i);
      const selected = a && "selected" in a ? a.selected.filter((i) => i < order.length).map((i) => order[i]) : [];
      return { type: "multiple-choice", selected };
    }
    case "true-false":
      return { type: "true-false", answer: a && "answer" in a ? a.answer : null };
    case "short-answer":
      return { type: "short-answer", text: a && "text" in a ? a.text : "" };
    case "numerical":
      return { type: "numerical", text: a && "text" in a ? a.text : "" };
    case "matching":
      return { type: "matching", chosen: a && "chosen" in a ? a.chosen : [] };
    default:
      return null;
  }
}

export const isManual = (type: string) => type === "essay" || type === "code";

/** The right answer as the review shows it. */
export function rightAnswer(q: PublicQuestion): string | null {
  switch (q.type) {
    case "multiple-choice":
      return q.answers.filter((a) => a.weight > 0).map((a) => (a.weight === 100 ? a.text : `${a.text} (${a.weight}%)`)).join("; ") || null;
    case "true-false":
      return q.correctAnswer;
    case "short-answer":
    case "numerical": {
      const best = [...q.answers].sort((x, y) => y.weight - x.weight)[0];
      if (!best || best.weight <= 0) return null;
      return q.type === "numerical" && best.tolerance > 0 ? `${best.text} ± ${best.tolerance}` : best.text;
    }
    case "matching":
      return q.pairs.filter((p) => p.question !== "").map((p) => `${p.question} → ${p.answer}`).join("; ");
    default:
      return null;
  }
}

/** Feedback the marking earns: the chosen answers' feedback, True/False's own, then the general feedback. */
export function markingFeedback(q: PublicQuestion, response: LearnerResponse | null, answerFeedback: string[]): string {
  const lines = [...answerFeedback];
  if (q.type === "true-false" && response?.type === "true-false" && response.answer) {
    const own = response.answer === "True" ? q.trueFeedback : q.falseFeedback;
    if (own) lines.push(own);
  }
  return lines.join("\n");
}
