// A quiz lesson's settings and slots: validated against the bank (a draw must be fillable), stored
// in the Quiz row keyed by the lesson, and read back for the builder with each draw's pool size.
import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { containsText, containsTextSql } from "@/lib/db/dialect";
import type { Draw, QuizBuilder, QuizSettingsInput, ReviewMode, Slot } from "../schema";
import { DomainError } from "@/lib/errors/domain";
import { invalidQuiz } from "./errors";

type Db = Prisma.TransactionClient;

/** The bank questions a draw may pick: its filters, never a description, never a fixed slot's question. */
export function drawWhere(draw: Draw, excludeIds: readonly string[] = []): Prisma.QuestionWhereInput {
  const and: Prisma.QuestionWhereInput[] = [{ type: { not: "description" } }];
  // A category draw includes its subcategories, as Moodle's "include subcategories".
  if (draw.category) and.push({ OR: [{ category: draw.category }, { category: { startsWith: `${draw.category} / ` } }] });
  if (draw.difficulty) and.push({ difficulty: draw.difficulty });
  if (draw.type) and.push({ type: draw.type });
  for (const tag of draw.tags ?? []) and.push({ tags: containsText(JSON.stringify(tag)) });
  if (excludeIds.length) and.push({ id: { notIn: [...excludeIds] } });
  return { AND: and };
}

/**
 * `drawWhere` as a raw condition on "Question", matching the same rows on each database (the
 * draw test compares the two pools): Prisma's `startsWith` is an unescaped LIKE `value%`, its
 * `contains` the dialect's `containsText`.
 */
export function drawCondition(draw: Draw, excludeIds: readonly string[] = []): Prisma.Sql {
  const and: Prisma.Sql[] = [Prisma.sql`"type" <> 'description'`];
  if (draw.category) and.push(Prisma.sql`("category" = ${draw.category} OR "category" LIKE ${`${draw.category} / %`})`);
  if (draw.difficulty) and.push(Prisma.sql`"difficulty" = ${draw.difficulty}`);
  if (draw.type) and.push(Prisma.sql`"type" = ${draw.type}`);
  for (const tag of draw.tags ?? []) and.push(containsTextSql(`"tags"`, JSON.stringify(tag)));
  if (excludeIds.length) and.push(Prisma.sql`"id" NOT IN (${Prisma.join([...excludeIds])})`);
  return Prisma.join(and, " AND ");
}

/**
 * The ids a draw picks: `limit` of its pool at random (the database shuffles, so starting an
 * attempt reads `limit` ids rather than the whole pool), or the whole pool without `limit`.
 */
export async function drawIds(draw: Draw, excludeIds: readonly string[] = [], limit?: number): Promise<string[]> {
  const rows = await prisma.$queryRaw<{ id: string }[]>(
    limit === undefined
      ? Prisma.sql`SELECT "id" FROM "Question" WHERE ${drawCondition(draw, excludeIds)}`
      : Prisma.sql`SELECT "id" FROM "Question" WHERE ${drawCondition(draw, excludeIds)} ORDER BY random() LIMIT ${limit}`,
  );
  return rows.map((r) => r.id);
}

export const fixedIds = (slots: readonly Slot[]) => slots.flatMap((s) => ("questionId" in s ? [s.questionId] : []));

/** Every fixed question exists and every draw can be filled; errors name the slot ("slots.1"). */
export async function checkSlots(slots: readonly Slot[], db: Db = prisma): Promise<number[]> {
  const errors: Record<string, string[]> = {};
  const fixed = fixedIds(slots);
  const found = new Set((await db.question.findMany({ where: { id: { in: fixed } }, select: { id: true } })).map((q) => q.id));
  const seen = new Set<string>();
  const available: number[] = [];
  for (const [i, slot] of slots.entries()) {
    if ("questionId" in slot) {
      available.push(found.has(slot.questionId) ? 1 : 0);
      if (!found.has(slot.questionId)) errors[`slots.${i}`] = [`Slot ${i + 1}: the question is not in the bank`];
      else if (seen.has(slot.questionId)) errors[`slots.${i}`] = [`Slot ${i + 1}: the question is already in this quiz`];
      seen.add(slot.questionId);
      continue;
    }
    const count = await db.question.count({ where: drawWhere(slot.draw, fixed) });
    available.push(count);
    if (count < slot.draw.count) {
      errors[`slots.${i}`] = [`Slot ${i + 1}: the bank has ${count} matching question${count === 1 ? "" : "s"}, the draw needs ${slot.draw.count}`];
    }
  }
  if (Object.keys(errors).length) throw invalidQuiz(errors);
  return available;
}

