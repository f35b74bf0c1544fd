// The question bank over Prisma: listing with filters and counts, single and bulk writes, import
// and export. Every write is logged to the activity feed in the same transaction.
import "server-only";
import { answersOfQuestions } from "@/features/analytics/server";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/db/aggregate-cache";
import { exactTotal, sortedBy } from "@/lib/search/pagination";
import { containsText } from "@/lib/db/dialect";
import { CAPPED_COUNT_ORDER, countCapped, listPage, matchTotal, searchFilter, withSearch, type SearchFilter } from "@/lib/search";
import { Prisma as Sql } from "@/lib/generated/prisma/client";
import { activityData } from "@/lib/audit/log";
import type { ActivityType } from "@/lib/audit/types";
import { parseList, parseObject, stringifyList } from "@/lib/db/json";
import { conflict, notFound } from "@/lib/errors/domain";
import type { Caller } from "@/lib/auth/session";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DIFFICULTIES, QUESTION_CATEGORIES, QUESTION_TYPES, TEXT_FORMATS, type SortOrder } from "@/lib/validation/common";
import type { Answer, Difficulty, ImportOutcome, Pair, Question, QuestionCounts, QuestionFilters, QuestionInput, QuestionSort, QuestionType, TextFormat } from "../schema";
import { duplicateKey, questionFingerprint } from "../formats/import";
import { questionStatsFor } from "@/features/grading/server";

type Actor = Caller["user"];

/** A question as the API exposes it: the response schema's type (../schema/response.ts). */
export type PublicQuestion = Question;

