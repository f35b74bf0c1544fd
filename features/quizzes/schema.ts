// Quizzes (docs/domain/quizzes.md): a quiz lesson's settings and slots, attempts, answers and extra
// time (grading and item statistics: features/grading/schema.ts). Input schemas shared by forms and
// handlers; response schemas for the OpenAPI document.
import { z } from "zod";
import { DIFFICULTIES, QUESTION_TYPES, idSchema } from "@/lib/validation/common";

export const REVIEW_MODES = ["immediately", "after-last-attempt", "never"] as const;
export type ReviewMode = (typeof REVIEW_MODES)[number];
export const MAX_SLOTS = 200;
export const MAX_ANSWER_CHARS = 20_000;

const markSchema = z.coerce
  .number("Mark must be a number")
  .refine((n) => Number.isFinite(n) && n > 0 && n <= 1000, "Mark must be more than 0 and at most 1000")
  .optional()
  .default(1);

export const drawSchema = z.object({
  category: z.string("Category must be text").trim().max(255, "Category is too long").optional(),
  difficulty: z.enum(DIFFICULTIES, "Difficulty must be easy, medium or hard").optional(),
  type: z.enum(QUESTION_TYPES, "Unknown question type").refine((t) => t !== "description", "A draw cannot pick descriptions").optional(),
  tags: z.array(z.string("Each tag must be text").trim().min(1).max(40), "Tags must be a list").max(10, "At most 10 tags").optional(),
  count: z.coerce.number("Count must be a whole number").int("Count must be a whole number").min(1, "Count must be at least 1").max(100, "Count must be at most 100"),
});
export type Draw = z.output<typeof drawSchema>;

export const slotSchema = z.union(
  [z.object({ questionId: idSchema, mark: markSchema }).strict(), z.object({ draw: drawSchema, mark: markSchema }).strict()],
  "Each slot is { questionId, mark } or { draw: { category?, difficulty?, type?, tags?, count }, mark }",
);
export type Slot = z.output<typeof slotSchema>;

export const quizSettingsSchema = z.object({
  passPercent: z.coerce.number("Pass mark must be a number").min(0, "Pass mark must be between 0 and 100").max(100, "Pass mark must be between 0 and 100").optional().default(70),
  timeLimitMinutes: z.coerce.number("Time limit must be whole minutes").int("Time limit must be whole minutes").min(1, "Time limit must be at least 1 minute").max(1440, "Time limit must be at most 1440 minutes").nullable().optional(),
  maxAttempts: z.coerce.number("Attempts allowed must be a whole number").int("Attempts allowed must be a whole number").min(1, "Attempts allowed must be at least 1").max(100, "Attempts allowed must be at most 100").nullable().optional(),
  shuffle: z.boolean("shuffle must be true or false").optional().default(false),
  review: z.enum(REVIEW_MODES, "Review must be immediately, after-last-attempt or never").optional().default("immediately"),
  slots: z.array(slotSchema, "slots must be a list").min(1, "Add at least one question").max(MAX_SLOTS, `At most ${MAX_SLOTS} slots`),
});
export type QuizSettingsInput = z.output<typeof quizSettingsSchema>;

/** Builder view: the settings, and how many bank questions each draw can choose from. */
export const quizBuilderSchema = z.object({
  passPercent: z.number(),
  timeLimitMinutes: z.number().int().nullable(),
  maxAttempts: z.number().int().nullable(),
  shuffle: z.boolean(),
  review: z.enum(REVIEW_MODES),
  slots: z.array(
    z.object({
      questionId: z.string().optional(),
      draw: drawSchema.optional(),
      mark: z.number(),
      /** Draws: how many bank questions match the filters (fixed questions excluded). */
      available: z.number().int().optional(),
      title: z.string().optional(),
    }),
  ),
  maxScore: z.number(),
});
export type QuizBuilder = z.infer<typeof quizBuilderSchema>;

// ─── Attempts ────────────────────────────────────────────────────────────────────────────────────

/** What a learner sends for one question: the shape depends on its type. */
export const answerValueSchema = z.union(
  [
    z.object({ selected: z.array(z.number().int().min(0).max(50), "selected must be a list of option indexes").max(50) }).strict(), // multiple choice
    z.object({ answer: z.enum(["True", "False"], "answer must be True or False").nullable() }).strict(), // true/false
    z.object({ text: z.string("text must be text").max(MAX_ANSWER_CHARS, `Answers must be at most ${MAX_ANSWER_CHARS.toLocaleString("en-US")} characters`) }).strict(), // short, numerical, essay, code
    z.object({ chosen: z.array(z.string().max(1000).nullable(), "chosen must be a list").max(100) }).strict(), // matching
    z.null(),
  ],
  "Unknown answer shape",
);
export type AnswerValue = z.output<typeof answerValueSchema>;

export const saveAnswersSchema = z.object({
  answers: z.array(z.object({ questionId: idSchema, answer: answerValueSchema }), "answers must be a list").min(1, "Send at least one answer").max(MAX_SLOTS),
});

export const attemptParamsSchema = z.object({ id: idSchema });
/** /api/learn/{courseId}/lessons/{lessonId}/attempts: a quiz lesson of a course. */
export const quizLessonParamsSchema = z.object({ courseId: idSchema, lessonId: idSchema });

/** A question as the learner sees it during an attempt: never an answer, a weight or feedback. */
export const attemptQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(QUESTION_TYPES),
  title: z.string(),
  description: z.string(),
  textFormat: z.string(),
  mark: z.number(),
  /** Multiple choice (in the attempt's order), True/False, or a matching question's choices. */
  options: z.array(z.string()).optional(),
  multipleAnswers: z.boolean().optional(),
  /** Matching: the prompts, each answered by one of `options`. */
  items: z.array(z.string()).optional(),
});
export type AttemptQuestion = z.infer<typeof attemptQuestionSchema>;

