import { describe, expect, it } from "vitest";
import { decodeGift, encodeGift, escapeGift, readCategory, writeCategory } from "./gift";
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

::Essay with feedback::Describe the water cycle in a few sentences.{####Evaporation, condensation, precipitation.}

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

  it("writes a category line when the category changes: whole paths, slashes in names doubled", () => {
    const text = encodeGift(SAMPLE_QUESTIONS.filter((q) => q.category === "UI/UX"));
    expect(text.match(/^\$CATEGORY: .*$/gm)).toEqual(["$CATEGORY: $course$/top/UI//UX"]);
    expect(writeCategory("Unit 1 / UI/UX")).toBe("$CATEGORY: $course$/top/Unit 1/UI//UX");
    expect(readCategory("$course$/top/UI//UX")).toEqual({ category: "UI/UX", context: "course" });
    expect(readCategory("$course$/top/Default for History/Presidents").category).toBe("Default for History / Presidents");
    expect(readCategory("$system$/top/Shared")).toEqual({ category: "Shared", context: "system" });
    expect(readCategory("Plain/Path").category).toBe("Plain / Path");
  });

  it("writes multiple choice, true/false and essay the way Moodle reads them", () => {
    const [mc] = SAMPLE_QUESTIONS.filter((q) => q.title === "Which hook adds local state?");
    const [tf] = SAMPLE_QUESTIONS.filter((q) => q.title === "Flexbox is one-dimensional");
    const text = encodeGift([mc, tf]);
    expect(text).toContain("::Which hook adds local state?::[plain]Choose the React hook");
    expect(text).toContain("{\n\t=useState\n\t~useEffect\n\t~useMemo\n\t~useRef\n}");
    expect(text).toContain("// [type:true-false] [difficulty:easy] [tag:css] [tag:flexbox] [tag:layout]\n::Flexbox is one-dimensional::");
    expect(text).toMatch(/\{TRUE\}/);
  });

  it("reads a Moodle file: names, whole categories, feedback, weights and format markers", () => {
    const { records } = decodeGift(MOODLE_FILE);
    const byTitle = Object.fromEntries(records.filter((r) => r.data).map((r) => [r.data!.title, r.data]));
    expect(byTitle["Grant's tomb"]).toMatchObject({
      title: "Grant's tomb",
      description: "Who is buried in Grant's tomb?",
      type: "multiple-choice",
      difficulty: "medium",
      category: "Default for History / Presidents",
      textFormat: "moodle",
      answers: [
        { text: "Grant", weight: 0, feedback: "No, he is not." },
        { text: "Jefferson", weight: 0, feedback: "" },
        { text: "no one", weight: 100, feedback: "Right: he is entombed." },
      ],
      multipleAnswers: false,
    });
    expect(byTitle["Sun"]).toMatchObject({ description: "The sun rises in the east.", textFormat: "html", type: "true-false", correctAnswer: "True", trueFeedback: "right", falseFeedback: "wrong" });
    expect(byTitle["Essay with feedback"]).toMatchObject({ type: "essay", generalFeedback: "Evaporation, condensation, precipitation.", correctAnswer: null });
    expect(byTitle["Weighted"]).toMatchObject({ answers: [{ text: "yes", weight: 100 }, { text: "no", weight: 0 }, { text: "maybe", weight: 0 }], multipleAnswers: true });
    expect(byTitle["Numeric"]).toMatchObject({ type: "numerical", answers: [{ text: "1822", tolerance: 5, weight: 100 }] });
    expect(byTitle["Match"]).toMatchObject({ type: "matching", pairs: [{ question: "Canada", answer: "Ottawa" }, { question: "Italy", answer: "Rome" }] });
    expect(byTitle["Short"]).toMatchObject({ type: "short-answer", answers: [{ text: "red", weight: 100 }, { text: "blue", weight: 100 }] });
    expect(byTitle["Two right"]).toMatchObject({ type: "multiple-choice", answers: [{ weight: 100 }, { weight: 100 }, { weight: 0 }], multipleAnswers: false });
    expect(byTitle["This text has no answer block at all."]).toMatchObject({ type: "description" });
  });

  it("reports what it cannot import, with where it is", () => {
    const { records } = decodeGift(MOODLE_FILE);
    const errors = records.filter((r) => r.error).map((r) => [r.label, r.error]);
    expect(errors).toEqual([["Question 9 (line 24)", expect.stringMatching(/^The braces do not match/)]]);
  });

  it("keeps the code type, difficulty and model answer from comment lines, and rejects a comment that contradicts the answers", () => {
    const ok = decodeGift("$CATEGORY: Python\n\n// [type:code] [difficulty:hard] [tag:py]\n// [answer:return s[\\:\\:-1]]\n::Reverse it::Write reverse(s).{}");
    expect(ok.records[0].data).toMatchObject({ type: "code", difficulty: "hard", tags: ["py"], correctAnswer: "return s[::-1]", category: "Python" });
    const bad = decodeGift("// [type:code]\n::Not code::Pick one of these.{=a ~b}");
    expect(bad.records[0].error).toBe("The answer section does not fit a code question.");
  });

  it("says so when a file holds no questions", () => {
    expect(decodeGift("// only a comment\n\n\n").error).toBe("No questions were found in this GIFT file.");
  });
});
