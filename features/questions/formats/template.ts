// The downloadable CSV template: the header row and one example of each question type.
import { questionSchema, type QuestionFormValues, type QuestionInput } from "../schema";
import { encodeCsv } from "./csv";

/** One example of each question type, as the form would send it (tests use them as valid questions too). */
export const EXAMPLE_QUESTIONS: readonly QuestionFormValues[] = [
  {
    title: "Example: the hook for local state",
    description: "Choose the React hook that lets a function component keep a value between renders.",
    type: "multiple-choice",
    difficulty: "easy",
    category: "React",
    tags: ["react", "hooks"],
    options: ["useState", "useEffect", "useMemo", "useRef"],
    correctAnswer: "useState",
  },
  {
    title: "Example: Flexbox works on one axis",
    description: "True or false: Flexbox lays items out along a single axis at a time.",
    type: "true-false",
    difficulty: "easy",
    category: "CSS",
    tags: ["css", "flexbox"],
    options: [],
    correctAnswer: "True",
  },
  {
    title: "Example: why use virtual environments",
    description: "Explain why Python projects use virtual environments and which problems they prevent.",
    type: "essay",
    difficulty: "medium",
    category: "Python",
    tags: ["python", "tooling"],
    options: [],
    correctAnswer: "Each project gets its own installed packages, so versions do not clash between projects.",
  },
  {
    title: "Example: reverse a string",
    description: "Complete the function so it returns the string reversed.\n\ndef reverse(text: str) -> str:\n    ...",
    type: "code",
    difficulty: "easy",
    category: "Python",
    tags: ["python", "strings"],
    options: [],
    correctAnswer: "def reverse(text):\n    return text[::-1]",
  },
];

export const TEMPLATE_EXAMPLES: QuestionInput[] = EXAMPLE_QUESTIONS.map((q) => questionSchema.parse(q));

export function csvTemplate(): string {
  return encodeCsv(TEMPLATE_EXAMPLES);
}
