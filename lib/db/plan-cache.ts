// Prisma 6's client engine turns every query into a plan with its WebAssembly query compiler, on every
// call: under load that was the largest single cost of an API request (~18% of the server's busy
// time across the list endpoints in a CPU profile, more than executing the SQL; see
// docs/decisions/009-prisma-plan-cache.md). The
// compiler is a pure function of the request's JSON (model, action, arguments with their values
// inline) and the schema, so the plan of a read asked again with the very same JSON is kept and
// reused: a dashboard asks the same page, count and stat-card queries over and over.
//
// Only reads are kept (a write's plan is never reused; a `$transaction([...])` batch only when all
// of it reads), only requests up to MAX_KEY_CHARS (a search's
// long id list is not worth the memory), and at most MAX_PLANS, the least recently used going first.
// A plan is handed out as a fresh deep copy each time, so nothing the executor does to one can
// leak into the next request.
import { QueryCompiler as SqliteCompiler } from "@prisma/client/runtime/query_compiler_bg.sqlite.mjs";
import { QueryCompiler as PostgresCompiler } from "@prisma/client/runtime/query_compiler_bg.postgresql.mjs";

export const MAX_PLANS = 1_000;
const MAX_KEY_CHARS = 4_000;
// queryRaw too: its plan is the SQL text and its parameters, nothing generated (no default ids or
// timestamps), and compiling it was ~2/3 of a raw read's CPU (0.15 → 0.05 ms).
const READS = new Set(["findMany", "findFirst", "findFirstOrThrow", "findUnique", "findUniqueOrThrow", "count", "aggregate", "groupBy", "queryRaw"]);

type Compile = (request: string) => unknown;
type Compiler = { prototype: { compile: Compile; compileBatch?: Compile } & { __masterlyPlanCache?: true } };

/** One store per compiler (SQLite, PostgreSQL), keyed by the request's JSON itself. */
const stores: Map<string, unknown>[] = [];

export function planCacheSize(): number {
  return stores.reduce((sum, plans) => sum + plans.size, 0);
}

/** The request's action, read from its JSON without parsing it (`"action":"findMany"` comes early). */
function isRead(request: string): boolean {
  const match = /"action":"([A-Za-z]+)"/.exec(request.slice(0, 300));
  return match !== null && READS.has(match[1]);
}

/** A batch (`$transaction([...])`) is kept only when every action it names is a read. */
function isReadBatch(request: string): boolean {
  const actions = [...request.matchAll(/"action":"([A-Za-z]+)"/g)].map((m) => m[1]);
  return actions.length > 0 && actions.every((a) => READS.has(a));
}

function cached(compile: Compile, read: (request: string) => boolean): Compile {
  const plans = new Map<string, unknown>();
  stores.push(plans);
  return function cachedCompile(this: unknown, request: string) {
    if (typeof request !== "string" || request.length > MAX_KEY_CHARS || !read(request)) return compile.call(this, request);
    const hit = plans.get(request);
    if (hit !== undefined) {
      plans.delete(request);
      plans.set(request, hit);
      return structuredClone(hit);
    }
    const plan = compile.call(this, request);
    plans.set(request, structuredClone(plan));
    if (plans.size > MAX_PLANS) plans.delete(plans.keys().next().value as string);
    return plan;
  };
}

function install(compiler: Compiler) {
  const proto = compiler.prototype;
  if (!proto || typeof proto.compile !== "function" || proto.__masterlyPlanCache) return;
  proto.compile = cached(proto.compile, isRead);
  if (typeof proto.compileBatch === "function") proto.compileBatch = cached(proto.compileBatch, isReadBatch);
  proto.__masterlyPlanCache = true;
}

/** Idempotent; called where the Prisma clients are made. PRISMA_PLAN_CACHE=0 turns it off. */
export function installPlanCache() {
  if (process.env.PRISMA_PLAN_CACHE === "0") return;
  install(SqliteCompiler as unknown as Compiler);
  install(PostgresCompiler as unknown as Compiler);
}
