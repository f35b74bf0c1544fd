// Reading a learner's answers: whether one is given, and how it reads in the review.
import type { AnswerValue, AttemptQuestion } from "../../schema";
import { OPTION_LETTERS } from "@/features/questions";

export const letter = (i: number) => OPTION_LETTERS[i] ?? String(i + 1);

export function isAnswered(value: AnswerValue | undefined): boolean {
  if (!value) return false;
  if ("selected" in value) return value.selected.length > 0;
  if ("answer" in value) return value.answer !== null;
  if ("text" in value) return value.text.trim() !== "";
  return value.chosen.some(Boolean);
}

/** True for the questions a learner answers (a description only informs). */
export const answerable = (q: Pick<AttemptQuestion, "type">) => q.type !== "description";

/** The learner's answer in words ("B. Paris", "True", "apple → red; banana → (none)"), or null when blank. */
export function describeAnswer(question: AttemptQuestion | undefined, raw: unknown): string | null {
  const value = raw as AnswerValue | undefined;
  if (!value || !isAnswered(value)) return null;
  if ("selected" in value) return value.selected.map((i) => `${letter(i)}. ${question?.options?.[i] ?? "?"}`).join("; ");
  if ("answer" in value) return value.answer;
  if ("text" in value) return value.text;
  return (question?.items ?? value.chosen.map((_, i) => `Item ${i + 1}`)).map((item, i) => `${item} → ${value.chosen[i] ?? "(no answer)"}`).join("; ");
}