const questionSelect = {
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

type QuestionRow = Prisma.QuestionGetPayload<{ select: typeof questionSelect }>;

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
function toData(input: QuestionInput) {
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
const snapshot = questionContent;

/*
 * SQLite's LIKE (Prisma's `contains`) ignores case for ASCII letters, which is what search needs.
 * Tags live in a JSON text column, so a tag filter matches the quoted JSON string exactly.
 */
export async function questionWhere(filters: QuestionFilters): Promise<Prisma.QuestionWhereInput> {
  return (await questionFilter(filters)).where;
}

/** questionWhere, and the search's ids (or, `inSql`, its match in SQL) when they are the whole filter (withSearch). */
async function questionFilter(filters: QuestionFilters, inSql = false): Promise<SearchFilter<Prisma.QuestionWhereInput>> {
  const and: Prisma.QuestionWhereInput[] = [];
  if (filters.category) and.push({ category: filters.category });
  if (filters.difficulty) and.push({ difficulty: filters.difficulty });
  if (filters.type) and.push({ type: filters.type });
  if (filters.tag) and.push({ tags: containsText(JSON.stringify(filters.tag)) });
  // Through the trigram index (lib/search/index.ts); LIKE for a term it cannot answer.
  // A search alone stays in SQL (searchMatch): the list's page, total and counts each hold its match.
  return withSearch(and, filters.search ? await searchFilter("Question", ["title", "description", "category", "tags"], filters.search, { inSql: inSql && and.length === 0 }) : null);
}

function zeroCounts<K extends string>(keys: readonly K[]): Record<K, number> {
  return Object.fromEntries(keys.map((k) => [k, 0])) as Record<K, number>;
}

/** Counts by difficulty and by type over every question that matches the filters (not just one page), cached under `key`. */
function countQuestions({ where, ids, matchInSql: match }: SearchFilter<Prisma.QuestionWhereInput>, key: string): Promise<QuestionCounts> {
  return cachedAggregate(`questions:counts:${key}`, () => (match ? countsWhere(match.condition) : ids ? countsWhere(ids.length ? Sql.sql`"id" IN (${Sql.join(ids)})` : null) : computeQuestionCounts(where)));
}

async function computeQuestionCounts(where: Prisma.QuestionWhereInput): Promise<QuestionCounts> {
  const [byDifficulty, byType] = await Promise.all([
    prisma.question.groupBy({ by: ["difficulty"], where, _count: { _all: true } }),
    prisma.question.groupBy({ by: ["type"], where, _count: { _all: true } }),
  ]);
  const difficulty = zeroCounts(DIFFICULTIES);
  for (const g of byDifficulty) if (g.difficulty in difficulty) difficulty[g.difficulty as Difficulty] = g._count._all;
  const type = zeroCounts(QUESTION_TYPES);
  for (const g of byType) if (g.type in type) type[g.type as QuestionType] = g._count._all;
  return { difficulty, type };
}

/**
 * computeQuestionCounts over a search alone (its ids, or its match kept in SQL; null: no rows), in
 * one SQL statement (see pageOfIds in lib/search/index.ts: Prisma is slow with many ids).
 */
async function countsWhere(condition: Sql.Sql | null): Promise<QuestionCounts> {
  const difficulty = zeroCounts(DIFFICULTIES);
  const type = zeroCounts(QUESTION_TYPES);
  if (!condition) return { difficulty, type };
  const groups = await prisma.$queryRaw<{ difficulty: string; type: string; n: number | bigint }[]>`
    SELECT "difficulty", "type", COUNT(*) AS "n" FROM "Question" WHERE ${condition} GROUP BY "difficulty", "type"`;
  for (const g of groups) {
    if (g.difficulty in difficulty) difficulty[g.difficulty as Difficulty] += Number(g.n);
    if (g.type in type) type[g.type as QuestionType] += Number(g.n);
  }
  return { difficulty, type };
}

/** The built-in categories (docs/product.md §3), then any others the bank uses (imports may bring new ones). */
export async function listCategories(): Promise<string[]> {
  // A skip scan down the category index: one seek per distinct category, where a GROUP BY walked an
  // index entry per question (linear in the bank; 3.7 → 0.2 ms at 10k questions). Portable SQL, in the database's own
  // order of the column (what ORDER BY "category" gives).
  const groups = await prisma.$queryRaw<{ category: string | null }[]>`
    WITH RECURSIVE c("category") AS (
      SELECT (SELECT q."category" FROM "Question" q ORDER BY q."category" LIMIT 1)
      UNION ALL
      SELECT (SELECT q."category" FROM "Question" q WHERE q."category" > c."category" ORDER BY q."category" LIMIT 1) FROM c WHERE c."category" IS NOT NULL
    )
    SELECT "category" FROM c WHERE "category" IS NOT NULL`;
  const extra = groups.map((g) => g.category as string).filter((c) => !(QUESTION_CATEGORIES as readonly string[]).includes(c));
  return [...QUESTION_CATEGORIES, ...extra];
}

const QUESTION_ORDER = {
  title: { field: "title", natural: "asc" },
  type: { field: "type", natural: "asc" },
  category: { field: "category", natural: "asc" },
  createdAt: { field: "createdAt", natural: "desc" },
} as const;

export async function listQuestions(query: QuestionFilters & { page: number; limit: number; sort?: QuestionSort; order?: SortOrder }) {
  const filter = await questionFilter(query, true);
  const { where, ids, matchInSql: match } = filter;
  // Keyed by the filters, not the where (which may hold a search's id list).
  const key = JSON.stringify({ search: query.search, category: query.category, difficulty: query.difficulty, type: query.type, tag: query.tag });
  const paged = listPage({
    model: "Question",
    where,
    ids,
    match: match?.condition,
    page: query.page,
    limit: query.limit,
    orderBy: sortedBy(query.sort ?? "createdAt", query.order, QUESTION_ORDER),
    // A search counts up to the cap (countCapped), in CAPPED_COUNT_ORDER (one kept in SQL counted its
    // matches already); the rest exactly.
    count: () => cachedAggregate(`questions:count:${key}`, () => (match ? Promise.resolve(matchTotal(match)) : query.search ? countCapped(({ take }) => prisma.question.count({ where, take, orderBy: CAPPED_COUNT_ORDER })) : prisma.question.count({ where }).then(exactTotal))),
    findMany: (args): Promise<QuestionRow[]> => prisma.question.findMany({ ...args, select: questionSelect, orderBy: args.orderBy as Prisma.QuestionOrderByWithRelationInput[] | undefined }),
  });
  // A search whose total is capped skips the counts by difficulty and type (null): grouping every
  // match is the cost the cap avoids. Otherwise they run beside the page (a search's after its total).
  const counts: Promise<QuestionCounts | null> = query.search ? paged.then((p) => (p.capped ? null : countQuestions(filter, key))) : countQuestions(filter, key);
  const [{ rows, total, capped }, countsOrNull, categories] = await Promise.all([paged, counts, cachedAggregate("questions:categories", listCategories)]);
  return { questions: rows.map(toPublicQuestion), total, capped, counts: countsOrNull, categories };
}

/** What GET /api/questions answers (lib/api/list-envelopes.ts wraps it); the page renders the first one on the server. */
export async function questionListPage(query: QuestionFilters & { page: number; limit: number }) {
  const list = await listQuestions(query);
  // The page's item statistics ride along (one indexed read of maintained rows).
  const itemStats = await questionStatsFor(list.questions.map((q) => q._id));
  return { ...list, itemStats };
}

/** Every question matching the filters, oldest first, for export. */
export async function exportQuestions(filters: QuestionFilters): Promise<PublicQuestion[]> {
  const rows = await prisma.question.findMany({
    where: await questionWhere(filters),
    select: questionSelect,
    orderBy: [{ createdAt: "asc" }, { id: "asc" }],
  });
  return rows.map(toPublicQuestion);
}

export async function getQuestion(id: string): Promise<PublicQuestion> {
  const row = await prisma.question.findUnique({ where: { id }, select: questionSelect });
  if (!row) throw notFound("Question not found");
  return toPublicQuestion(row);
}

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

/** Fingerprints of every question in the bank (the whole question, see questionFingerprint), for the importer. */
export async function existingQuestionKeys(): Promise<Set<string>> {
  const rows = await prisma.question.findMany({ select: questionSelect });
  return new Set(rows.map((r) => questionFingerprint(toPublicQuestion(r))));
}

/** The audit entry of one question event: "Ada added the question "X"" (or updated, deleted, imported). */
function questionActivity(actor: Actor, event: { type: ActivityType; verb: string; id: string; title: string; before?: unknown; after?: unknown }) {
  const { type, verb, id, title, before, after } = event;
  return activityData({ type, message: `${actor.name} ${verb} the question "${title}"`, actor, target: { type: "question", id }, before, after });
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
