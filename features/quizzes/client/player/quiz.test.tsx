import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AttemptQuestion } from "../../schema";
import { describeAnswer, isAnswered } from "./answers";
import { QuestionField } from "./question-field";
import { formatLeft, thresholdFor } from "./quiz-timer";

const MIN = 60_000;
const base = { title: "Q", description: "", textFormat: "plain", mark: 1 } as const;

describe("the quiz timer", () => {
  it("shows minutes and seconds, hours when there are any, never below zero", () => {
    expect(formatLeft(30 * MIN)).toBe("30:00");
    expect(formatLeft(61_500)).toBe("1:02");
    expect(formatLeft(90 * MIN)).toBe("1:30:00");
    expect(formatLeft(-5000)).toBe("0:00");
  });

  it("has a mark to announce only from 5 minutes left, then from 1, then at zero", () => {
    expect(thresholdFor(5 * MIN + 1000)).toBeNull();
    expect(thresholdFor(5 * MIN)).toBe(5);
    expect(thresholdFor(2 * MIN)).toBe(5);
    expect(thresholdFor(MIN)).toBe(1);
    expect(thresholdFor(1000)).toBe(1);
    expect(thresholdFor(0)).toBe(0);
  });
});

describe("answers", () => {
  it("counts a question answered only when something is chosen or written", () => {
    expect(isAnswered(undefined)).toBe(false);
    expect(isAnswered({ selected: [] })).toBe(false);
    expect(isAnswered({ selected: [1] })).toBe(true);
    expect(isAnswered({ answer: null })).toBe(false);
    expect(isAnswered({ answer: "False" })).toBe(true);
    expect(isAnswered({ text: "  " })).toBe(false);
    expect(isAnswered({ text: "42" })).toBe(true);
    expect(isAnswered({ chosen: [null, null] })).toBe(false);
    expect(isAnswered({ chosen: [null, "red"] })).toBe(true);
  });

  it("reads an answer in the attempt's own option order", () => {
    const mc: AttemptQuestion = { ...base, id: "a", type: "multiple-choice", options: ["Lyon", "Paris"] };
    expect(describeAnswer(mc, { selected: [1] })).toBe("B. Paris");
    const match: AttemptQuestion = { ...base, id: "b", type: "matching", items: ["apple", "banana"], options: ["red", "yellow"] };
    expect(describeAnswer(match, { chosen: ["red", null] })).toBe("apple → red; banana → (no answer)");
    expect(describeAnswer(mc, null)).toBeNull();
  });
});

describe("a question in an attempt", () => {
  const render = (q: AttemptQuestion, value?: Parameters<typeof QuestionField>[0]["value"]) =>
    renderToStaticMarkup(<QuestionField question={q} number={1} value={value} onChange={() => {}} />);

  it("groups choices in a fieldset named by the question, as native radios or checkboxes", () => {
    const single = render({ ...base, id: "a", type: "multiple-choice", options: ["Lyon", "Paris"] }, { selected: [1] });
    expect(single).toMatch(/<fieldset[^>]*aria-labelledby="[^"]+-title"/);
    expect(single.match(/type="radio"/g)).toHaveLength(2);
    expect(single).toMatch(/type="radio"[^>]*checked=""/);
    const multi = render({ ...base, id: "a", type: "multiple-choice", options: ["Two", "Three", "Four"], multipleAnswers: true });
    expect(multi.match(/type="checkbox"/g)).toHaveLength(3);
    expect(multi).toContain("Choose one or more answers.");
  });

  it("labels every text field and select", () => {
    const essay = render({ ...base, id: "e", type: "code" }, { text: "print(1)" });
    expect(essay).toMatch(/<label[^>]*for="([^"]+)-answer"[^>]*>Your code<\/label>/);
    expect(essay).toContain("print(1)</textarea>");
    const match = render({ ...base, id: "m", type: "matching", items: ["apple"], options: ["red"] });
    expect(match).toMatch(/<label for="([^"]+)-match-0"/);
    expect(match).toMatch(/<select id="[^"]+-match-0"/);
  });
});
