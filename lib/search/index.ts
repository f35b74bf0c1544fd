// Substring search that scales (docs/decisions/003-trigram-search.md): the rows whose columns contain a term, found through a
// trigram index instead of a scan. SQLite: the FTS5 tables `<Model>Search` (tokenizer `trigram`,
// kept in step by triggers; migration `…_search_trigram`). PostgreSQL: ILIKE on pg_trgm GIN indexes.
//
// Both match case-insensitively and take `%`, `_`, quotes and backslashes literally. A trigram index
// needs three characters, so shorter terms get `null` and the caller keeps its LIKE filter
// (`containsText`); so does a term that matches more than MAX_SEARCH_IDS rows, where the index
// saves nothing (counting the matches visits each of them anyway) and the id list would be long.
import "server-only";
import { prisma } from "@/lib/db";
import { Prisma } from "@/lib/generated/prisma/client";
import { databaseProvider } from "@/lib/db/adapter";
import { containsText, idIn } from "@/lib/db/dialect";
import { keepSearchIndexesMerged } from "./merge";
import { pagedRows, type ListTotal } from "./pagination";
import { ALL_COLUMNS_SEARCH_MODELS, SEARCH_COLUMNS, SEARCH_SEPARATOR, allColumnsExpression, columnsForTerm } from "./columns";

export type SearchModel = keyof typeof SEARCH_COLUMNS;
type ColumnOf<M extends SearchModel> = (typeof SEARCH_COLUMNS)[M][number];

/** Past this many matches a search falls back to LIKE (see above). */
export const MAX_SEARCH_IDS = 2_000;

/**
 * A search counts its matches up to this many (docs/decisions/004-capped-search-totals.md): past it the list reports this total as
 * capped ("1,000+", as GitHub and Jira do), since an exact count of tens of thousands of matches
 * visits every one of them while the page itself stops after a few rows.
 */
export const SEARCH_COUNT_CAP = 1_000;

/** The cap in force: SEARCH_COUNT_CAP, or in tests only (NODE_ENV=test) the env SEARCH_COUNT_CAP, so a test needs few rows. */
export function searchCountCap(): number {
  const override = process.env.NODE_ENV === "test" ? Number(process.env.SEARCH_COUNT_CAP) : NaN;
  return Number.isInteger(override) && override > 0 ? override : SEARCH_COUNT_CAP;
}

/**
 * The order a capped count walks: newest first, along the lists' (createdAt, id) and (role,
 * createdAt, id) indexes, so it stops after the cap. Prisma orders a count with `take` by id
 * otherwise, and SQLite sorted every match by id before counting the first cap+1.
 */
export const CAPPED_COUNT_ORDER = [{ createdAt: "desc" as const }, { id: "desc" as const }];

/**
 * A searched list's total: `count` asked for at most one row past the cap (Prisma's count with
 * `take` is `SELECT count(*) FROM (SELECT … LIMIT cap+1)` on both databases), and the cap, marked
 * capped, when it found more.
 */
export async function countCapped(count: (args: { take: number }) => Promise<number>): Promise<ListTotal> {
  const cap = searchCountCap();
  const found = await count({ take: cap + 1 });
  return found > cap ? { total: cap, capped: true } : { total: found, capped: false };
}

/** The shortest term a trigram index can answer, in characters (not UTF-16 units). */
export const MIN_INDEXED_TERM = 3;

export function indexableTerm(term: string): boolean {
  return [...term].length >= MIN_INDEXED_TERM;
}

/** An FTS5 query for `term` as one literal phrase within `columns`. */
export function ftsQuery(columns: readonly string[], term: string): string {
  return `{${columns.join(" ")}} : "${term.replace(/"/g, '""')}"`;
}

