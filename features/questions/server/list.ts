// Reading the question bank: the filters, the list with its counts, categories, one question, the export.
import "server-only";
import { questionStatsFor } from "@/features/figures/server";
import { prisma } from "@/lib/db";
import { cachedAggregate } from "@/lib/db/aggregate-cache";
import { exactTotal, sortedBy } from "@/lib/search/pagination";
import { containsText } from "@/lib/db/dialect";
import { CAPPED_COUNT_ORDER, countCapped, listPage, matchTotal, searchFilter, withSearch, type SearchFilter } from "@/lib/search";
import { Prisma as Sql } from "@/lib/generated/prisma/client";
import { notFound } from "@/lib/errors/domain";
import type { Prisma } from "@/lib/generated/prisma/client";
import { DIFFICULTIES, QUESTION_CATEGORIES, QUESTION_TYPES, type SortOrder } from "@/lib/validation/common";
import type { Difficulty, QuestionFilters, QuestionSort, QuestionType } from "../schema";
import type { QuestionCounts } from "../schema";
import { questionSelect, toPublicQuestion, type PublicQuestion, type QuestionRow } from "./shape";

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

/** What GET /api/questions answers (features/questions/web/list-envelope.ts wraps it); the page renders the first one on the server. */
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
