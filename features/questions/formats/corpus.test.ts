// The golden corpus (features/questions/formats/fixtures): a GIFT file with every construct of Moodle's GIFT
// documentation and a Moodle XML file with every question type Masterly keeps, written by us from
// Moodle's public format documentation. Each imports with every field as the .expected.json beside
// it says (reviewed by hand), and each survives format → bank → format → bank unchanged.
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { QuestionInput } from "../schema";
import { decodeGift, encodeGift } from "./gift";
import { analyseImport } from "./import";
import { decodeMoodleXml, encodeMoodleXml } from "./moodle-xml";

const fixture = (name: string) => readFileSync(path.join(__dirname, "fixtures", name), "utf8");
type Golden = { label: string; status: string; errors: string[]; warnings: string[]; files?: string[]; question?: QuestionInput }[];
const golden = (name: string) => JSON.parse(fixture(name)) as Golden;

function bank(records: Parameters<typeof analyseImport>[0], defaultCategory?: string) {
  const report = analyseImport(records, new Set(), { defaultCategory });
  return report.rows.flatMap((r) => (r.question ? [r.question] : []));
}

describe("GIFT corpus", () => {
  const text = fixture("moodle-docs.gift");
  const expected = golden("moodle-docs.gift.expected.json");

  it("imports every question with every field as expected", () => {
    const report = analyseImport(decodeGift(text).records, new Set(), { defaultCategory: "Imported" });
    expect(report.rows.map((r) => ({ label: r.label, status: r.status, errors: r.errors, warnings: r.warnings, question: r.question }))).toEqual(expected);
    expect(report).toMatchObject({ total: 18, valid: 18, invalid: 0, duplicates: 0 });
  });

  it("has every construct the issue names", () => {
    const byTitle = new Map(expected.map((r) => [r.question!.title, r.question!]));
    const q = (title: string) => byTitle.get(title)!;
    // No $CATEGORY yet: the default category. Then whole paths, kept apart.
    expect(q("Q1").category).toBe("Imported");
    expect(q("Colours").category).toBe("Unit 1 / Quiz");
    expect(q("Tomb short").category).toBe("Unit 2 / Quiz");
    // Weights =%50% and ~%-25%, several partly-right answers, per-answer and general feedback.
    expect(q("Colours")).toMatchObject({ multipleAnswers: true, generalFeedback: "Red and blue (and yellow) are primary." });
    expect(q("Colours").answers.map((a) => [a.weight, a.feedback])).toEqual([[50, "Right, one of them."], [50, "Right, the other."], [-100, "No: green is secondary."]]);
    expect(q("Weighted single").answers.map((a) => a.weight)).toEqual([100, 25, -25, 0]);
    expect(q("Tomb short").answers.map((a) => [a.text, a.weight])).toEqual([["Grant", 100], ["Ulysses S. Grant", 50], ["Ulysses Grant", 100]]);
    // The missing word keeps the space after its blank.
    expect(q("Grant is _____ in Grant's tomb.").description).toBe("Grant is _____ in Grant's tomb.");
    expect(q("Two plus two").description).toBe("Two plus two equals _____.");
    // Formats, also before the name; escapes; tag and id comments; TF without feedback.
    expect(q("TrueStatement about Grant")).toMatchObject({ textFormat: "html", trueFeedback: "Yes, in Manhattan.", falseFeedback: "No, he was." });
    expect(q("Before the name").textFormat).toBe("markdown");
    expect(q("Intro")).toMatchObject({ type: "description", textFormat: "plain" });
    expect(q("Escapes : all of them").answers[0]).toMatchObject({ text: "a = b # c", feedback: "Yes {really}" });
    expect(q("Q1")).toMatchObject({ tags: ["geography"], idNumber: "MC-1" });
    // Numerical ranges, tolerance and several answers with weights; matching; essay.
    expect(q("Jesus' birth").answers).toEqual([{ text: "1..5", weight: 100, feedback: "", tolerance: 0 }]);
    expect(q("Pi").answers).toEqual([{ text: "3.14", weight: 100, feedback: "", tolerance: 0.01 }]);
    expect(q("Grant's birth").answers.map((a) => [a.text, a.tolerance, a.weight])).toEqual([["1822", 0, 100], ["1822", 2, 50]]);
    expect(q("Capitals").pairs).toHaveLength(4);
    expect(q("Essay")).toMatchObject({ type: "essay", textFormat: "markdown", generalFeedback: "A *model* answer mentions the UN." });
    expect(q("Weight-like option").answers.map((a) => a.text)).toEqual(["%10% off", "%20% on"]);
  });

  it("round-trips GIFT → bank → GIFT → bank with nothing changed", () => {
    const first = bank(decodeGift(text).records, "Imported");
    const written = encodeGift(first);
    const second = bank(decodeGift(written).records);
    expect(second).toEqual(first);
    expect(encodeGift(second)).toBe(written);
  });

  it("reports what it will not import, with the reason", () => {
    const { records } = decodeGift(
      "$CATEGORY: $system$/top/Shared\n\n::M::Match.{=a -> b#feedback =c -> d}\n\n::A::Pick.{=[html]<b>x</b> ~y}\n\n::T::Sure?{T#a#b#c}",
    );
    expect(records.map((r) => r.warnings)).toEqual([
      ["Feedback on a matching pair was not kept: Moodle's matching questions have none.", "The category's Moodle context ($system$) was not kept: the bank has one set of categories."],
      ["An answer's [html] marker was not kept: answers are shown in the question's format (moodle).", "The category's Moodle context ($system$) was not kept: the bank has one set of categories."],
      ["Only two feedback texts are kept for a true/false question.", "The category's Moodle context ($system$) was not kept: the bank has one set of categories."],
    ]);
  });
});

