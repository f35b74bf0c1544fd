// The question bank and its item statistics.
import { z } from "zod";
import { DIFFICULTIES, QUESTION_TYPES, TEXT_FORMATS } from "../common";
import { dataResponse, isoDate, listResponse } from "./common";

export const questionSchema = z.object({
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

/** SPEC §3's Question with issue 20's fields, as the API answers it: the one question type of data, client and tests. */
export type Question = z.infer<typeof questionSchema>;
export const questionListResponse = listResponse("questions", questionSchema, {
  counts: z.object({
    difficulty: z.record(z.enum(DIFFICULTIES), z.number()),
    type: z.record(z.enum(QUESTION_TYPES), z.number()),
  }),
  categories: z.array(z.string()),
  itemStats: z.record(z.string(), z.object({ attempts: z.number(), facility: z.number().nullable(), discrimination: z.number().nullable(), flags: z.array(z.string()) })),
});
export const questionDetailResponse = dataResponse({ question: questionSchema });

export const drawCountResponse = dataResponse({ available: z.number().int() });

const person = { userId: z.string(), name: z.string(), email: z.string() };
export const accommodationsResponse = dataResponse({
  accommodations: z.array(z.object({ ...person, extraMinutes: z.number() })),
  learners: z.array(z.object(person)),
});

export const questionStatsResponse = dataResponse({
  attempts: z.number(),
  facility: z.number().nullable(),
  discrimination: z.number().nullable(),
  flags: z.array(z.string()),
});
