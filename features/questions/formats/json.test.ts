import { describe, expect, it } from "vitest";
import { decodeJson, encodeJson, JSON_FORMAT_ID } from "./json";
import { analyseImport } from "./import";
import { TEMPLATE_EXAMPLES } from "./template";

describe("JSON", () => {
  it("writes a versioned file with the count, and ids, dates and authors when known", () => {
    const exportedAt = new Date("2026-01-02T03:04:05Z");
    const file = JSON.parse(encodeJson([{ ...TEMPLATE_EXAMPLES[0], _id: "q1", createdAt: "2025-12-01T00:00:00.000Z", createdBy: "Ada" }], { exportedAt }));
    expect(file).toMatchObject({ format: JSON_FORMAT_ID, version: 2, exportedAt: "2026-01-02T03:04:05.000Z", count: 1 });
    expect(file.questions[0]).toEqual({ _id: "q1", ...TEMPLATE_EXAMPLES[0], createdAt: "2025-12-01T00:00:00.000Z", createdBy: "Ada" });
  });

  it("reads a bare list too, and reports items that are not objects", () => {
    const { records, error } = decodeJson(JSON.stringify([TEMPLATE_EXAMPLES[1], 42, "text"]));
    expect(error).toBeUndefined();
    expect(records.map((r) => [r.label, r.error ?? "ok"])).toEqual([
      ["Item 1", "ok"],
      ["Item 2", "This item is not a question object."],
      ["Item 3", "This item is not a question object."],
    ]);
    expect(records[0].data).toEqual(TEMPLATE_EXAMPLES[1]);
  });

  it("reads a version 1 file (the common fields only): the new fields take their defaults", () => {
    const v1 = { title: "Old question", description: "From before the Moodle fields.", type: "multiple-choice", difficulty: "easy", category: "CSS", tags: [], options: ["a", "b"], correctAnswer: "b" };
    const { records } = decodeJson(JSON.stringify({ format: JSON_FORMAT_ID, version: 1, questions: [v1] }));
    const report = analyseImport(records, new Set());
    expect(report.rows[0].question).toMatchObject({
      ...v1,
      textFormat: "plain",
      generalFeedback: "",
      answers: [
        { text: "a", weight: 0, feedback: "", tolerance: 0 },
        { text: "b", weight: 100, feedback: "", tolerance: 0 },
      ],
      multipleAnswers: false,
    });
  });

  it("refuses text that is not JSON, or JSON without a list of questions", () => {
    expect(decodeJson("{ nope").error).toBe("The file is not valid JSON.");
    expect(decodeJson('{"items": []}').error).toMatch(/must hold a list of questions/);
  });
});
