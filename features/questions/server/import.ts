// Importing into the question bank: what is already there (as fingerprints), and adding the checked
// questions that are not, logged in the same transaction.
import "server-only";
import { prisma } from "@/lib/db";
import type { QuestionInput } from "../schema";
import type { ImportOutcome } from "../schema";
import { questionFingerprint } from "../formats/import";
import { questionSelect, toPublicQuestion, toData, questionActivity, type Actor } from "./shape";

/** Fingerprints of every question in the bank (the whole question, see questionFingerprint), for the importer. */
export async function existingQuestionKeys(): Promise<Set<string>> {
  const rows = await prisma.question.findMany({ select: questionSelect });
  return new Set(rows.map((r) => questionFingerprint(toPublicQuestion(r))));
}

export type { ImportOutcome };

/**
 * Adds checked questions, skipping any that is already in the bank as a whole (same title, text,
 * type, category, answers and feedback; the bank may have changed since the dry run). The importer
 * is credited as the author.
 */
export async function importQuestions(questions: readonly QuestionInput[], actor: Actor, skippedBefore: ImportOutcome["skipped"] = []): Promise<ImportOutcome> {
  const existing = await existingQuestionKeys();
  const skipped = [...skippedBefore];
  const fresh: QuestionInput[] = [];
  questions.forEach((q, index) => {
    const key = questionFingerprint(q);
    if (existing.has(key)) {
      skipped.push({ index, title: q.title, reason: `The question "${q.title}" is already in ${q.category}.` });
      return;
    }
    existing.add(key);
    fresh.push(q);
  });
  if (fresh.length === 0) return { created: 0, skipped };
  const now = Date.now();
  await prisma.$transaction(async (tx) => {
    // One millisecond apart, so the bank (and a later export, oldest first) keeps the file's order.
    const rows = await tx.question.createManyAndReturn({
      data: fresh.map((q, i) => ({ ...toData(q), createdById: actor.id, authorName: actor.name, createdAt: new Date(now + i) })),
      select: { id: true, title: true },
    });
    await tx.activityLog.createMany({
      data: rows.map((row) => questionActivity(actor, { type: "question_added", verb: "imported", id: row.id, title: row.title })),
    });
  });
  return { created: fresh.length, skipped };
}
