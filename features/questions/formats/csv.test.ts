import { describe, expect, it } from "vitest";
import { CSV_COLUMNS, decodeCsv, encodeCsv, escapeCell, unescapeCell } from "./csv";
import { csvTemplate, TEMPLATE_EXAMPLES } from "./template";
import { analyseImport } from "./import";

describe("CSV", () => {
  it("writes the template's header and one row per question, readable by Excel", () => {
    const text = csvTemplate();
    expect(text.startsWith("\ufeff")).toBe(true);
    expect(text.slice(1).split("\r\n")[0]).toBe(CSV_COLUMNS.join(","));
    const report = analyseImport(decodeCsv(text).records, new Set());
    expect(report.rows.map((r) => r.question)).toStrictEqual(TEMPLATE_EXAMPLES);
  });

  it("guards cells that a spreadsheet would run as formulas, reversibly", () => {
    for (const value of ["=1+1", "+x", "-1", "@a", "'=x", "''-y", "'plain", "plain", "a=b"]) {
      expect(unescapeCell(escapeCell(value))).toBe(value);
    }
    expect(escapeCell("=HYPERLINK(\"x\")")).toBe("'=HYPERLINK(\"x\")");
    expect(escapeCell("'quoted")).toBe("'quoted");
  });

  it("accepts loose headers, missing trailing cells and a correct answer given by its letter", () => {
    const text = [
      "Title,Description,Type,Difficulty,Category,Tags,Option A,Option B,Option C,Option D,Correct Answer,Notes",
      "Pick the even number,Which of these numbers is even?,Multiple Choice,Easy,Python,\"math, basics\",1,2,3,,B,ignored",
      "Is water wet at all?,A philosophical true or false question.,true/false,MEDIUM,UI/UX",
    ].join("\n");
    const report = analyseImport(decodeCsv(text).records, new Set());
    expect(report.rows.map((r) => [r.label, r.status])).toEqual([["Row 2", "valid"], ["Row 3", "valid"]]);
    expect(report.rows[0].question).toMatchObject({
      title: "Pick the even number",
      description: "Which of these numbers is even?",
      type: "multiple-choice",
      difficulty: "easy",
      category: "Python",
      tags: ["math", "basics"],
      options: ["1", "2", "3"],
      correctAnswer: "2",
      answers: [
        { text: "1", weight: 0 },
        { text: "2", weight: 100 },
        { text: "3", weight: 0 },
      ],
    });
    expect(report.rows[1].question).toMatchObject({ type: "true-false", difficulty: "medium", correctAnswer: null });
  });

  it("reports a malformed row by its spreadsheet row number and keeps reading the rest", () => {
    const text = `${CSV_COLUMNS.join(",")}\nGood question one,A fine description here,essay,easy,CSS\nToo,many,essay,easy,CSS,,,,,,,,extra,cells\nGood question two,Another fine description,essay,hard,CSS\n`;
    const { records } = decodeCsv(text);
    expect(records.map((r) => [r.label, r.error ?? "ok"])).toEqual([
      ["Row 2", "ok"],
      ["Row 3", expect.stringMatching(/^This row could not be read: Too many fields/)],
      ["Row 4", "ok"],
    ]);
  });

  it("refuses a file without the header row", () => {
    expect(decodeCsv("just,some,cells\n1,2,3").error).toMatch(/must start with a header row: title, description/);
  });

  it("encodes only multiple-choice options", () => {
    const text = encodeCsv([{ ...TEMPLATE_EXAMPLES[2], options: ["stray"] }]);
    expect(text).not.toContain("stray");
  });
});
