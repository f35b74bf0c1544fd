// Grading (docs/domain/quizzes.md): the manual-grading queue of answers that need a person, the grade
// given, and item statistics per question. Shared by the grading screen, the question bank and the handlers.
import { z } from "zod";
import { dataResponse, nullableDate } from "@/lib/api/response-schemas";

export const gradeAnswerSchema = z.object({
  score: z.coerce.number("Score must be a number").refine((n) => Number.isFinite(n) && n >= 0, "Score must be zero or more"),
  feedback: z.string("Feedback must be text").max(10_000, "Feedback must be at most 10,000 characters").optional().default(""),
});

export const gradingItemSchema = z.object({
  answerId: z.string(),
  attemptId: z.string(),
  questionId: z.string(),
  questionTitle: z.string(),
  questionType: z.string(),
  questionDescription: z.string(),
  learnerName: z.string(),
  courseId: z.string(),
  lessonId: z.string(),
  answer: z.unknown(),
  maxScore: z.number(),
  submittedAt: z.string().nullable(),
});

export const ITEM_FLAGS = ["too-easy", "too-hard", "negative-discrimination"] as const;
export const questionStatsSchema = z.object({
  attempts: z.number().int(),
  /** Mean score fraction, 0..1 (Moodle's facility index / 100). */
  facility: z.number().nullable(),
  /** Pearson r of the item's score with the rest of the attempt, -1..1 (Moodle's discrimination index / 100). */
  discrimination: z.number().nullable(),
  flags: z.array(z.enum(ITEM_FLAGS)),
});
export type QuestionStats = z.infer<typeof questionStatsSchema>;
export const questionStatsResponseSchema = z.object({ data: questionStatsSchema });

// ---- Responses ----

export const gradingQueueResponse = dataResponse({
  total: z.number(),
  // The item the grading screen reads, its date checked as ISO text.
  items: z.array(gradingItemSchema.extend({ submittedAt: nullableDate })),
});

/** POST /api/admin/grading/[answerId]: the grade given, and whether the attempt still waits for others. */
export const answerGradedResponse = z.object({
  message: z.string(),
  data: z.object({ answerId: z.string(), score: z.number(), attemptStatus: z.enum(["needs-grading", "graded"]) }),
});
