// The question form and API (docs/product.md §5): one schema for the form's zodResolver, the route handlers
// and the importer, so a mistake gets the same message wherever it is caught.
import { z } from "zod";
import { bulkIdsSchema, DIFFICULTIES, optionalFilter, paginationSchema, QUESTION_TYPES, sortFields, TEXT_FORMATS } from "@/lib/validation/common";

export type QuestionType = (typeof QUESTION_TYPES)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];
export type TextFormat = (typeof TEXT_FORMATS)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  "multiple-choice": "Multiple choice",
  "true-false": "True/False",
  essay: "Essay",
  code: "Code",
  "short-answer": "Short answer",
  numerical: "Numerical",
  matching: "Matching",
  description: "Description",
};

export const TEXT_FORMAT_LABELS: Record<TextFormat, string> = {
  plain: "Plain text",
  markdown: "Markdown",
  html: "HTML",
  moodle: "Moodle auto-format",
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };

/** docs/product.md §9: multiple choice shows 4 option slots, A to D, first; "Add option" adds more, up to 10. */
export const OPTION_SLOTS = ["A", "B", "C", "D"] as const;
export const OPTION_LETTERS = ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"] as const;
export const MIN_OPTIONS = 2;
export const MAX_OPTIONS = OPTION_LETTERS.length;
/** Accepted answers (short answer, numerical) and matching pairs per question. */
export const MAX_ANSWERS = 50;
export const TRUE_FALSE_ANSWERS = ["True", "False"] as const;

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;
export const MAX_CATEGORY_LENGTH = 255;
/** A category path's levels are shown and stored joined by " / " ("Unit 1 / Quiz"); one slash alone stays in a name ("UI/UX"). */
export const CATEGORY_SEPARATOR = " / ";

/** Windows line ends become \n so the same text is stored whichever way it arrived. */
const unixLines = (value: string) => value.replace(/\r\n?/g, "\n");

const TAG_PATTERN = /^[^,[\]\r\n]+$/;

/** Tags arrive as "a, b" from the form and CSV, or as a list from JSON: split, trim, drop blanks and repeats. */
export const tagsSchema = z
  .union([z.string("Tags must be text"), z.array(z.string("Each tag must be text"), "Tags must be a list")])
  .optional()
  .transform((value) => {
    const parts = typeof value === "string" ? value.split(",") : (value ?? []);
    const seen = new Set<string>();
    const tags: string[] = [];
    for (const part of parts) {
      const tag = part.trim();
      if (tag && !seen.has(tag.toLowerCase())) {
        seen.add(tag.toLowerCase());
        tags.push(tag);
      }
    }
    return tags;
  })
  .pipe(
    z
      .array(
        z
          .string()
          .max(MAX_TAG_LENGTH, `Each tag must be at most ${MAX_TAG_LENGTH} characters`)
          .regex(TAG_PATTERN, "Tags cannot contain commas or square brackets"),
      )
      .max(MAX_TAGS, `At most ${MAX_TAGS} tags`),
  );

const optionsSchema = z
  .array(z.string("Each option must be text").max(1000, "Each option must be at most 1000 characters"), "Options must be a list")
  .max(MAX_OPTIONS, `At most ${MAX_OPTIONS} options`)
  .optional()
  .transform((options) => (options ?? []).map((o) => unixLines(o).trim()).filter(Boolean));

/** Free text kept as written apart from line ends and surrounding spaces; absent means "". */
const longText = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => (value == null ? "" : unixLines(value).trim()));

/** A percentage grade, as Moodle gives it: −100 to 100, fractions allowed (33.33333). */
const weightSchema = z.coerce
  .number("A grade must be a number")
  .refine((n) => Number.isFinite(n), "A grade must be a number")
  .refine((n) => n >= -100 && n <= 100, "A grade must be between -100% and 100%");

/**
 * One answer: a multiple-choice option, an accepted short answer, or a numerical answer ("3.14" with
 * a tolerance, a range "1..5", or "*" for any other number). Weight in percent, optional feedback.
 */
