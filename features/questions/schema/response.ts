// The question bank's answers: a question as the API shows it, the list with its counts and item
// statistics, the import's check report and outcome, and the bulk actions. Types inferred here.
import { z } from "zod";
import { DIFFICULTIES, QUESTION_TYPES, TEXT_FORMATS } from "@/lib/validation/common";
import { questionStatsSchema } from "@/features/grading";
import { dataResponse, isoDate, listResponse } from "@/lib/api/response-schemas";

export const questionViewSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(QUESTION_TYPES),
  difficulty: z.enum(DIFFICULTIES),
  category: z.string(),
  tags: z.array(z.string()),
  options: z.array(z.string()),
  correctAnswer: z.string().nullable(),
  textFormat: z.enum(TEXT_FORMATS),
  generalFeedback: z.string(),
  idNumber: z.string(),
  answers: z.array(z.object({ text: z.string(), weight: z.number(), feedback: z.string(), tolerance: z.number() })),
  multipleAnswers: z.boolean(),
  caseSensitive: z.boolean(),
  pairs: z.array(z.object({ question: z.string(), answer: z.string() })),
  trueFeedback: z.string(),
  falseFeedback: z.string(),
  createdAt: isoDate,
  updatedAt: isoDate,
  /** The author's name, kept after they leave. */
  createdBy: z.string(),
});

/** A question with Moodle's fields (docs/domain/questions.md), as the API answers it: the one question type of data, client and tests. */
export type Question = z.infer<typeof questionViewSchema>;
/** How many questions match, by difficulty and by type (every value present, zero when none). */
export const questionCountsSchema = z.object({
  difficulty: z.record(z.enum(DIFFICULTIES), z.number()),
  type: z.record(z.enum(QUESTION_TYPES), z.number()),
});
export type QuestionCounts = z.infer<typeof questionCountsSchema>;
export const questionListResponse = listResponse("questions", questionViewSchema, {
  counts: questionCountsSchema
    .nullable()
    .describe("Counts by difficulty and by type over every match; null when `totalCapped` (a search matched more than it counts: grouping every match is the cost the cap avoids)."),
  categories: z.array(z.string()),
  itemStats: z.record(z.string(), questionStatsSchema),
});
/** GET /api/questions: a page of the bank, its counts over every match, and the page's item statistics by question id. */
export type QuestionList = z.infer<typeof questionListResponse>;
export const questionDetailResponse = dataResponse({ question: questionViewSchema });
/** One question: GET /api/questions/{id}, and what adding or saving one answers. */
export type QuestionDetailResponse = z.infer<typeof questionDetailResponse>;

/** POST /api/questions/import in commit mode → { message, data }: how many were added, and which were skipped and why. */
export const questionImportOutcomeSchema = z.object({
  created: z.number().int(),
  skipped: z.array(z.object({ index: z.number().int(), title: z.string(), reason: z.string() })),
});
export type ImportOutcome = z.infer<typeof questionImportOutcomeSchema>;

/** A question as a file yields it once checked: the bank's fields without its id and bookkeeping. */
export const questionInputSchema = questionViewSchema.omit({ _id: true, createdAt: true, updatedAt: true, createdBy: true });
/** Check mode's report: per question read from the file, whether it will be imported and what will not. */
export const questionImportReportSchema = z.object({
  total: z.number().int(),
  valid: z.number().int(),
  invalid: z.number().int(),
  duplicates: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      label: z.string(),
      title: z.string(),
      status: z.enum(["valid", "invalid", "duplicate"]),
      errors: z.array(z.string()),
      /** What will not be imported from this question, and why (a valid row may have some). */
      warnings: z.array(z.string()),
      /** For a duplicate: the earlier row's label, or null when the question is already in the bank. */
      duplicateOf: z.string().nullable().optional(),
      /** The checked question, ready to send back in commit mode (valid rows only). */
      question: questionInputSchema.optional(),
    }),
  ),
});
/** POST /api/questions/import: check mode → `{ data: { report } }`; commit mode → `{ message, data: outcome }`. */
export const questionImportCheckResponse = dataResponse({ report: questionImportReportSchema });
export const questionImportCommitResponse = z.object({ message: z.string(), data: questionImportOutcomeSchema });
export const questionImportResponse = z.union([questionImportCheckResponse, questionImportCommitResponse]);

export const questionDeletedResponse = z.object({ message: z.string(), data: z.object({ _id: z.string() }) });
export const questionsDeletedResponse = z.object({ message: z.string(), data: z.object({ deleted: z.number().int() }) });
export const questionsTaggedResponse = z.object({ message: z.string(), data: z.object({ updated: z.number().int() }) });
