// Scoring a learner's answer to one question, for every type the bank holds, as Moodle scores it.
// Pure, so the quiz engine (server) and the preview (browser) share it:
//   - multiple choice: the chosen options' weights added up (one option, or several when multiple
//     answers are allowed), a negative total floored at zero for the question, at most full marks;
//   - true/false: all or nothing;
//   - short answer: the first accepted answer that matches (case-insensitive unless the question is
//     case sensitive; * in an answer matches any run of characters), at its weight;
//   - numerical: the first answer whose value ± tolerance or range holds the number ("*" holds any);
//   - matching: the share of pairs matched correctly.
// Essay, code and description are not marked automatically: grade() answers null.
import { parseNumericAnswer, type QuestionInput } from "./schema";

export type GradableQuestion = Pick<QuestionInput, "type" | "answers" | "multipleAnswers" | "caseSensitive" | "pairs" | "correctAnswer">;

export type LearnerResponse =
  | { type: "multiple-choice"; selected: readonly number[] }
  | { type: "true-false"; answer: "True" | "False" | null }
  | { type: "short-answer"; text: string }
  | { type: "numerical"; text: string }
  | { type: "matching"; chosen: readonly (string | null)[] };

/** A score from 0 to 1, with the feedback of the answers that earned it. */
export type GradeResult = { fraction: number; feedback: string[] };

const clamp = (n: number) => Math.min(1, Math.max(0, n));
/** 33.33333% three times is full marks: round away floating-point dust. */
const tidy = (n: number) => Math.round(n * 1e7) / 1e7;

function wildcard(pattern: string, caseSensitive: boolean): RegExp {
  const body = pattern
    .trim()
    .split("*")
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join(".*");
  return new RegExp(`^${body}$`, caseSensitive ? "su" : "isu");
}

/** "3.14", "-2", "1e3", and "3,14" when there is no dot. */
export function readNumber(text: string): number | null {
  let t = text.trim().replace(/\s+/g, "");
  if (!t.includes(".") && /^[-+]?\d+,\d+$/.test(t)) t = t.replace(",", ".");
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(t)) return null;
  return Number(t);
}

export function grade(q: GradableQuestion, response: LearnerResponse): GradeResult | null {
  switch (q.type) {
    case "multiple-choice": {
      if (response.type !== "multiple-choice") return { fraction: 0, feedback: [] };
      const chosen = [...new Set(response.selected)].filter((i) => i >= 0 && i < q.answers.length);
      const picked = q.multipleAnswers ? chosen : chosen.slice(0, 1);
      const total = picked.reduce((sum, i) => sum + q.answers[i].weight, 0);
      return { fraction: clamp(tidy(total / 100)), feedback: picked.map((i) => q.answers[i].feedback).filter(Boolean) };
    }
    case "true-false":
      if (q.correctAnswer === null) return null;
      return { fraction: response.type === "true-false" && response.answer === q.correctAnswer ? 1 : 0, feedback: [] };
    case "short-answer": {
      if (response.type !== "short-answer") return { fraction: 0, feedback: [] };
      const text = response.text.trim();
      if (!text) return { fraction: 0, feedback: [] };
      const match = q.answers.find((a) => wildcard(a.text, q.caseSensitive).test(text));
      return match ? { fraction: clamp(tidy(match.weight / 100)), feedback: match.feedback ? [match.feedback] : [] } : { fraction: 0, feedback: [] };
    }
    case "numerical": {
      if (response.type !== "numerical") return { fraction: 0, feedback: [] };
      const value = readNumber(response.text);
      if (value === null) return { fraction: 0, feedback: [] };
      const match = q.answers.find((a) => {
        const parsed = parseNumericAnswer(a.text);
        if (!parsed) return false;
        if (parsed.kind === "any") return true;
        // A hair of slack, so 0.1 + 0.2 counts as 0.3.
        const eps = 1e-9 * Math.max(1, Math.abs(value));
        if (parsed.kind === "range") return value >= parsed.min - eps && value <= parsed.max + eps;
        return Math.abs(value - parsed.value) <= a.tolerance + eps;
      });
      return match ? { fraction: clamp(tidy(match.weight / 100)), feedback: match.feedback ? [match.feedback] : [] } : { fraction: 0, feedback: [] };
    }
    case "matching": {
      const items = q.pairs.filter((p) => p.question !== "");
      if (items.length === 0) return null;
      const chosen = response.type === "matching" ? response.chosen : [];
      const right = items.filter((p, i) => chosen[i] === p.answer).length;
      return { fraction: tidy(right / items.length), feedback: [] };
    }
    default:
      return null;
  }
}