export const answerSchema = z.object({
  text: z.string("Each answer must be text").max(5000, "Each answer must be at most 5000 characters").transform((v) => unixLines(v).trim()),
  weight: weightSchema.optional().default(0),
  feedback: longText("Feedback", 5000),
  tolerance: z.coerce
    .number("The error margin must be a number")
    .refine((n) => Number.isFinite(n) && n >= 0, "The error margin must be zero or more")
    .optional()
    .default(0),
});
export type Answer = z.output<typeof answerSchema>;

export const pairSchema = z.object({
  question: z.string("Each pair must be text").max(5000, "Each pair must be at most 5000 characters").transform((v) => unixLines(v).trim()),
  answer: z.string("Each pair must be text").max(1000, "Each pair's answer must be at most 1000 characters").transform((v) => unixLines(v).trim()),
});
export type Pair = z.output<typeof pairSchema>;

/** "3.14", "-2e3", ".5" */
export const NUMBER_PATTERN = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;
/** A numerical answer: a number, a range "min..max", or "*" (any other answer). */
export function parseNumericAnswer(text: string): { kind: "any" } | { kind: "value"; value: number } | { kind: "range"; min: number; max: number } | null {
  const t = text.trim();
  if (t === "*") return { kind: "any" };
  if (NUMBER_PATTERN.test(t)) return { kind: "value", value: Number(t) };
  const range = /^(.+?)\.\.(.+)$/.exec(t);
  if (range && NUMBER_PATTERN.test(range[1].trim()) && NUMBER_PATTERN.test(range[2].trim())) {
    const min = Number(range[1]);
    const max = Number(range[2]);
    return min <= max ? { kind: "range", min, max } : null;
  }
  return null;
}

function questionFields(imported: boolean) {
  return z.object({
    // The form's minimums (docs/product.md §5) are for what people type; a Moodle name may be "Q1" and its text "2+2?".
    title: z
      .string(imported ? "Title is required" : "Title must be at least 5 characters")
      .transform(unixLines)
      .pipe(
        z
          .string()
          .trim()
          .min(imported ? 1 : 5, imported ? "Title is required" : "Title must be at least 5 characters")
          .max(255, "Title must be at most 255 characters"),
      ),
    description: z
      .string(imported ? "Question text is required" : "Description must be at least 10 characters")
      .transform(unixLines)
      .pipe(
        z
          .string()
          .trim()
          .min(imported ? 1 : 10, imported ? "Question text is required" : "Description must be at least 10 characters")
          .max(100_000, "Description must be at most 100000 characters"),
      ),
    type: z.enum(QUESTION_TYPES, "Please select a question type"),
    difficulty: z.enum(DIFFICULTIES, "Please select difficulty level"),
    category: z
      .string("Category is required")
      .trim()
      .min(1, "Category is required")
      .max(MAX_CATEGORY_LENGTH, `Category must be at most ${MAX_CATEGORY_LENGTH} characters`)
      .regex(/^[^\r\n]*$/, "Category must be on one line"),
    tags: tagsSchema,
    options: optionsSchema,
    correctAnswer: z
      .string("The correct answer must be text")
      .max(20_000, "The correct answer must be at most 20000 characters")
      .nullish()
      .transform((value) => {
        const text = value == null ? "" : unixLines(value).trim();
        return text === "" ? null : text;
      }),
    textFormat: z.enum(TEXT_FORMATS, "Choose a text format: plain, markdown, html or moodle").optional().default("plain"),
    generalFeedback: longText("General feedback", 20_000),
    idNumber: z
      .string("The ID number must be text")
      .max(100, "The ID number must be at most 100 characters")
      .regex(/^[^\r\n]*$/, "The ID number must be on one line")
      .nullish()
      .transform((v) => (v ?? "").trim()),
    answers: z.array(answerSchema, "Answers must be a list").max(MAX_ANSWERS, `At most ${MAX_ANSWERS} answers`).optional(),
    multipleAnswers: z.boolean("Multiple answers must be true or false").optional().default(false),
    caseSensitive: z.boolean("Case sensitivity must be true or false").optional().default(false),
    pairs: z.array(pairSchema, "Pairs must be a list").max(MAX_ANSWERS, `At most ${MAX_ANSWERS} pairs`).optional(),
    trueFeedback: longText("Feedback", 5000),
    falseFeedback: longText("Feedback", 5000),
  });
}

