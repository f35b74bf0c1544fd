import { describe, expect, it } from "vitest";
import { analyseImport, duplicateKey } from "./import";
import type { RawRecord } from "./types";

const good = (title: string, category = "React"): RawRecord["data"] => ({
  title,
  description: "A description long enough.",
  type: "essay",
  difficulty: "easy",
  category,
});

describe("the import dry run", () => {
  it("checks every row with the form's rules and messages", () => {
    const records: RawRecord[] = [
      { row: 2, label: "Row 2", data: { title: "Hey", description: "short", type: "quiz", difficulty: "", category: " " } },
      { row: 3, label: "Row 3", error: "This row could not be read: Quoted field unterminated" },
      { row: 4, label: "Row 4", data: { ...good("Choose one answer"), type: "multiple-choice", options: ["a", "b"], correctAnswer: "c" } },
    ];
    const report = analyseImport(records, new Set());
    expect(report).toMatchObject({ total: 3, valid: 0, invalid: 3, duplicates: 0 });
    expect(report.rows[0].errors).toEqual([
      "Title must be at least 5 characters",
      "Description must be at least 10 characters",
      "Please select a question type",
      "Please select difficulty level",
      "Category is required",
    ]);
    expect(report.rows[1].errors).toEqual(["This row could not be read: Quoted field unterminated"]);
    expect(report.rows[2].errors).toEqual(["The correct answer must be one of the options"]);
  });

  it("reports duplicates, in the bank or earlier in the file, ignoring case", () => {
    const existing = new Set([duplicateKey("Already Here", "react")]);
    const records: RawRecord[] = [
      { row: 2, label: "Row 2", data: good("already here  ") },
      { row: 3, label: "Row 3", data: good("New question") },
      { row: 4, label: "Row 4", data: good("NEW QUESTION") },
      { row: 5, label: "Row 5", data: good("New question", "CSS") },
    ];
    const report = analyseImport(records, existing);
    expect(report).toMatchObject({ total: 4, valid: 2, invalid: 0, duplicates: 2 });
    expect(report.rows.map((r) => [r.label, r.status, r.duplicateOf])).toEqual([
      ["Row 2", "duplicate", null],
      ["Row 3", "valid", undefined],
      ["Row 4", "duplicate", "Row 3"],
      ["Row 5", "valid", undefined],
    ]);
    expect(report.rows[0].errors).toEqual(['A question titled "already here" already exists in React.']);
  });
});
