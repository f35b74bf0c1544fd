// Keeps the SQLite search indexes (lib/search/index.ts) in one piece (docs/decisions/003-trigram-search.md). FTS5 takes every
// write as a small new segment and its own automerge leaves several per level, so an index the app
// has written row by row is read segment by segment for every trigram of every search. Merged into
// one, the 100k-learner bench's indexes answered a learner's full name in 0.26 ms instead of 0.55,
// and a course's title words in 0.07 ms instead of 0.33.
//
// The merge runs in steps of at most MERGE_PAGES pages (better-sqlite3 is synchronous, so each step
// holds the server for a few ms; requests run between steps), once shortly after the app's first
// search and again after every MERGE_AFTER_WRITES writes to a searched table. PostgreSQL needs
// none: its GIN indexes take writes into the tree itself, their pending lists flushed by autovacuum.
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { databaseProvider } from "@/lib/db/adapter";
import { onWrite } from "@/lib/db/write-listeners";
import { SEARCH_COLUMNS } from "./columns";

/** Leaf pages one merge step writes at most (FTS5's `merge` command). */
const MERGE_PAGES = 200;
/** Writes to User, Question or Course rows after which the indexes are merged again. */
const MERGE_AFTER_WRITES = 1_000;
/** A step count no index of this app's size reaches; stops a merge that another writer keeps feeding. */
const MAX_STEPS = 1_000;

const SEARCHED = new Set<string>(Object.keys(SEARCH_COLUMNS));

type MergeClient = Pick<PrismaClient, "$queryRawUnsafe" | "$executeRawUnsafe">;
type State = { writes: number; running: Promise<number> | null; timer: ReturnType<typeof setTimeout> | null; listening: boolean };
const state: State = ((globalThis as { masterlySearchMerge?: State }).masterlySearchMerge ??= { writes: 0, running: null, timer: null, listening: false });

async function totalChanges(client: MergeClient): Promise<number> {
  const [row] = await client.$queryRawUnsafe<{ n: number | bigint }[]>("SELECT total_changes() AS n");
  return Number(row?.n ?? 0);
}

/**
 * Merges each SQLite search index into one segment, MERGE_PAGES pages a step; returns the steps
 * that did work (0 when every index was whole already, and always 0 on PostgreSQL). The first step
 * of each index gathers its segments onto one level (a negative page count); the rest merge them.
 * A step did nothing when the connection's total_changes() moved by less than 2 (FTS5's documented
 * test); another request's write between the two reads can only make it take one step more.
 */
export async function mergeSearchIndexes(client: MergeClient): Promise<number> {
  if (databaseProvider() !== "sqlite") return 0;
  let worked = 0;
  for (const model of SEARCHED) {
    const table = `"${model}Search"`;
    for (let step = 0; step < MAX_STEPS; step += 1) {
      const before = await totalChanges(client);
      await client.$executeRawUnsafe(`INSERT INTO ${table} (${table}, rank) VALUES ('merge', ?)`, step === 0 ? -MERGE_PAGES : MERGE_PAGES);
      if ((await totalChanges(client)) - before < 2) break;
      worked += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  return worked;
}

/** Runs mergeSearchIndexes unless one is running; a failure (a busy database, say) is logged and retried after the next writes. */
function runMerge(client: MergeClient): Promise<number> {
  state.running ??= mergeSearchIndexes(client)
    .catch((error: unknown) => {
      console.warn("[search] merging the search indexes failed; it is tried again later:", error instanceof Error ? error.message : error);
      return 0;
    })
    .finally(() => {
      state.running = null;
    });
  return state.running;
}

/** Whether this process merges on its own: the app's server only (not tests, which merge when they choose, nor `next build`). */
function mergesOnItsOwn(): boolean {
  return databaseProvider() === "sqlite" && process.env.NODE_ENV !== "test" && process.env.NEXT_PHASE !== "phase-production-build";
}

/** A merge shortly after, off the current request's path. */
export function mergeSearchIndexesSoon(client: MergeClient, delayMs = 1_000) {
  if (!mergesOnItsOwn() || state.timer) return;
  state.timer = setTimeout(() => {
    state.timer = null;
    void runMerge(client);
  }, delayMs);
  state.timer.unref?.();
}

/**
 * Rows a write through the app's client touched in a searched table: creates and deletes, and
 * updates that set a searched column (a sign-in's "last seen" stamp on a user sets none).
 */
function searchedRows(model: string, operation: string, data: unknown, result: unknown): number {
  const columns: readonly string[] = SEARCH_COLUMNS[model as keyof typeof SEARCH_COLUMNS];
  const rows = Array.isArray(data) ? data : [data];
  if (operation.startsWith("update") && !rows.some((row) => row && typeof row === "object" && columns.some((c) => c in row))) return 0;
  const count = (result as { count?: unknown } | null)?.count;
  return typeof count === "number" ? count : Array.isArray(result) ? result.length : rows.length;
}

/** Called after each write through the app's client, once searching began; past MERGE_AFTER_WRITES searched rows, merges again. */
export function recordSearchWrite(client: MergeClient, model: string | undefined, operation: string, data: unknown, result: unknown) {
  if (!model || !SEARCHED.has(model)) return;
  state.writes += searchedRows(model, operation, data, result);
  if (state.writes < MERGE_AFTER_WRITES) return;
  state.writes = 0;
  mergeSearchIndexesSoon(client, 0);
}

/**
 * Called by every search that reads an index (lib/search/index.ts): the first one schedules a merge
 * and registers for the app's writes, so the indexes stay merged from then on. Before any search,
 * nothing reads them and nothing needs merging.
 */
export function keepSearchIndexesMerged(client: MergeClient) {
  if (state.listening) return;
  state.listening = true;
  onWrite("search-merge", ({ model, operation, data, result }) => recordSearchWrite(client, model, operation, data, result));
  mergeSearchIndexesSoon(client);
}