/** An ILIKE pattern for `term` taken literally (backslash is PostgreSQL's default LIKE escape). */
export function ilikePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, "\\$&")}%`;
}

/**
 * Ids of the `model` rows whose `columns` contain `term`, case-insensitively; null when the index
 * cannot answer (term too short, or more than MAX_SEARCH_IDS matches). Table and column names come
 * from SEARCH_COLUMNS only; the term is always a bound parameter.
 */
export async function searchIds<M extends SearchModel>(
  model: M,
  columns: readonly ColumnOf<M>[],
  term: string,
  /**
   * Users only: keep the rows of this role or roles (so the caller's query need not name it, see
   * studentWhere; and a staff search is not crowded out by the learners who match it).
   */
  options: { role?: string | readonly string[] } = {},
): Promise<string[] | null> {
  if (!indexableTerm(term)) return null;
  keepSearchIndexesMerged(prisma);
  checkColumns("searchIds", model, columns);
  if (options.role !== undefined && model !== "User") throw new Error("searchIds: role applies to users only");
  const roles = options.role === undefined ? [] : typeof options.role === "string" ? [options.role] : [...options.role];
  columns = columnsForTerm(model, columns, term);
  if (columns.length === 0) return [];
  const byRole = (table: string) => (roles.length ? Prisma.sql` AND ${Prisma.raw(table)}."role" IN (${Prisma.join(roles)})` : Prisma.empty);
  const limit = MAX_SEARCH_IDS + 1;
  let rows: { id: string }[];
  try {
    rows =
      databaseProvider() === "postgresql"
        ? await prisma.$queryRaw<{ id: string }[]>`SELECT "id" FROM ${Prisma.raw(`"${model}"`)} WHERE ${pgMatch(model, columns, term)}${byRole(`"${model}"`)} LIMIT ${limit}`
        : await prisma.$queryRaw<{ id: string }[]>`SELECT t."id" FROM ${Prisma.raw(`"${model}Search"`)} JOIN ${Prisma.raw(`"${model}"`)} t ON t.rowid = ${Prisma.raw(`"${model}Search"`)}.rowid
            WHERE ${Prisma.raw(`"${model}Search"`)} MATCH ${ftsQuery(columns, term)}${byRole("t")} LIMIT ${limit}`;
  } catch (error) {
    if (databaseProvider() === "postgresql") throw error;
    // FTS5 refuses a few inputs LIKE accepts (unpaired surrogates, say): LIKE answers those.
    console.warn("[search] FTS5 could not read the term; falling back to LIKE:", error instanceof Error ? error.message : error);
    return null;
  }
  return rows.length > MAX_SEARCH_IDS ? null : rows.map((r) => r.id);
}

function checkColumns(caller: string, model: SearchModel, columns: readonly string[]) {
  const allowed: readonly string[] = SEARCH_COLUMNS[model];
  if (columns.length === 0 || columns.some((c) => !allowed.includes(c))) throw new Error(`${caller}: unknown column for ${model}`);
}

/**
 * PostgreSQL: the rows of `model` whose `columns` contain `term` (ILIKE, answered by the pg_trgm
 * indexes). All of a question's or a course's columns use the one index over them joined
 * (`…_search_all_columns`), which the planner uses where it priced an OR of four ILIKEs above
 * reading the whole table; other columns, one ILIKE apiece on their own indexes.
 */
function pgMatch(model: SearchModel, columns: readonly string[], term: string): Prisma.Sql {
  const pattern = ilikePattern(term);
  const all = ALL_COLUMNS_SEARCH_MODELS.find((m) => m === model);
  if (all && sameColumns(columns, SEARCH_COLUMNS[all]) && !term.includes(SEARCH_SEPARATOR)) {
    return Prisma.sql`(${Prisma.raw(allColumnsExpression(all))} ILIKE ${pattern})`;
  }
  return Prisma.sql`(${Prisma.join(
    columns.map((c) => Prisma.sql`${Prisma.raw(`"${model}"."${c}"`)} ILIKE ${pattern}`),
    " OR ",
  )})`;
}

const sameColumns = (a: readonly string[], b: readonly string[]) => a.length === b.length && b.every((c) => a.includes(c));

/**
 * A search kept in SQL: `condition` holds the rows of the model's table (named by its quoted name)
 * whose columns contain the term, by the same trigram index searchIds reads; `found` is how many
 * (at most MAX_SEARCH_IDS). A list whose only filter is the search reads its page, capped total and
 * counts with `condition` inside their own statements, where the id list went back to Node and was
 * sent again in each (505 ids for the questions "hooks" matches at 100k: each such statement was
 * 1–7 ms, compiled afresh by Prisma each time since it is too long for the plan cache, against
 * ~0.5 ms for the same statement with the match inside it).
 */
export type SearchMatch = { condition: Prisma.Sql; found: number; ids: string[] | null };

/**
 * Up to this many matches a search kept in SQL hands back its ids too (`ids`), and the list reads
 * them as before: the page and counts of a few ids are cheap to send, while repeating the lookup in
 * each statement is not when its trigrams are common ("closures in React": 3–9 ms at 100k, 0 matches).
 */
export const FEW_MATCHES = 50;

/**
 * The match of `term` in `columns` as SQL (SearchMatch), with the ids when there are few; null when
 * the index cannot answer, as searchIds (term too short, more than MAX_SEARCH_IDS matches, a term
 * FTS5 refuses). Questions and courses only (no role filter).
 */
export async function searchMatch<M extends Exclude<SearchModel, "User">>(model: M, columns: readonly ColumnOf<M>[], term: string): Promise<SearchMatch | null> {
  if (!indexableTerm(term)) return null;
  keepSearchIndexesMerged(prisma);
  checkColumns("searchMatch", model, columns);
  const condition =
    databaseProvider() === "postgresql"
      ? pgMatch(model, columns, term)
      : Prisma.sql`${Prisma.raw(`"${model}".rowid`)} IN (SELECT rowid FROM ${Prisma.raw(`"${model}Search"`)} WHERE ${Prisma.raw(`"${model}Search"`)} MATCH ${ftsQuery(columns, term)})`;
  let rows: { id: string; n: number | bigint }[];
  try {
    // One lookup: how many match (up to MAX_SEARCH_IDS + 1), and the first FEW_MATCHES + 1 of their
    // ids. MATERIALIZED: PostgreSQL planned the lookup under the outer LIMIT as a scan of the whole
    // table that would stop early, and read all 10k questions for "hooks" (12 ms against 1 ms).
    rows = await prisma.$queryRaw<{ id: string; n: number | bigint }[]>`
      WITH "matches" AS MATERIALIZED (SELECT "id" FROM ${Prisma.raw(`"${model}"`)} WHERE ${condition} LIMIT ${MAX_SEARCH_IDS + 1})
      SELECT "id", (SELECT COUNT(*) FROM "matches") AS "n" FROM "matches" LIMIT ${FEW_MATCHES + 1}`;
  } catch (error) {
    if (databaseProvider() === "postgresql") throw error;
    // As searchIds: FTS5 refuses a few inputs LIKE accepts; LIKE answers those.
    console.warn("[search] FTS5 could not read the term; falling back to LIKE:", error instanceof Error ? error.message : error);
    return null;
  }
  const found = Number(rows[0]?.n ?? 0);
  if (found > MAX_SEARCH_IDS) return null;
  return { condition, found, ids: found <= FEW_MATCHES ? rows.map((r) => r.id) : null };
}

/** A where clause naming some of `C`'s columns: one LIKE filter apiece, or a list of ids. */
export type SearchWhere<C extends string> = { id: { in: string[] } } | { OR: { [K in C]?: { contains: string } }[] };

/**
 * A search's part of a list's filter: its where, the ids the trigram index found (null when LIKE
 * answers or the match is kept in SQL), and the match kept in SQL (searchMatch) when asked for.
 */
export type SearchFilter<W> = { where: W; ids: string[] | null; matchInSql?: SearchMatch | null };

/**
 * The list filter for rows whose `columns` contain `term` (the course list and the question bank
 * share it): the ids the trigram index found, or, when it cannot answer (see searchIds), a LIKE on
 * each column (`containsText`). Either way the same rows match.
 */
export async function searchFilter<M extends Exclude<SearchModel, "User">, C extends ColumnOf<M>>(
  model: M,
  columns: readonly C[],
  term: string,
  /**
   * `inSql`: keep the match in SQL (searchMatch) rather than fetch its ids. For a list whose only
   * filter is the search (the where is then the LIKE filter, the same rows, for any other reader).
   */
  options: { inSql?: boolean } = {},
): Promise<SearchFilter<SearchWhere<C>>> {
  const like = { OR: columns.map((column) => ({ [column]: containsText(term) }) as { [K in C]?: { contains: string } }) };
  if (options.inSql) {
    const match = await searchMatch(model, columns, term);
    // A few matches: their ids, as below (FEW_MATCHES).
    if (match?.ids) return { where: { id: { in: match.ids } }, ids: match.ids };
    return { where: like, ids: null, matchInSql: match };
  }
  const ids = await searchIds(model, columns, term);
  if (ids) return { where: { id: { in: ids } }, ids };
  return { where: like, ids: null };
}

/**
 * A list's where: its filters and its search (if any), ANDed; and the search's ids or its match in
 * SQL when they are the whole filter (no other filter narrows them), which `listPage` reads by SQL.
 * `{}` with neither.
 */
export function withSearch<W>(filters: readonly W[], search: SearchFilter<W> | null): SearchFilter<{ AND?: W[] }> {
  const and = search ? [...filters, search.where] : [...filters];
  const alone = search && filters.length === 0;
  return { where: and.length ? { AND: and } : {}, ids: alone ? search.ids : null, matchInSql: alone ? (search.matchInSql ?? null) : null };
}

/** The total of a search kept in SQL: its matches, exact up to the cap (as idsTotal). */
export function matchTotal(match: SearchMatch): ListTotal {
  const cap = searchCountCap();
  return match.found > cap ? { total: cap, capped: true } : { total: match.found, capped: false };
}

/** A total of ids a search found (at most MAX_SEARCH_IDS): exact up to the cap, as countCapped. */
export function idsTotal(ids: readonly string[]): ListTotal {
  const cap = searchCountCap();
  return ids.length > cap ? { total: cap, capped: true } : { total: ids.length, capped: false };
}

type PageArgs = { orderBy: readonly Partial<Record<string, "asc" | "desc">>[]; skip: number; take: number };

/**
 * The rows of `model` meeting `condition` (SQL over its table, named by its quoted name) that make
 * one page in `orderBy`, by SQL; `find` reads those few ids' rows through Prisma, and they come back
 * in the page's order. Field names come from the lists' own order tables; they are checked all the same.
 */
async function pageWhere<Row extends { id: string }>(model: SearchModel, condition: Prisma.Sql, page: PageArgs, find: (ids: string[]) => Promise<Row[]>): Promise<Row[]> {
  const order = page.orderBy.flatMap((term) =>
    Object.entries(term).map(([field, dir]) => {
      if (!/^[A-Za-z]+$/.test(field) || (dir !== "asc" && dir !== "desc")) throw new Error(`pageWhere: bad order ${field} ${dir}`);
      return `"${model}"."${field}" ${dir.toUpperCase()}`;
    }),
  );
  const rows = await prisma.$queryRaw<{ id: string }[]>`
    SELECT "id" FROM ${Prisma.raw(`"${model}"`)} WHERE ${condition}
    ORDER BY ${Prisma.raw(order.join(", "))} LIMIT ${page.take} OFFSET ${page.skip}`;
  if (rows.length === 0) return [];
  const byId = new Map((await find(rows.map((r) => r.id))).map((row) => [row.id, row]));
  return rows.flatMap((r) => byId.get(r.id) ?? []);
}

/**
 * The rows of `ids` that make one page in `orderBy` (pageWhere). A list whose only filter is a
 * search's ids reads its page so: Prisma's query engine spends time of its own on every id a where
 * names (30 ms for the 505 questions "hooks" matches at 100k, where SQLite reads them in 1 ms), so
 * only the page's few ids go through it.
 */
function pageOfIds<Row extends { id: string }>(model: SearchModel, ids: readonly string[], page: PageArgs, find: (ids: string[]) => Promise<Row[]>): Promise<Row[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return pageWhere(model, idIn(`"${model}"."id"`, ids), page, find);
}

/**
 * The rows of `model` meeting `condition` (as pageWhere), counted up to the cap (countCapped) along
 * CAPPED_COUNT_ORDER, by SQL.
 */
export function countWhereCapped(model: SearchModel, condition: Prisma.Sql): Promise<ListTotal> {
  return countCapped(async ({ take }) => {
    const [row] = await prisma.$queryRaw<{ n: number | bigint }[]>`
      SELECT COUNT(*) AS "n" FROM (SELECT 1 FROM ${Prisma.raw(`"${model}"`)} WHERE ${condition}
      ORDER BY ${Prisma.raw(`"${model}"."createdAt" DESC, "${model}"."id" DESC`)} LIMIT ${take}) AS "matches"`;
    return Number(row?.n ?? 0);
  });
}

/**
 * One page of a list and its total (pagedRows), read one of three ways: when a search's ids are the
 * list's whole filter (`ids`, see withSearch), their number is the total and the page is read by SQL
 * (pageOfIds); when the list gives its filter as SQL too (`match`: a filter Prisma would plan badly,
 * see features/students/server/list.ts), the page is read by that SQL (pageWhere) and `count` counts it;
 * otherwise `findMany` reads the page by the list's `where` and `count` counts it.
 */
export function listPage<Row extends { id: string }, W, O extends Partial<Record<string, "asc" | "desc">>>(options: {
  model: SearchModel;
  where: W;
  ids: readonly string[] | null;
  match?: Prisma.Sql | null;
  page: number;
  limit: number;
  orderBy: readonly O[];
  count: () => Promise<number | ListTotal>;
  findMany: (args: { where: W | { id: { in: string[] } }; orderBy?: O[]; skip?: number; take?: number }) => Promise<Row[]>;
}): Promise<{ rows: Row[] } & ListTotal> {
  const { model, where, ids, match, findMany } = options;
  const byIds = (pageIds: string[]) => findMany({ where: { id: { in: pageIds } } });
  return pagedRows({
    page: options.page,
    limit: options.limit,
    orderBy: options.orderBy,
    count: ids ? () => Promise.resolve(idsTotal(ids)) : options.count,
    find: (page) => (ids ? pageOfIds(model, ids, page, byIds) : match ? pageWhere(model, match, page, byIds) : findMany({ where, ...page })),
  });
}
