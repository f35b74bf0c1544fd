import { describe, expect, it } from "vitest";
import { decodeGift, encodeGift, escapeGift, readCategory } from "./gift";
import { SAMPLE_QUESTIONS } from "./test-fixtures";

// A file as a teacher (or Moodle's own exporter) writes it: no Masterly comment line.
const MOODLE_FILE = `// question: 101  name: Grant's tomb
$CATEGORY: $course$/top/Default for History/Presidents

::Grant's tomb::Who is buried in Grant's tomb?{
  ~Grant#No, he is not.
  ~Jefferson
  =no one#Right: he is entombed.
}

::Sun::[html]The sun rises in the east.{T#wrong#right}

::Essay with model answer::Describe the water cycle in a few sentences.{####Evaporation, condensation, precipitation.}

::Weighted::Which one is right?{~%100%yes ~%0%no ~maybe}

::Numeric::When was Grant born?{#1822:5}

::Match::Match the capitals.{=Canada -> Ottawa =Italy -> Rome}

::Short::Name a primary colour.{=red =blue}

::Two right::Pick both.{=a =b ~c}

::Unclosed::This one has no closing brace {~a =b

This text has no answer block at all.
`;

describe("GIFT", () => {
  it("escapes Moodle's reserved characters and folds line breaks", () => {
    expect(escapeGift("a:b{c}~d=e#f\\g\nh")).toBe("a\\:b\\{c\\}\\~d\\=e\\#f\\\\g\\nh");
  });

  it("writes a category line when the category changes, with slashes doubled", () => {
    const text = encodeGift(SAMPLE_QUESTIONS.filter((q) => q.category === "UI/UX"));
    expect(text.match(/^\$CATEGORY: .*$/gm)).toEqual(["$CATEGORY: $course$/top/UI//UX"]);
    expect(readCategory("$course$/top/UI//UX")).toBe("UI/UX");
    expect(readCategory("$course$/top/Default for History/Presidents")).toBe("Presidents");
  });

  it("writes multiple choice, true/false and essay the way Moodle reads them", () => {
    const [mc] = SAMPLE_QUESTIONS.filter((q) => q.title === "Which hook adds local state?");
    const [tf] = SAMPLE_QUESTIONS.filter((q) => q.title === "Flexbox is one-dimensional");
    const text = encodeGift([mc, tf]);
    expect(text).toContain("::Which hook adds local state?::Choose the React hook");
    expect(text).toContain("{\n\t=useState\n\t~useEffect\n\t~useMemo\n\t~useRef\n}");
    expect(text).toContain("// [type:true-false] [difficulty:easy] [tag:css] [tag:flexbox] [tag:layout]\n::Flexbox is one-dimensional::");
    expect(text).toMatch(/\{TRUE\}/);
  });

  it("reads a Moodle file: names, categories, feedback, weights and format markers", () => {
    const { records } = decodeGift(MOODLE_FILE);
    const byTitle = Object.fromEntries(records.filter((r) => r.data).map((r) => [r.data!.title, r.data]));
    expect(byTitle["Grant's tomb"]).toEqual({
      title: "Grant's tomb",
      description: "Who is buried in Grant's tomb?",
      type: "multiple-choice",
      difficulty: "medium",
      category: "Presidents",
      tags: [],
      options: ["Grant", "Jefferson", "no one"],
      correctAnswer: "no one",
    });
    expect(byTitle["Sun"]).toMatchObject({ description: "The sun rises in the east.", type: "true-false", correctAnswer: "True", options: [] });
    expect(byTitle["Essay with model answer"]).toMatchObject({ type: "essay", correctAnswer: "Evaporation, condensation, precipitation." });
    expect(byTitle["Weighted"]).toMatchObject({ options: ["yes", "no", "maybe"], correctAnswer: "yes" });
  });

  it("reports what it cannot import, with where it is", () => {
    const { records } = decodeGift(MOODLE_FILE);
    const errors = records.filter((r) => r.error).map((r) => [r.label, r.error]);
    expect(errors).toEqual([
      ["Question 5 (line 16)", expect.stringMatching(/^Numerical questions are not supported/)],
      ["Question 6 (line 18)", expect.stringMatching(/^Matching questions are not supported/)],
      ["Question 7 (line 20)", expect.stringMatching(/^Short-answer questions are not supported/)],
      ["Question 8 (line 22)", "Only one correct answer is supported; this question has 2."],
      ["Question 9 (line 24)", expect.stringMatching(/^The braces do not match/)],
      ["Question 10 (line 26)", expect.stringMatching(/no answer section/)],
    ]);
  });

  it("keeps the code type and difficulty from the comment line, and rejects a comment that contradicts the answers", () => {
    const ok = decodeGift("$CATEGORY: Python\n\n// [type:code] [difficulty:hard] [tag:py]\n::Reverse it::Write reverse(s).{####return s[\\:\\:-1]}");
    expect(ok.records[0].data).toMatchObject({ type: "code", difficulty: "hard", tags: ["py"], correctAnswer: "return s[::-1]", category: "Python" });
    const bad = decodeGift("// [type:code]\n::Not code::Pick one of these.{=a ~b}");
    expect(bad.records[0].error).toBe("The answer section does not fit a code question.");
  });

  it("says so when a file holds no questions", () => {
    expect(decodeGift("// only a comment\n\n\n").error).toBe("No questions were found in this GIFT file.");
  });
});
