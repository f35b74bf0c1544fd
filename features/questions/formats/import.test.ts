import { describe, expect, it } from "vitest";
import { importedQuestionSchema } from "../schema";
import { analyseImport, questionFingerprint } from "./import";
import type { RawRecord } from "../types";

const good = (title: string, category = "React"): RawRecord["data"] => ({
  title,
  description: "A description long enough.",
  type: "essay",
  difficulty: "easy",
  category,
});

describe("the import dry run", () => {
  it("checks every row with the form's rules and messages, except the form's minimum lengths", () => {
    const records: RawRecord[] = [
      { row: 2, label: "Row 2", data: { title: "Hey", description: "short", type: "quiz", difficulty: "", category: " " } },
      { row: 3, label: "Row 3", error: "This row could not be read: Quoted field unterminated" },
      { row: 4, label: "Row 4", data: { ...good("Choose one answer"), type: "multiple-choice", options: ["a", "b"], correctAnswer: "c" } },
    ];
    const report = analyseImport(records, new Set());
    expect(report).toMatchObject({ total: 3, valid: 0, invalid: 3, duplicates: 0 });
    // "Hey" and "short" are fine in a file (Moodle names like "Q1"); the form still asks for 5 and 10 characters.
    expect(report.rows[0].errors).toEqual([
      "Please select a question type",
      "Please select difficulty level",
      "Category is required",
    ]);
    expect(report.rows[1].errors).toEqual(["This row could not be read: Quoted field unterminated"]);
    expect(report.rows[2].errors).toEqual(["The correct answer must be one of the options"]);
  });

  it("judges duplicates on the whole question, in the bank or earlier in the file, ignoring the title's case", () => {
    const existing = new Set([questionFingerprint(importedQuestionSchema.parse(good("Already Here")))]);
    const records: RawRecord[] = [
      { row: 2, label: "Row 2", data: good("already here  ") },
      { row: 3, label: "Row 3", data: good("New question") },
      { row: 4, label: "Row 4", data: good("NEW QUESTION") },
      { row: 5, label: "Row 5", data: good("New question", "CSS") },
      // Same title and category, another text: Moodle banks are full of "Q1"s, so this is a different question.
      { row: 6, label: "Row 6", data: { ...good("New question"), description: "Another text entirely." } },
      { row: 7, label: "Row 7", data: { ...good("New question"), generalFeedback: "With feedback" } },
      // Tags and difficulty are not part of the question's identity.
      { row: 8, label: "Row 8", data: { ...good("New question"), tags: ["x"], difficulty: "hard" } },
    ];
    const report = analyseImport(records, existing);
    expect(report).toMatchObject({ total: 7, valid: 4, invalid: 0, duplicates: 3 });
    expect(report.rows.map((r) => [r.label, r.status, r.duplicateOf])).toEqual([
      ["Row 2", "duplicate", null],
      ["Row 3", "valid", undefined],
      ["Row 4", "duplicate", "Row 3"],
      ["Row 5", "valid", undefined],
      ["Row 6", "valid", undefined],
      ["Row 7", "valid", undefined],
      ["Row 8", "duplicate", "Row 3"],
    ]);
    expect(report.rows[0].errors).toEqual(['The question "already here" is already in React.']);
    expect(report.rows[2].errors).toEqual(["The same question as Row 3."]);
  });

  it("puts questions without a category into the default category, and keeps each record's warnings", () => {
    const records: RawRecord[] = [
      { row: 1, label: "Q 1", data: good("No category", ""), warnings: ["Hints were not kept."] },
      { row: 2, label: "Q 2", data: good("Has one", "Unit 1 / Quiz") },
    ];
    const report = analyseImport(records, new Set(), { defaultCategory: "Imported" });
    expect(report.rows.map((r) => [r.status, r.question?.category, r.warnings])).toEqual([
      ["valid", "Imported", ["Hints were not kept."]],
      ["valid", "Unit 1 / Quiz", []],
    ]);
    expect(analyseImport(records, new Set()).rows[0].errors).toEqual(["Category is required"]);
  });
});
