// A question between the database and the API: the columns read, the stored form of a checked
// question, the public shape, and the activity-log entry of a question event.
import "server-only";
import { activityData } from "@/lib/audit/log";
import type { ActivityType } from "@/lib/audit/types";
import { parseList, parseObject, stringifyList } from "@/lib/db/json";
import type { Caller } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { TEXT_FORMATS } from "@/lib/validation/common";
import type { Answer, Difficulty, Pair, QuestionInput, QuestionType, TextFormat } from "../schema";
import type { Question } from "../schema";

export type Actor = Caller["user"];

/** A question as the API exposes it: the response schema's type (features/questions/responses.ts). */
export type PublicQuestion = Question;

export const questionSelect = {
  id: true,
  title: true,
  description: true,
  type: true,
  difficulty: true,
  category: true,
  tags: true,
  options: true,
  correctAnswer: true,
  textFormat: true,
  generalFeedback: true,
  details: true,
  authorName: true,
  createdAt: true,
  updatedAt: true,
} satisfies Prisma.QuestionSelect;

export type QuestionRow = Prisma.QuestionGetPayload<{ select: typeof questionSelect }>;

const text = (v: unknown) => (typeof v === "string" ? v : "");
const num = (v: unknown, fallback = 0) => (typeof v === "number" && Number.isFinite(v) ? v : fallback);

function readAnswers(v: unknown): Answer[] | null {
  if (!Array.isArray(v)) return null;
  return v
    .filter((a): a is Record<string, unknown> => typeof a === "object" && a !== null)
    .map((a) => ({ text: text(a.text), weight: num(a.weight), feedback: text(a.feedback), tolerance: num(a.tolerance) }));
}

function readPairs(v: unknown): Pair[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((p): p is Record<string, unknown> => typeof p === "object" && p !== null)
    .map((p) => ({ question: text(p.question), answer: text(p.answer) }));
}

export function toPublicQuestion(row: QuestionRow): PublicQuestion {
  const details = parseObject(row.details) ?? {};
  const options = parseList(row.options);
  const type = row.type as QuestionType;
  // Rows from before the Moodle fields (and the seed) hold only options + correctAnswer.
  const answers =
    readAnswers(details.answers) ??
    (type === "multiple-choice" ? options.map((o) => ({ text: o, weight: o === row.correctAnswer ? 100 : 0, feedback: "", tolerance: 0 })) : []);
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    type,
    difficulty: row.difficulty as Difficulty,
    category: row.category,
    tags: parseList(row.tags),
    options,
    correctAnswer: row.correctAnswer,
    textFormat: ((TEXT_FORMATS as readonly string[]).includes(row.textFormat) ? row.textFormat : "plain") as TextFormat,
    generalFeedback: row.generalFeedback,
    idNumber: text(details.idNumber),
    answers,
    multipleAnswers: details.multipleAnswers === true,
    caseSensitive: details.caseSensitive === true,
    pairs: readPairs(details.pairs),
    trueFeedback: text(details.trueFeedback),
    falseFeedback: text(details.falseFeedback),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    createdBy: row.authorName,
  };
}

/** The stored form of a checked question. */
export function toData(input: QuestionInput) {
  return {
    title: input.title,
    description: input.description,
    type: input.type,
    difficulty: input.difficulty,
    category: input.category,
    tags: stringifyList(input.tags),
    options: stringifyList(input.type === "multiple-choice" ? input.options : []),
    correctAnswer: input.correctAnswer,
    textFormat: input.textFormat,
    generalFeedback: input.generalFeedback,
    details: JSON.stringify({
      answers: input.answers,
      multipleAnswers: input.multipleAnswers,
      caseSensitive: input.caseSensitive,
      pairs: input.pairs,
      trueFeedback: input.trueFeedback,
      falseFeedback: input.falseFeedback,
      idNumber: input.idNumber,
    }),
  };
}

/** The content of a question (everything but its id and bookkeeping), for the activity log and exports. */
export function questionContent(q: PublicQuestion): QuestionInput {
  const { _id: _i, createdAt: _c, updatedAt: _u, createdBy: _b, ...content } = q;
  return content;
}
export const snapshot = questionContent;

/** The audit entry of one question event: "Ada added the question "X"" (or updated, deleted, imported). */
export function questionActivity(actor: Actor, event: { type: ActivityType; verb: string; id: string; title: string; before?: unknown; after?: unknown }) {
  const { type, verb, id, title, before, after } = event;
  return activityData({ type, message: `${actor.name} ${verb} the question "${title}"`, actor, target: { type: "question", id }, before, after });
}
