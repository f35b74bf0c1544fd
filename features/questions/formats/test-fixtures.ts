// Questions for the codec and route tests: the 40 of the demo seed, plus ones built to break
// naive encoders (reserved GIFT characters, CSV quotes and formulas, line breaks, Unicode).
import { QUESTIONS } from "@/prisma/seed-content";
import { importedQuestionSchema, questionSchema, type QuestionFormValues, type QuestionInput } from "../schema";

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

/** Moodle's types and fields (docs/domain/questions.md), with text built to break naive GIFT and XML writers. */
const moodle: QuestionFormValues[] = [
  {
    title: "Primary colours: several right, one negative",
    description: "<p>Which are <b>primary</b>? <img src=\"/images/wheel.png\" alt=\"wheel\"> a < b & c</p>",
    textFormat: "html",
    type: "multiple-choice",
    difficulty: "easy",
    category: "Unit 1 / Quiz",
    tags: ["colours"],
    idNumber: "COL-1",
    multipleAnswers: true,
    answers: [
      { text: "red", weight: 33.33333, feedback: "Yes: #1 {of three}" },
      { text: "blue", weight: 33.33333 },
      { text: "yellow", weight: 33.33334 },
      { text: "%10% green", weight: -100, feedback: "No ]]> end" },
    ],
    generalFeedback: "Red, yellow and blue.",
  },
  {
    title: "Single answer, partial credit only",
    description: "None of these is fully right.",
    type: "multiple-choice",
    difficulty: "medium",
    category: "Unit 1 / Quiz",
    answers: [{ text: "close", weight: 50 }, { text: "far" }],
  },
  {
    title: "Q1",
    description: "Grant is _____ in Grant's tomb.",
    textFormat: "moodle",
    type: "short-answer",
    difficulty: "medium",
    category: "Unit 2 / Quiz",
    caseSensitive: true,
    answers: [{ text: "entombed", weight: 100, feedback: "Right = yes" }, { text: "buried", weight: 50, feedback: "" }],
  },
  {
    title: "Numerical with everything",
    description: "When was Grant born?",
    type: "numerical",
    difficulty: "hard",
    category: "Unit 2 / Quiz",
    answers: [
      { text: "1822", weight: 100, feedback: "Correct!" },
      { text: "1822", weight: 50, tolerance: 2.5, feedback: "Close: within 2.5" },
      { text: "*", weight: 0, feedback: "No." },
    ],
  },
  {
    title: "Matching with a distractor",
    description: "Match the *capitals*.",
    textFormat: "markdown",
    type: "matching",
    difficulty: "easy",
    category: "Geography",
    pairs: [{ question: "Canada", answer: "Ottawa" }, { question: "Italy", answer: "Rome" }, { question: "", answer: "Paris" }],
    generalFeedback: "Capitals: worth knowing.",
  },
  {
    title: "True or false with feedback",
    description: "The sun rises in the **east**.",
    textFormat: "markdown",
    type: "true-false",
    difficulty: "easy",
    category: "Geography",
    correctAnswer: "False",
    trueFeedback: "No: it rises in the east, so the statement is true... wait.",
    falseFeedback: "Right.",
  },
  {
    title: "Essay with feedback and a model answer",
    description: "Describe the water cycle.",
    type: "essay",
    difficulty: "medium",
    category: "Geography",
    correctAnswer: "Evaporation,\ncondensation, precipitation.",
    generalFeedback: "Mention all three stages.",
  },
  {
    title: "About this unit",
    description: "The next questions are about [maps].",
    type: "description",
    difficulty: "easy",
    category: "Geography",
    generalFeedback: "Descriptions may carry feedback too.",
  },
];

/** Every fixture, checked by the schema so each one is something the bank could hold (the four original types only). */
export const SAMPLE_QUESTIONS: QuestionInput[] = [...QUESTIONS, ...tricky].map((q) => questionSchema.parse(q));
/** The Moodle types and fields; CSV does not carry them. */
export const MOODLE_SAMPLE_QUESTIONS: QuestionInput[] = moodle.map((q) => importedQuestionSchema.parse(q));
