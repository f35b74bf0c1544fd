// The question form and API (SPEC §5): one schema for the form's zodResolver, the route handlers
// and the importer, so a mistake gets the same message wherever it is caught.
import { z } from "zod";
import { bulkIdsSchema, DIFFICULTIES, optionalFilter, paginationSchema, QUESTION_TYPES } from "./common";

export type QuestionType = (typeof QUESTION_TYPES)[number];
export type Difficulty = (typeof DIFFICULTIES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  "multiple-choice": "Multiple choice",
  "true-false": "True/False",
  essay: "Essay",
  code: "Code",
};

export const DIFFICULTY_LABELS: Record<Difficulty, string> = { easy: "Easy", medium: "Medium", hard: "Hard" };

/** SPEC §9: multiple choice has 4 option slots, A to D. */
export const OPTION_SLOTS = ["A", "B", "C", "D"] as const;
export const TRUE_FALSE_ANSWERS = ["True", "False"] as const;

export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 40;

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
  .max(OPTION_SLOTS.length, `At most ${OPTION_SLOTS.length} options`)
  .optional()
  .transform((options) => (options ?? []).map((o) => unixLines(o).trim()).filter(Boolean));

const questionFields = z.object({
  title: z
    .string("Title must be at least 5 characters")
    .transform(unixLines)
    .pipe(z.string().trim().min(5, "Title must be at least 5 characters").max(200, "Title must be at most 200 characters")),
  description: z
    .string("Description must be at least 10 characters")
    .transform(unixLines)
    .pipe(
      z.string().trim().min(10, "Description must be at least 10 characters").max(20_000, "Description must be at most 20000 characters"),
    ),
  type: z.enum(QUESTION_TYPES, "Please select a question type"),
  difficulty: z.enum(DIFFICULTIES, "Please select difficulty level"),
  category: z
    .string("Category is required")
    .trim()
    .min(1, "Category is required")
    .max(60, "Category must be at most 60 characters")
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
});

/**
 * SPEC §5 plus what multiple choice and true/false need to make sense: options are kept only for
 * multiple choice, and a correct answer must be one of them (or True/False).
 */
export const questionSchema = questionFields
  .transform((q) => {
    let correctAnswer = q.correctAnswer;
    if (q.type === "true-false" && correctAnswer) {
      if (/^(t|true)$/i.test(correctAnswer)) correctAnswer = "True";
      else if (/^(f|false)$/i.test(correctAnswer)) correctAnswer = "False";
    }
    return { ...q, options: q.type === "multiple-choice" ? q.options : [], correctAnswer };
  })
  .superRefine((q, ctx) => {
    if (q.type === "multiple-choice") {
      if (q.options.length < 2) ctx.addIssue({ code: "custom", path: ["options"], message: "Add at least two options" });
      const lower = q.options.map((o) => o.toLowerCase());
      if (new Set(lower).size !== lower.length) ctx.addIssue({ code: "custom", path: ["options"], message: "Options must be different" });
      if (q.correctAnswer !== null && !q.options.includes(q.correctAnswer)) {
        ctx.addIssue({ code: "custom", path: ["correctAnswer"], message: "The correct answer must be one of the options" });
      }
    }
    if (q.type === "true-false" && q.correctAnswer !== null && !(TRUE_FALSE_ANSWERS as readonly string[]).includes(q.correctAnswer)) {
      ctx.addIssue({ code: "custom", path: ["correctAnswer"], message: "The correct answer must be True or False" });
    }
  });

/** What the form holds (tags as the comma-separated text field, options as the 4 slots). */
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

export const questionListQuerySchema = paginationSchema.extend(questionFiltersSchema.shape);
export type QuestionListQuery = z.output<typeof questionListQuerySchema>;

export const QUESTION_FORMATS = ["csv", "json", "gift"] as const;
export type QuestionFormat = (typeof QUESTION_FORMATS)[number];
export const QUESTION_FORMAT_LABELS: Record<QuestionFormat, string> = { csv: "CSV", json: "JSON", gift: "Moodle GIFT" };

export const questionExportQuerySchema = questionFiltersSchema.extend({
  format: z.enum(QUESTION_FORMATS, "Choose a format: csv, json or gift").default("csv"),
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
  format: z.enum(QUESTION_FORMATS, "Choose a format: csv, json or gift"),
  content: z.string("Choose a file to import").min(1, "The file is empty").max(MAX_IMPORT_BYTES, "The file is larger than 5 MB"),
});

export const importCommitSchema = z.object({
  questions: z
    .array(z.unknown(), "questions must be a list")
    .min(1, "There is nothing to import")
    .max(IMPORT_BATCH_SIZE * 2, `At most ${IMPORT_BATCH_SIZE * 2} questions per request`),
});
