import { describe, expect, it } from "vitest";
import { QUESTION_FORMATS } from "../schema";
import { CODECS, formatFromFileName } from "./index";
import { analyseImport } from "./import";
import { MOODLE_SAMPLE_QUESTIONS, SAMPLE_QUESTIONS } from "./test-fixtures";

describe("every format", () => {
  it.each(QUESTION_FORMATS)("%s: encode then decode gives back every field of every question", (format) => {
    const codec = CODECS[format];
    const text = codec.encode(SAMPLE_QUESTIONS);
    const decoded = codec.decode(text);
    expect(decoded.error).toBeUndefined();
    const report = analyseImport(decoded.records, new Set());
    expect(report.rows.filter((r) => r.status !== "valid")).toEqual([]);
    const back = report.rows.map((r) => r.question);
    expect(back).toHaveLength(SAMPLE_QUESTIONS.length);
    back.forEach((q, i) => expect(q).toStrictEqual(SAMPLE_QUESTIONS[i]));
  });

  it.each(["json", "gift", "moodle-xml"] as const)("%s: the Moodle types and fields come back exactly too", (format) => {
    const codec = CODECS[format];
    const decoded = codec.decode(codec.encode(MOODLE_SAMPLE_QUESTIONS));
    expect(decoded.error).toBeUndefined();
    const report = analyseImport(decoded.records, new Set());
    expect(report.rows.filter((r) => r.status !== "valid")).toEqual([]);
    expect(report.rows.map((r) => r.question)).toStrictEqual(MOODLE_SAMPLE_QUESTIONS);
  });

  it("picks the format from the file name", () => {
    expect(formatFromFileName("Bank.CSV")).toBe("csv");
    expect(formatFromFileName("export.json")).toBe("json");
    expect(formatFromFileName("moodle.gift.txt")).toBe("gift");
    expect(formatFromFileName("moodle.gift")).toBe("gift");
    expect(formatFromFileName("bank.XML")).toBe("moodle-xml");
    expect(formatFromFileName("notes.docx")).toBeNull();
  });
});