describe("Moodle XML corpus", () => {
  const text = fixture("moodle-export.xml");
  const expected = golden("moodle-export.xml.expected.json");

  it("imports every question with every field as expected, and refuses what it cannot hold", () => {
    const decoded = decodeMoodleXml(text);
    const report = analyseImport(decoded.records, new Set());
    expect(
      report.rows.map((r, i) => ({ label: r.label, status: r.status, errors: r.errors, warnings: r.warnings, files: decoded.records[i].files?.map((f) => f.name) ?? [], question: r.question })),
    ).toEqual(expected);
    expect(report).toMatchObject({ total: 8, valid: 7, invalid: 1 });
  });

  it("round-trips XML → bank → XML → bank with nothing changed", () => {
    const first = bank(decodeMoodleXml(text).records);
    const written = encodeMoodleXml(first);
    const second = bank(decodeMoodleXml(written).records);
    expect(second).toEqual(first);
    expect(encodeMoodleXml(second)).toBe(written);
  });

  it("round-trips the GIFT corpus through Moodle XML too (ranges become value ± tolerance, as in Moodle)", () => {
    const fromGift = bank(decodeGift(fixture("moodle-docs.gift")).records, "Imported");
    const back = bank(decodeMoodleXml(encodeMoodleXml(fromGift)).records);
    const range = (qs: QuestionInput[]) => qs.find((q) => q.title === "Jesus' birth")!.answers;
    expect(range(back)).toEqual([{ text: "3", weight: 100, feedback: "", tolerance: 2 }]);
    expect(back.filter((q) => q.title !== "Jesus' birth")).toEqual(fromGift.filter((q) => q.title !== "Jesus' birth"));
  });

  it("refuses what is not Moodle XML", () => {
    expect(decodeMoodleXml("<quiz><question").error).toMatch(/not well-formed XML|no questions|not a Moodle XML/i);
    expect(decodeMoodleXml("<html><body/></html>").error).toBe("This is not a Moodle XML question file: it has no <quiz> element.");
    expect(decodeMoodleXml('<!DOCTYPE quiz [<!ENTITY a "aaaa">]><quiz/>').error).toMatch(/DOCTYPE/);
  });
});