export async function saveQuiz(db: Db, courseId: string, lessonId: string, input: QuizSettingsInput) {
  const data = {
    courseId,
    passPercent: input.passPercent,
    timeLimitMinutes: input.timeLimitMinutes ?? null,
    maxAttempts: input.maxAttempts ?? null,
    shuffle: input.shuffle,
    review: input.review,
    slots: JSON.stringify(input.slots),
  };
  await db.quiz.upsert({ where: { lessonId }, create: { lessonId, ...data }, update: data });
}

/** A quiz lesson needs its `quiz` body: checked against the bank before anything is written. */
export async function prepareQuiz(quiz: QuizSettingsInput | undefined): Promise<void> {
  if (!quiz) throw invalidQuiz({ quiz: ["A quiz lesson needs its settings and questions"] });
  await checkSlots(quiz.slots);
}

/** New settings replace the quiz; a lesson that becomes a quiz needs them. */
export async function editQuiz(courseId: string, lessonId: string, quiz: QuizSettingsInput | undefined): Promise<void> {
  if (!quiz) {
    if (!(await prisma.quiz.findUnique({ where: { lessonId }, select: { lessonId: true } }))) throw invalidQuiz({ quiz: ["A quiz lesson needs its settings and questions"] });
    return;
  }
  await checkSlots(quiz.slots);
  await saveQuiz(prisma, courseId, lessonId, quiz);
}

/** The lesson is deleted or stops being a quiz (the Quiz and attempt rows are keyed by the lesson without a foreign key). */
export async function deleteQuizData(db: Db, lessonId: string): Promise<void> {
  await db.quizAttempt.deleteMany({ where: { lessonId } });
  await db.quizAccommodation.deleteMany({ where: { lessonId } });
  await db.quiz.deleteMany({ where: { lessonId } });
}

export type QuizRow = { lessonId: string; courseId: string; passPercent: number; timeLimitMinutes: number | null; maxAttempts: number | null; shuffle: boolean; review: string; slots: string };

export const readSlots = (row: Pick<QuizRow, "slots">): Slot[] => {
  const parsed: unknown = JSON.parse(row.slots);
  return Array.isArray(parsed) ? (parsed as Slot[]) : [];
};

export const slotQuestionCount = (slots: readonly Slot[]) => slots.reduce((n, s) => n + ("draw" in s ? s.draw.count : 1), 0);
export const slotsMaxScore = (slots: readonly Slot[]) => slots.reduce((n, s) => n + s.mark * ("draw" in s ? s.draw.count : 1), 0);

/** The builder's view of a quiz lesson, or null when the lesson is not a quiz. */
export async function getQuizBuilder(lessonId: string): Promise<QuizBuilder | null> {
  const row = await prisma.quiz.findUnique({ where: { lessonId } });
  if (!row) return null;
  const slots = readSlots(row);
  const fixed = fixedIds(slots);
  const titles = new Map((await prisma.question.findMany({ where: { id: { in: fixed } }, select: { id: true, title: true } })).map((q) => [q.id, q.title]));
  const out: QuizBuilder["slots"] = [];
  for (const slot of slots) {
    if ("questionId" in slot) out.push({ questionId: slot.questionId, mark: slot.mark, title: titles.get(slot.questionId) ?? "(deleted question)" });
    else out.push({ draw: slot.draw, mark: slot.mark, available: await prisma.question.count({ where: drawWhere(slot.draw, fixed) }) });
  }
  return {
    passPercent: row.passPercent,
    timeLimitMinutes: row.timeLimitMinutes,
    maxAttempts: row.maxAttempts,
    shuffle: row.shuffle,
    review: row.review as ReviewMode,
    slots: out,
    maxScore: slotsMaxScore(slots),
  };
}

/** A quiz lesson is completed by passing it, never by "Mark as complete". */
export async function refuseManualQuizCompletion(lessonId: string): Promise<void> {
  const quiz = await prisma.quiz.findUnique({ where: { lessonId }, select: { lessonId: true } });
  if (quiz) throw new DomainError("QUIZ_NOT_PASSED", "Pass the quiz to complete this lesson");
}
