import { describe, expect, it } from "vitest";
import { importedQuestionSchema, type QuestionFormValues } from "./schema";
import { grade, readNumber } from "./grade";

const base = { title: "Q", description: "Text", difficulty: "easy", category: "C" } as const;
const q = (v: Partial<QuestionFormValues>) => importedQuestionSchema.parse({ ...base, ...v });

describe("grade", () => {
  const single = q({
    type: "multiple-choice",
    answers: [
      { text: "best", weight: 100, feedback: "Yes" },
      { text: "good", weight: 25 },
      { text: "bad", weight: -25, feedback: "No" },
    ],
  });
  const multi = q({
    type: "multiple-choice",
    multipleAnswers: true,
    answers: [
      { text: "a", weight: 33.33333 },
      { text: "b", weight: 33.33333 },
      { text: "c", weight: 33.33334 },
      { text: "d", weight: -100 },
    ],
  });

  it("multiple choice: the chosen option's weight, negative floored at zero for the question", () => {
    expect(grade(single, { type: "multiple-choice", selected: [0] })).toEqual({ fraction: 1, feedback: ["Yes"] });
    expect(grade(single, { type: "multiple-choice", selected: [1] })?.fraction).toBe(0.25);
    expect(grade(single, { type: "multiple-choice", selected: [2] })).toEqual({ fraction: 0, feedback: ["No"] });
    expect(grade(single, { type: "multiple-choice", selected: [] })?.fraction).toBe(0);
    // Only one counts when multiple answers are not allowed.
    expect(grade(single, { type: "multiple-choice", selected: [1, 0] })?.fraction).toBe(0.25);
  });

  it("multiple answers: weights add up, partial credit, a wrong pick takes marks away but never below zero", () => {
    expect(grade(multi, { type: "multiple-choice", selected: [0, 1, 2] })?.fraction).toBe(1);
    expect(grade(multi, { type: "multiple-choice", selected: [0] })?.fraction).toBeCloseTo(0.3333333, 6);
    expect(grade(multi, { type: "multiple-choice", selected: [0, 1, 2, 3] })?.fraction).toBe(0);
    expect(grade(multi, { type: "multiple-choice", selected: [0, 3] })?.fraction).toBe(0);
    expect(grade(multi, { type: "multiple-choice", selected: [0, 0, 1] })?.fraction).toBeCloseTo(0.6666667, 6);
  });

  it("true/false: all or nothing; no answer set means it cannot be marked", () => {
    const tf = q({ type: "true-false", correctAnswer: "False" });
    expect(grade(tf, { type: "true-false", answer: "False" })?.fraction).toBe(1);
    expect(grade(tf, { type: "true-false", answer: "True" })?.fraction).toBe(0);
    expect(grade(q({ type: "true-false", correctAnswer: null }), { type: "true-false", answer: "True" })).toBeNull();
  });

  it("short answer: first match in order, case rules, * wildcards, weights", () => {
    const sa = q({ type: "short-answer", answers: [{ text: "Grant", weight: 100 }, { text: "Ulysses*Grant", weight: 50, feedback: "Close" }] });
    expect(grade(sa, { type: "short-answer", text: " grant " })?.fraction).toBe(1);
    expect(grade(sa, { type: "short-answer", text: "Ulysses S. Grant" })).toEqual({ fraction: 0.5, feedback: ["Close"] });
    expect(grade(sa, { type: "short-answer", text: "Lincoln" })?.fraction).toBe(0);
    expect(grade(sa, { type: "short-answer", text: "" })?.fraction).toBe(0);
    const strict = q({ type: "short-answer", caseSensitive: true, answers: [{ text: "NaCl", weight: 100 }] });
    expect(grade(strict, { type: "short-answer", text: "NaCl" })?.fraction).toBe(1);
    expect(grade(strict, { type: "short-answer", text: "nacl" })?.fraction).toBe(0);
    // Regular-expression characters in an answer are literal.
    const dots = q({ type: "short-answer", answers: [{ text: "a.b", weight: 100 }] });
    expect(grade(dots, { type: "short-answer", text: "axb" })?.fraction).toBe(0);
  });

  it("numerical: tolerance, ranges, several answers with weights, * for anything else", () => {
    const pi = q({ type: "numerical", answers: [{ text: "3.14", tolerance: 0.01, weight: 100 }] });
    expect(grade(pi, { type: "numerical", text: "3.15" })?.fraction).toBe(1);
    expect(grade(pi, { type: "numerical", text: "3.13" })?.fraction).toBe(1);
    expect(grade(pi, { type: "numerical", text: "3.16" })?.fraction).toBe(0);
    expect(grade(pi, { type: "numerical", text: "3,14" })?.fraction).toBe(1);
    expect(grade(pi, { type: "numerical", text: "pi" })?.fraction).toBe(0);
    const range = q({ type: "numerical", answers: [{ text: "1..5", weight: 100 }] });
    expect(grade(range, { type: "numerical", text: "5" })?.fraction).toBe(1);
    expect(grade(range, { type: "numerical", text: "5.01" })?.fraction).toBe(0);
    const birth = q({
      type: "numerical",
      answers: [
        { text: "1822", tolerance: 0, weight: 100, feedback: "Right" },
        { text: "1822", tolerance: 2, weight: 50, feedback: "Close" },
        { text: "*", weight: 0, feedback: "No" },
      ],
    });
    expect(grade(birth, { type: "numerical", text: "1822" })).toEqual({ fraction: 1, feedback: ["Right"] });
    expect(grade(birth, { type: "numerical", text: "1820" })).toEqual({ fraction: 0.5, feedback: ["Close"] });
    expect(grade(birth, { type: "numerical", text: "1900" })).toEqual({ fraction: 0, feedback: ["No"] });
    expect(grade(q({ type: "numerical", answers: [{ text: "0.3", weight: 100 }] }), { type: "numerical", text: String(0.1 + 0.2) })?.fraction).toBe(1);
  });

  it("matching: the share of pairs matched", () => {
    const m = q({ type: "matching", pairs: [{ question: "Canada", answer: "Ottawa" }, { question: "Italy", answer: "Rome" }, { question: "", answer: "Paris" }] });
    expect(grade(m, { type: "matching", chosen: ["Ottawa", "Rome"] })?.fraction).toBe(1);
    expect(grade(m, { type: "matching", chosen: ["Ottawa", "Paris"] })?.fraction).toBe(0.5);
    expect(grade(m, { type: "matching", chosen: [null, null] })?.fraction).toBe(0);
  });

  it("does not mark essay, code and description questions", () => {
    expect(grade(q({ type: "essay" }), { type: "short-answer", text: "x" })).toBeNull();
    expect(grade(q({ type: "description" }), { type: "short-answer", text: "x" })).toBeNull();
  });

  it("reads numbers the way learners type them", () => {
    expect(readNumber(" 1 000 ")).toBe(1000);
    expect(readNumber("-2.5e3")).toBe(-2500);
    expect(readNumber("1,5")).toBe(1.5);
    expect(readNumber("1.2.3")).toBeNull();
  });
});
