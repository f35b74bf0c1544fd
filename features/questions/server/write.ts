// Writing the question bank by hand: create, update, delete (one or many), tags. Every write is
// logged to the activity feed in the same transaction.
import "server-only";
import { answersOfQuestions } from "@/features/figures/server";
import { prisma } from "@/lib/db";
import { containsText } from "@/lib/db/dialect";
import { activityData } from "@/lib/audit/log";
import { parseList, stringifyList } from "@/lib/db/json";
import { conflict, notFound } from "@/lib/errors/domain";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { QuestionInput } from "../schema";
import { duplicateKey } from "../formats/import";
import { questionSelect, toPublicQuestion, toData, snapshot, questionActivity, type Actor, type PublicQuestion } from "./shape";

const DUPLICATE_MESSAGE = "A question with this title already exists in this category";

/** Throws 409 when another question has the same title in the same category (ignoring case). */
async function assertUnique(input: Pick<QuestionInput, "title" | "category">, exceptId?: string, tx: Prisma.TransactionClient = prisma) {
  // LIKE narrows the search (case-insensitively for ASCII); the exact comparison happens here.
  const candidates = await tx.question.findMany({
    where: { title: containsText(input.title), ...(exceptId ? { id: { not: exceptId } } : {}) },
    select: { title: true, category: true },
  });
  const key = duplicateKey(input.title, input.category);
  if (candidates.some((c) => duplicateKey(c.title, c.category) === key)) {
    throw conflict(DUPLICATE_MESSAGE, "DUPLICATE_QUESTION");
  }
}

export async function createQuestion(input: QuestionInput, actor: Actor): Promise<PublicQuestion> {
  return prisma.$transaction(async (tx) => {
    await assertUnique(input, undefined, tx);
    const row = await tx.question.create({
      data: { ...toData(input), createdById: actor.id, authorName: actor.name },
      select: questionSelect,
    });
    const question = toPublicQuestion(row);
    await tx.activityLog.create({ data: questionActivity(actor, { type: "question_added", verb: "added", id: question._id, title: question.title, after: snapshot(question) }) });
    return question;
  });
}

export async function updateQuestion(id: string, input: QuestionInput, actor: Actor): Promise<PublicQuestion> {
  return prisma.$transaction(async (tx) => {
    const before = await tx.question.findUnique({ where: { id }, select: questionSelect });
    if (!before) throw notFound("Question not found");
    // Renaming into a used title is refused; an imported question that already shares its title
    // (Moodle allows it) can still be edited without renaming it.
    if (duplicateKey(before.title, before.category) !== duplicateKey(input.title, input.category)) await assertUnique(input, id, tx);
    const row = await tx.question.update({ where: { id }, data: toData(input), select: questionSelect });
    const question = toPublicQuestion(row);
    await tx.activityLog.create({
      data: questionActivity(actor, { type: "question_updated", verb: "updated", id, title: question.title, before: snapshot(toPublicQuestion(before)), after: snapshot(question) }),
    });
    return question;
  });
}

export async function deleteQuestion(id: string, actor: Actor): Promise<void> {
  await deleteQuestions([id], actor, { requireAll: true });
}

/** Deletes the questions that exist among `ids`; with requireAll, a missing one is a 404. */
export async function deleteQuestions(ids: readonly string[], actor: Actor, options: { requireAll?: boolean } = {}): Promise<number> {
  const unique = [...new Set(ids)];
  return prisma.$transaction(async (tx) => {
    const rows = await tx.question.findMany({ where: { id: { in: unique } }, select: questionSelect });
    if (options.requireAll && rows.length !== unique.length) throw notFound("Question not found");
    if (rows.length === 0) return 0;
    // Attempts belong to their question (cascade); the log keeps what was deleted.
    const recount = await answersOfQuestions(tx, rows.map((r) => r.id)); // the daily rollups (docs/decisions/006-daily-rollups.md)
    await tx.question.deleteMany({ where: { id: { in: rows.map((r) => r.id) } } });
    await recount();
    await tx.activityLog.createMany({
      data: rows.map((row) => {
        const q = toPublicQuestion(row);
        return questionActivity(actor, { type: "question_deleted", verb: "deleted", id: q._id, title: q.title, before: snapshot(q) });
      }),
    });
    return rows.length;
  });
}

/** Adds and removes tags (case-insensitively) on each question; returns how many changed. */
export async function updateTags(ids: readonly string[], add: readonly string[], remove: readonly string[], actor: Actor): Promise<number> {
  const removing = new Set(remove.map((t) => t.toLowerCase()));
  return prisma.$transaction(async (tx) => {
    const rows = await tx.question.findMany({ where: { id: { in: [...new Set(ids)] } }, select: { id: true, title: true, tags: true } });
    let changed = 0;
    for (const row of rows) {
      const before = parseList(row.tags);
      const kept = before.filter((t) => !removing.has(t.toLowerCase()));
      const present = new Set(kept.map((t) => t.toLowerCase()));
      const after = [...kept, ...add.filter((t) => !present.has(t.toLowerCase()) && !removing.has(t.toLowerCase()))];
      if (JSON.stringify(after) === JSON.stringify(before)) continue;
      await tx.question.update({ where: { id: row.id }, data: { tags: stringifyList(after) } });
      await tx.activityLog.create({
        data: activityData({
          type: "question_updated",
          message: `${actor.name} changed the tags of "${row.title}"`,
          actor,
          target: { type: "question", id: row.id },
          before: { tags: before },
          after: { tags: after },
        }),
      });
      changed += 1;
    }
    return changed;
  });
}
