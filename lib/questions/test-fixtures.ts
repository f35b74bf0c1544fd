// Questions for the codec and route tests: the 40 of the demo seed, plus ones built to break
// naive encoders (reserved GIFT characters, CSV quotes and formulas, line breaks, Unicode).
import { QUESTIONS } from "@/prisma/seed-content";
import { questionSchema, type QuestionFormValues, type QuestionInput } from "@/lib/validations/question";

const tricky: QuestionFormValues[] = [
  {
    title: "Escapes: {braces} ~tilde =equals #hash :colon \\backslash",
    description: "What does `a ? b : c` return when a is 0?\n\n  indented line\n\tand a tab\n\n\nthree line breaks above; \"quotes\", commas, and = signs",
    type: "multiple-choice",
    difficulty: "hard",
    category: "JavaScript",
    tags: ["c#", "edge-cases", "ünïcödé"],
    options: ["=SUM(A1:A2)", "~tilde option", "%10% off", "b, with \"quotes\"\nand a second line"],
    correctAnswer: "%10% off",
  },
  {
    title: "[html] looks like a format marker",
    description: "[markdown] also starts like one, and ends with a brace }",
    type: "true-false",
    difficulty: "easy",
    category: "UI/UX",
    tags: [],
    options: [],
    correctAnswer: null,
  },
  {
    title: "'+ A title that starts with an apostrophe",
    description: "-1 starts with a minus sign, then @mention and +plus",
    type: "essay",
    difficulty: "medium",
    category: "Data Science",
    tags: ["formula"],
    options: [],
    correctAnswer: "@model answer with #### inside and a } brace",
  },
  {
    title: "Multiple choice without a chosen answer",
    description: "Options only, nobody picked the correct one yet.",
    type: "multiple-choice",
    difficulty: "medium",
    category: "Python",
    tags: ["draft"],
    options: ["one", "two", "three"],
    correctAnswer: null,
  },
  {
    title: "Code with every special character, even std::move",
    description: "Fix it:\n\nconst o = { a: 1 }; // comment\n/* ~ # = */\nif (x == 1) { return `${y}`; }",
    type: "code",
    difficulty: "hard",
    category: "JavaScript",
    tags: ["javascript", "日本語"],
    options: [],
    correctAnswer: "const o = { a: 1 };\n\n\tconsole.log(o)",
  },
];

/** Every fixture, checked by the schema so each one is something the bank could hold. */
export const SAMPLE_QUESTIONS: QuestionInput[] = [...QUESTIONS, ...tricky].map((q) => questionSchema.parse(q));