/** The option a learner must pick for full marks: the first of the highest positive weight. */
export function bestAnswer(answers: readonly Answer[]): string | null {
  let best: Answer | null = null;
  for (const a of answers) if (a.weight > 0 && (!best || a.weight > best.weight)) best = a;
  return best?.text ?? null;
}

function makeQuestionSchema(imported: boolean) {
  return questionFields(imported)
    .transform((q) => {
      const type = q.type;
      let correctAnswer = q.correctAnswer;
      let answers = (q.answers ?? []).filter((a) => a.text !== "").map((a) => ({ ...a, tolerance: type === "numerical" ? a.tolerance : 0 }));
      // Older clients (and CSV) send options + correctAnswer; they become 0%/100% answers.
      const legacy = type === "multiple-choice" && answers.length === 0 && q.options.length > 0;
      if (type === "multiple-choice") {
        if (legacy) answers = q.options.map((text) => ({ text, weight: text === correctAnswer ? 100 : 0, feedback: "", tolerance: 0 }));
        else correctAnswer = bestAnswer(answers);
      } else if (type === "true-false") {
        if (correctAnswer && /^(t|true)$/i.test(correctAnswer)) correctAnswer = "True";
        else if (correctAnswer && /^(f|false)$/i.test(correctAnswer)) correctAnswer = "False";
      } else if (type !== "essay" && type !== "code") {
        correctAnswer = null;
      }
      if (type !== "multiple-choice" && type !== "short-answer" && type !== "numerical") answers = [];
      const pairs = type === "matching" ? (q.pairs ?? []).filter((p) => p.question !== "" || p.answer !== "") : [];
      return {
        title: q.title,
        description: q.description,
        type,
        difficulty: q.difficulty,
        category: q.category,
        tags: q.tags,
        options: type === "multiple-choice" ? answers.map((a) => a.text) : [],
        correctAnswer,
        textFormat: q.textFormat,
        generalFeedback: q.generalFeedback,
        idNumber: q.idNumber,
        answers,
        multipleAnswers: type === "multiple-choice" ? q.multipleAnswers : false,
        caseSensitive: type === "short-answer" ? q.caseSensitive : false,
        pairs,
        trueFeedback: type === "true-false" ? q.trueFeedback : "",
        falseFeedback: type === "true-false" ? q.falseFeedback : "",
        legacyCorrectAnswer: legacy ? correctAnswer : null,
      };
    })
    .superRefine((q, ctx) => {
      const issue = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
      if (q.type === "multiple-choice") {
        if (q.options.length < MIN_OPTIONS) issue("options", "Add at least two options");
        if (q.options.length > MAX_OPTIONS) issue("options", `At most ${MAX_OPTIONS} options`);
        const lower = q.options.map((o) => o.toLowerCase());
        if (new Set(lower).size !== lower.length) issue("options", "Options must be different");
        if (q.legacyCorrectAnswer !== null && !q.options.includes(q.legacyCorrectAnswer)) issue("correctAnswer", "The correct answer must be one of the options");
      }
      if (q.type === "true-false" && q.correctAnswer !== null && !(TRUE_FALSE_ANSWERS as readonly string[]).includes(q.correctAnswer)) {
        issue("correctAnswer", "The correct answer must be True or False");
      }
      if (q.type === "short-answer" && q.answers.length === 0) issue("answers", "Add at least one accepted answer");
      if (q.type === "numerical") {
        if (q.answers.length === 0) issue("answers", "Add at least one numerical answer");
        if (q.answers.some((a) => parseNumericAnswer(a.text) === null)) issue("answers", "Each answer must be a number, a range like 1..5, or *");
      }
      if (q.type === "matching") {
        if (q.pairs.filter((p) => p.question !== "").length < 2) issue("pairs", "Add at least two pairs");
        if (q.pairs.some((p) => p.answer === "")) issue("pairs", "Every pair needs an answer");
      }
    })
    .transform(({ legacyCorrectAnswer: _legacy, ...q }) => q);
}

