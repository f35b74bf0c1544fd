// Reading quiz attempts and their questions from the bank.
import "server-only";
import { prisma } from "@/lib/db";
import type { Prisma } from "@/lib/generated/prisma/client";
import { toPublicQuestion, type PublicQuestion } from "@/features/questions/server";
import type { AnswerValue } from "../../schema";
import type { FixedQuestion } from "./questions";

type Db = Prisma.TransactionClient;

const QUESTION_SELECT = {
  id: true, title: true, description: true, type: true, difficulty: true, category: true, tags: true, options: true,
  correctAnswer: true, textFormat: true, generalFeedback: true, details: true, authorName: true, createdAt: true, updatedAt: true,
} satisfies Prisma.QuestionSelect;

export async function loadQuestions(ids: readonly string[], db: Db = prisma): Promise<Map<string, PublicQuestion>> {
  const rows = await db.question.findMany({ where: { id: { in: [...ids] } }, select: QUESTION_SELECT });
  return new Map(rows.map((r) => [r.id, toPublicQuestion(r)]));
}

export const ATTEMPT_SELECT = {
  id: true, lessonId: true, courseId: true, userId: true, number: true, status: true, startedAt: true, dueAt: true,
  submittedAt: true, gradedAt: true, questions: true, answers: true, score: true, maxScore: true, percent: true, passed: true,
} satisfies Prisma.QuizAttemptSelect;
export type AttemptRow = Prisma.QuizAttemptGetPayload<{ select: typeof ATTEMPT_SELECT }>;

export const fixedOf = (row: Pick<AttemptRow, "questions">): FixedQuestion[] => JSON.parse(row.questions) as FixedQuestion[];
export const answersOf = (row: Pick<AttemptRow, "answers">): Record<string, AnswerValue> => JSON.parse(row.answers) as Record<string, AnswerValue>;