export const ATTEMPT_STATUSES = ["open", "needs-grading", "graded"] as const;

export const reviewItemSchema = z.object({
  questionId: z.string(),
  title: z.string(),
  type: z.enum(QUESTION_TYPES),
  answer: z.unknown(),
  /** The right answer, readable ("B. Paris", "True", "42 ± 0.5", "apple → red; …"); null for essays. */
  rightAnswer: z.string().nullable(),
  score: z.number().nullable(),
  mark: z.number(),
  feedback: z.string(),
});

export const attemptSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  startedAt: z.string(),
  dueAt: z.string().nullable(),
  submittedAt: z.string().nullable(),
  questions: z.array(attemptQuestionSchema),
  answers: z.record(z.string(), z.unknown()),
  score: z.number().nullable(),
  maxScore: z.number(),
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
  review: z.array(reviewItemSchema).optional(),
});
/** The server's clock when it answered (ISO 8601): the attempt screen counts down to `dueAt` by it, not by the browser's clock. */
const serverNowSchema = z.iso.datetime();
export const attemptResponseSchema = z.object({ data: z.object({ attempt: attemptSchema, resumed: z.boolean().optional(), now: serverNowSchema }) });
export const saveAnswersResponseSchema = z.object({ message: z.string(), data: z.object({ answers: z.record(z.string(), z.unknown()), now: serverNowSchema }) });

export const submitResultSchema = z.object({
  status: z.enum(["graded", "needs-grading"]),
  score: z.number(),
  maxScore: z.number(),
  percent: z.number(),
  passed: z.boolean(),
  review: z.array(reviewItemSchema).optional(),
});
export const submitResponseSchema = z.object({ data: submitResultSchema });

export const attemptSummarySchema = z.object({
  id: z.string(),
  number: z.number().int(),
  status: z.enum(ATTEMPT_STATUSES),
  startedAt: z.string(),
  submittedAt: z.string().nullable(),
  score: z.number().nullable(),
  maxScore: z.number(),
  percent: z.number().nullable(),
  passed: z.boolean().nullable(),
});
export const attemptListResponseSchema = z.object({
  data: z.object({
    quiz: z.object({ passPercent: z.number(), timeLimitMinutes: z.number().nullable(), maxAttempts: z.number().nullable(), review: z.enum(REVIEW_MODES), questionCount: z.number().int(), extraMinutes: z.number().int() }),
    attempts: z.array(attemptSummarySchema),
    attemptsLeft: z.number().int().nullable(),
    bestPercent: z.number().nullable(),
    passed: z.boolean(),
  }),
});

/** The attempt answers' types: an attempt as its owner (or staff) sees it (`review` only when the
 * quiz's review setting allows), one question of that review, and what a submit answers. */
export type AttemptView = z.infer<typeof attemptSchema>;
export type ReviewItem = z.infer<typeof reviewItemSchema>;
export type SubmitResult = z.infer<typeof submitResultSchema>;

// ─── Accommodations ──────────────────────────────────────────────────────────────────────────────

export const accommodationParamsSchema = z.object({ lessonId: idSchema, userId: idSchema });
export const accommodationSchema = z.object({
  extraMinutes: z.coerce.number("Extra time must be whole minutes").int("Extra time must be whole minutes").min(0, "Extra time cannot be negative").max(1440, "Extra time must be at most 1440 minutes"),
});

/** PUT /api/admin/quizzes/[lessonId]/accommodations/[userId]: the extra minutes now granted. */
export const accommodationSavedResponse = z.object({
  message: z.string(),
  data: z.object({ lessonId: z.string(), userId: z.string(), extraMinutes: z.number() }),
});

// ─── Builder helpers (the staff side) ────────────────────────────────────────────────────────────

const csvList = (max: number, message: string) =>
  z
    .string()
    .max(4000)
    .optional()
    .transform((s) => (s ?? "").split(",").map((t) => t.trim()).filter(Boolean))
    .refine((list) => list.length <= max, message);

/** GET /api/questions/draw-count: a draw's filters (tags and exclude comma-separated), "All" or empty meaning none. */
export const drawCountQuerySchema = z.object({
  category: z.string().trim().max(255, "Category is too long").optional().transform((v) => (v && v !== "All" ? v : undefined)),
  difficulty: z.enum([...DIFFICULTIES, "All", ""], "Difficulty must be easy, medium or hard").optional().transform((v) => (v && v !== "All" ? v : undefined)),
  type: z.enum([...QUESTION_TYPES, "All", ""], "Unknown question type").optional().transform((v) => (v && v !== "All" ? v : undefined)),
  tags: csvList(10, "At most 10 tags"),
  /** The quiz's fixed questions, which a draw never picks. */
  exclude: csvList(MAX_SLOTS, `At most ${MAX_SLOTS} questions to exclude`),
});
export const drawCountResponseSchema = z.object({ data: z.object({ available: z.number().int() }) });

export const accommodationListQuerySchema = z.object({ search: z.string().trim().max(100, "Search is too long").optional().default("") });
const learnerRefSchema = z.object({ userId: z.string(), name: z.string(), email: z.string() });
export const accommodationListResponseSchema = z.object({
  data: z.object({
    /** Learners with extra time on this quiz. */
    accommodations: z.array(learnerRefSchema.extend({ extraMinutes: z.number().int() })),
    /** Learners enrolled in the quiz's course who match the search (at most 10), for the picker. */
    learners: z.array(learnerRefSchema),
  }),
});
export type AccommodationList = z.infer<typeof accommodationListResponseSchema>["data"];