/**
 * docs/product.md §5 plus what each type needs to make sense: options and weights only for multiple choice
 * (where a legacy correct answer must be one of them), True/False for true-false, accepted answers
 * for short answer and numerical, pairs for matching.
 */
export const questionSchema = makeQuestionSchema(false);
/** The same rules for a question read from a file, without the form's minimum title and text lengths. */
export const importedQuestionSchema = makeQuestionSchema(true);

/** What the form holds (tags as the comma-separated text field). */
export type QuestionFormValues = z.input<typeof questionSchema>;
/** A question as stored and exported, without its id and bookkeeping. */
export type QuestionInput = z.output<typeof questionSchema>;

/** 'All' (or nothing) clears a text filter. */
const textFilter = z.preprocess(
  (v) => (typeof v === "string" && ["", "all"].includes(v.trim().toLowerCase()) ? undefined : v),
  z.string().trim().max(100, "Filter is too long").optional(),
);

export const questionFiltersSchema = z.object({
  search: paginationSchema.shape.search,
  category: textFilter,
  difficulty: optionalFilter(DIFFICULTIES),
  type: optionalFilter(QUESTION_TYPES),
  tag: textFilter,
});
export type QuestionFilters = z.output<typeof questionFiltersSchema>;

export const QUESTION_SORTS = ["title", "type", "category", "createdAt"] as const;
export type QuestionSort = (typeof QUESTION_SORTS)[number];
export const questionListQuerySchema = paginationSchema.extend(questionFiltersSchema.shape).extend(sortFields(QUESTION_SORTS, "createdAt"));
export type QuestionListQuery = z.output<typeof questionListQuerySchema>;

export const QUESTION_FORMATS = ["csv", "json", "gift", "moodle-xml"] as const;
export type QuestionFormat = (typeof QUESTION_FORMATS)[number];
export const QUESTION_FORMAT_LABELS: Record<QuestionFormat, string> = { csv: "CSV", json: "JSON", gift: "Moodle GIFT", "moodle-xml": "Moodle XML" };

export const questionExportQuerySchema = questionFiltersSchema.extend({
  format: z.enum(QUESTION_FORMATS, "Choose a format: csv, json, gift or moodle-xml").default("csv"),
});

export const bulkTagsSchema = bulkIdsSchema
  .extend({ add: tagsSchema, remove: tagsSchema })
  .refine((v) => v.add.length > 0 || v.remove.length > 0, { path: ["add"], message: "Enter at least one tag" });
export type BulkTagsInput = z.input<typeof bulkTagsSchema>;

/** Largest import file we accept, and the most questions one file may hold. */
export const MAX_IMPORT_BYTES = 5 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 5000;
/** Valid rows are sent back in batches of this size, so a large file shows progress. */
export const IMPORT_BATCH_SIZE = 50;

export const importCheckSchema = z.object({
  format: z.enum(QUESTION_FORMATS, "Choose a format: csv, json, gift or moodle-xml"),
  content: z.string("Choose a file to import").min(1, "The file is empty").max(MAX_IMPORT_BYTES, "The file is larger than 5 MB"),
  /** The category for questions the file does not place in one. */
  defaultCategory: z
    .string("The default category must be text")
    .trim()
    .max(MAX_CATEGORY_LENGTH, `Category must be at most ${MAX_CATEGORY_LENGTH} characters`)
    .regex(/^[^\r\n]*$/, "Category must be on one line")
    .optional(),
});

export const importCommitSchema = z.object({
  questions: z
    .array(z.unknown(), "questions must be a list")
    .min(1, "There is nothing to import")
    .max(IMPORT_BATCH_SIZE * 2, `At most ${IMPORT_BATCH_SIZE * 2} questions per request`),
});
