// Fixture rows for the question route tests (each test file has its own empty database).
import { prisma } from "@/lib/db";
import { stringifyList } from "@/lib/db/json";
import { EXAMPLE_QUESTIONS } from "../../formats/template";
import { importedQuestionSchema, type QuestionFormValues } from "../../schema";
import type { TestUser } from "@/test/helpers";

/** A valid multiple-choice question: the template's example, with the caller's changes. */
export const validQuestion = (overrides: Partial<QuestionFormValues> = {}): QuestionFormValues => ({
  ...structuredClone(EXAMPLE_QUESTIONS[0]),
  ...overrides,
});

let clock = Date.UTC(2026, 0, 1);

/** Inserts a question directly, one second newer than the previous one. */
export async function insertQuestion(author: TestUser, overrides: Partial<QuestionFormValues> = {}) {
  const q = importedQuestionSchema.parse(validQuestion(overrides));
  clock += 1000;
  return prisma.question.create({
    data: {
      title: q.title,
      description: q.description,
      type: q.type,
      difficulty: q.difficulty,
      category: q.category,
      tags: stringifyList(q.tags),
      options: stringifyList(q.type === "multiple-choice" ? q.options : []),
      correctAnswer: q.correctAnswer,
      textFormat: q.textFormat,
      generalFeedback: q.generalFeedback,
      details: JSON.stringify({ answers: q.answers, multipleAnswers: q.multipleAnswers, caseSensitive: q.caseSensitive, pairs: q.pairs, trueFeedback: q.trueFeedback, falseFeedback: q.falseFeedback, idNumber: q.idNumber }),
      createdById: author.id,
      authorName: author.name,
      createdAt: new Date(clock),
    },
  });
}
