// `npm run bench:scale` (bench/RESULTS.md): every list, search and filter, the Overview and Analytics, timed
// on a small and a large database, with the large/small ratio, on SQLite and on PostgreSQL (when
// TEST_POSTGRES_URL names a server; `scripts/postgres-local.sh start` prints one).
//
// Per database, two temporary databases are migrated and seeded (`scripts/db-setup.ts`, so the demo logins work),
// then bulk-filled (bench/fill.ts): 1,000 learners + 100 questions + 10 courses, and 100,000
// learners + 10,000 questions + 1,000 courses, each with ~1.5 enrollments and one learning session
// per learner; every course has 30 lessons in 5 sections and each enrollment its lesson completions
// (~3M at 100k learners), progress derived from them; and 20 graded quiz answers per learner (2M
// QuestionAttempt rows at 100k) with their maintained item statistics. The learner's side (home, outline, lesson,
// complete, heartbeat) is timed as the demo learner on a seeded course. PostgreSQL is then VACUUMed and ANALYZEd, as autovacuum does within a minute of a bulk load in
// production (SQLite has no such daemon and the app never runs ANALYZE, so SQLite is not, unless
// BENCH_ANALYZE=1). Both production servers (one build) run at once and every request alternates between them, so
// the machine's load drifts over both figures alike. Each figure is the median of BENCH_RUNS
// sequential requests (after one warm-up), as the signed-in admin.
//
// The whole-table figures (stat cards, list totals, Overview, Analytics) are cached per instance for
// 30 s (lib/db/aggregate-cache.ts), so the median shows what a dashboard user sees on repeat
// visits; the "first" columns are the first request of each case (earlier cases may already have
// cached figures they share, such as the stat cards). What users pay: a second pair of
// servers on the same databases runs with the cache off (AGGREGATE_CACHE_TTL_MS=0), and there every
// search asks for a term no earlier request asked for (a learner's full name, a course's words, a
// question's concept and category, as people type them); the "uncached" columns are their medians.
// The learner's writes (complete, heartbeat) are timed on the cached pair only.
//
// Prints figures and flags ratios above 1.5; always exits 0.
//   BENCH_SMALL=1000 BENCH_LARGE=100000 BENCH_RUNS=7 BENCH_PORT=3200 (the large server takes +1;
//   the uncached pair BENCH_UNCACHED_PORT, default +2 and +3)
//   BENCH_DB=sqlite|postgresql (default: both, or SQLite alone without TEST_POSTGRES_URL)
//   BENCH_FILL=prisma writes through createMany instead of straight into the SQLite file (slow;
//   PostgreSQL always fills through createMany)
//   BENCH_ANALYZE=1 runs ANALYZE after the fill (the app never does; off by default)
//   BENCH_KEEP=1 keeps the databases and prints where; BENCH_SKIP_BUILD=1 reuses the last build
//   BENCH_LESSONS=30 lessons per generated course (0: no curriculum, a much quicker fill)
//   BENCH_ATTEMPTS=20 graded quiz answers per learner (0: none, a quicker fill)
//   BENCH_ONLY=search,overview (cases whose name contains one of these words; the baseline always runs, and
//   a searched list's first page with no search beside its searches)
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { randomBytes } from "node:crypto";
import type { DatabaseProvider } from "../lib/db/adapter";
import { createPrismaClient } from "../lib/db/client";
import { databaseOn, dropDatabasesLike, postgresAdminUrl, withAdmin } from "../test/postgres";
import { COURSE_WORDS, CONCEPTS, FIRST, LAST, SUBJECTS, fillDatabase } from "./fill";
import { QUESTION_CATEGORIES } from "../lib/validation/common";
import { signIn, startBenchServer, type BenchServer } from "./server";

const SMALL = Number(process.env.BENCH_SMALL || 1_000);
const LARGE = Number(process.env.BENCH_LARGE || 100_000);
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 7));
const PORT = Number(process.env.BENCH_PORT || 3200);
/** The uncached pair's ports (default: right after the cached pair's). */
const UNCACHED_PORT = Number(process.env.BENCH_UNCACHED_PORT || PORT + 2);
const THRESHOLD = 1.5;
/** Lessons per generated course; 0 skips the ~3M lesson completions when only the dashboard side is wanted. */
const LESSONS = Number(process.env.BENCH_LESSONS ?? 30);
/** Graded quiz answers per learner (20: 2M at 100k); 0 for a quicker fill when only search or lists are measured. */
const ATTEMPTS = Number(process.env.BENCH_ATTEMPTS ?? 20);

type Size = { label: string; learners: number; provider: DatabaseProvider; dir: string; url: string; file?: string; pgName?: string; totals?: Record<string, number> };
type Learn = { courseId: string; lessons: string[]; todo: string[]; quizId: string; attemptId: string };
type Target = Size & { server: BenchServer; cookie: string; learnerCookie: string; learn: Learn; lastPage: Record<string, number>; uncached: boolean };

const label = (n: number) => (n >= 1000 && n % 1000 === 0 ? `${n / 1000}k` : String(n));
const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

const PG_PREFIX = `masterly_scale_${randomBytes(4).toString("hex")}`;

async function prepare(learners: number, provider: DatabaseProvider): Promise<Size> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `masterly-scale-${label(learners)}-`));
  if (provider === "postgresql") {
    const admin = postgresAdminUrl() as string;
    const pgName = `${PG_PREFIX}_${label(learners)}`;
    await withAdmin(admin, (client) => client.query(`CREATE DATABASE "${pgName}"`));
    return { label: label(learners), learners, provider, dir, pgName, url: databaseOn(admin, pgName) };
  }
  const file = path.join(dir, "masterly.db");
  return { label: label(learners), learners, provider, dir, file, url: `file:${file}` };
}

/** Migrates and seeds the demo data (logins, settings), then adds the generated rows. */
async function build(size: Size) {
  const started = performance.now();
  const setup = spawnSync("npx", ["tsx", "scripts/db-setup.ts"], {
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, DATABASE_URL: size.url, NODE_ENV: "development", MAIL_OUTBOX_DIR: path.join(size.dir, "outbox") },
  });
  if (setup.status !== 0) throw new Error(`db-setup failed for ${size.url}`);
  const prisma = createPrismaClient(size.url);
  try {
    const fill = await fillDatabase(
      prisma,
      { learners: size.learners, questions: Math.round(size.learners / 10), courses: Math.max(10, Math.round(size.learners / 100)), lessonsPerCourse: LESSONS, questionAttempts: size.learners * ATTEMPTS },
      { sqliteFile: process.env.BENCH_FILL === "prisma" ? undefined : size.file, completionsInSql: size.provider === "postgresql" },
    );
    // The fill writes around the app: build the daily figure rollups from its rows, as a restore would.
    const rollups = spawnSync("npx", ["tsx", "--conditions=react-server", "scripts/recompute-rollups.ts"], { stdio: ["ignore", "inherit", "inherit"], env: { ...process.env, DATABASE_URL: size.url } });
    if (rollups.status !== 0) throw new Error(`recompute-rollups failed for ${size.url}`);
    // PostgreSQL: VACUUM as well, which autovacuum would otherwise start within a minute of the
    // load, in the middle of the measurements (it ran on the 100k tables during them, and only there).
    if (size.provider === "postgresql") await prisma.$executeRawUnsafe("VACUUM ANALYZE");
    else if (process.env.BENCH_ANALYZE === "1") await prisma.$executeRawUnsafe("ANALYZE");
    size.totals = {
      learners: await prisma.user.count({ where: { role: "user" } }),
      staff: await prisma.user.count({ where: { role: { in: ["admin", "staff"] } } }),
      questions: await prisma.question.count(),
      courses: await prisma.course.count(),
      enrollments: await prisma.enrollment.count(),
      lessons: await prisma.lesson.count(),
      "lesson completions": await prisma.lessonCompletion.count(),
      "learning sessions": await prisma.learningSession.count(),
      "question attempts": await prisma.questionAttempt.count(),
    };
    console.log(`  ${size.label}: filled in ${Math.round((performance.now() - started) / 1000)} s (generated rows ${fill.ms} ms):`, size.totals);
  } finally {
    await prisma.$disconnect();
  }
}

async function start(size: Size, port: number, uncached = false): Promise<Target> {
  process.env.BENCH_DATABASE_URL = size.url;
  if (uncached) process.env.AGGREGATE_CACHE_TTL_MS = "0";
  const server = await startBenchServer({ port, name: `bench-scale-${size.label}${uncached ? "-uncached" : ""}` }).finally(() => {
    if (uncached) delete process.env.AGGREGATE_CACHE_TTL_MS;
  });
  process.env.BENCH_SKIP_BUILD = "1"; // the second server reuses the first one's build
  for (let i = 0; i < 240; i += 1) {
    try {
      if ((await fetch(`${server.url}/api/health`)).ok) break;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  const cookie = await signIn(server.url, "admin@masterly.dev");
  const lastPage: Record<string, number> = {};
  for (const list of ["/api/admin/students", "/api/questions", "/api/courses", "/api/admin/staff"]) {
    const res = await fetch(`${server.url}${list}`, { headers: { cookie } });
    const body = (await res.json()) as { totalPages?: number };
    lastPage[list] = Math.max(1, body.totalPages ?? 1);
  }
  // The demo learner's least advanced course: the player's reads and writes are timed on it.
  const learnerCookie = await signIn(server.url, "learner@masterly.dev");
  const home = (await (await fetch(`${server.url}/api/learn`, { headers: { cookie: learnerCookie } })).json()) as { data: { courses: { courseId: string; progress: number }[] } };
  const course = [...home.data.courses].sort((a, b) => a.progress - b.progress)[0];
  const outline = (await (await fetch(`${server.url}/api/learn/${course.courseId}`, { headers: { cookie: learnerCookie } })).json()) as {
    data: { sections: { lessons: { id: string; completed: boolean; locked: boolean }[] }[] };
  };
  const lessons = outline.data.sections.flatMap((sec) => sec.lessons);
  // A quiz on that course, 10 questions drawn from the whole bank's multiple choice.
  const section = (await (await fetch(`${server.url}/api/courses/${course.courseId}/curriculum`, { headers: { cookie } })).json()) as { data: { sections: { id: string }[] } };
  const quiz = await fetch(`${server.url}/api/courses/${course.courseId}/lessons`, {
    method: "POST",
    headers: { cookie, "content-type": "application/json" },
    body: JSON.stringify({ sectionId: section.data.sections[0].id, title: "Bench quiz", kind: "quiz", quiz: { slots: [{ draw: { type: "multiple-choice", count: 10 }, mark: 1 }] } }),
  });
  const quizId = quiz.ok ? ((await quiz.json()) as { data: { lesson: { id: string } } }).data.lesson.id : "";
  if (!quizId) console.log(`! the bench quiz was not created (${quiz.status}): ${await quiz.text()}`);
  const learn: Learn = { courseId: course.courseId, lessons: lessons.map((l) => l.id), todo: lessons.filter((l) => !l.completed && !l.locked).map((l) => l.id), quizId, attemptId: "" };
  return { ...size, server, cookie, learnerCookie, learn, lastPage, uncached };
}

type Case = {
  name: string;
  path: (t: Target, run: number) => string;
  /** With the cache off: a search term no earlier request used. */
  fresh?: (t: Target, run: number) => string;
  method?: "POST";
  body?: (t: Target, run: number) => unknown;
  learner?: boolean;
  after?: (t: Target, body: unknown) => void;
};

/** Run n's distinct search terms, shaped as people search the generated rows. */
const pick = <T>(list: readonly T[], n: number) => list[n % list.length];
const term = {
  learner: (n: number) => `${pick(FIRST, n)} ${pick(LAST, Math.floor(n / FIRST.length) + n)}`,
  question: (n: number) => `${pick(CONCEPTS, n)} in ${pick(QUESTION_CATEGORIES, Math.floor(n / CONCEPTS.length) + n)}`,
  course: (n: number) => `${pick(COURSE_WORDS, n)} ${pick(SUBJECTS, Math.floor(n / COURSE_WORDS.length) + n)}`,
};
const q = (base: string, text: string) => `${base}?search=${encodeURIComponent(text)}`;

function cases(): Case[] {
  const list = (name: string, base: string, extra: Case[]): Case[] => [
    { name: `${name}: first page`, path: () => base },
    { name: `${name}: page 500 (or last)`, path: (t) => `${base}?page=${Math.min(500, t.lastPage[base])}` },
    { name: `${name}: last page`, path: (t) => `${base}?page=${t.lastPage[base]}` },
    ...extra,
  ];
  /**
   * A list's searches: a common term (thousands of matches at 100k), a term whose uncached twin asks
   * a new one each run, and a new term on every request on the cached pair too: the search's own
   * cost (its count is new) beside stat cards another request has already computed, as when someone
   * types in the box.
   */
  const searches = (name: string, base: string, common: string, make: (n: number) => string, [once, each]: [string, string]): Case[] => [
    { name: `${name}: search '${common}'`, path: () => q(base, common) },
    { name: `${name}: search ${once}`, path: () => q(base, make(0)), fresh: (_t, run) => q(base, make(run + 1)) },
    { name: `${name}: search ${each}`, path: (_t, run) => q(base, make(run + 101)) },
  ];
  const filters = (name: string, base: string, params: string[]): Case[] => params.map((param) => ({ name: `${name}: ${param}`, path: () => `${base}?${param}` }));
  return [
    { name: "no-op (baseline)", path: () => "/api/noop" },
    ...list("students", "/api/admin/students", [
      ...searches("students", "/api/admin/students", "ma", term.learner, ["a name", "a new name each time"]),
      ...filters("students", "/api/admin/students", ["status=active", "status=inactive", "status=pending"]),
    ]),
    ...list("questions", "/api/questions", [
      ...searches("questions", "/api/questions", "hooks", term.question, ["concept in category", "a new term each time"]),
      ...filters("questions", "/api/questions", ["difficulty=hard", "category=React", "type=code"]),
    ]),
    ...list("courses", "/api/courses", [
      ...searches("courses", "/api/courses", "data", term.course, ["title words", "new title words each time"]),
      ...filters("courses", "/api/courses", ["status=published", "category=Design", "level=advanced"]),
    ]),
    ...list("staff", "/api/admin/staff", searches("staff", "/api/admin/staff", "an", term.learner, ["a name", "a new name each time"]).slice(0, 2)),
    { name: "overview: dashboard/stats", path: () => "/api/admin/dashboard/stats" },
    { name: "analytics: range=30d", path: () => "/api/admin/analytics?range=30d" },
    { name: "analytics: range=1y", path: () => "/api/admin/analytics?range=1y" },
    { name: "course analytics: range=1y", path: (t) => `/api/courses/${t.learn.courseId}/analytics?range=1y` },
    // One question's item statistics among 2M answers (a maintained row, not a scan).
    { name: "questions: item stats", path: () => "/api/questions/fill_q0/stats" },
    // The learner's side: as the demo learner, on a course of the seed.
    { name: "learn: home", learner: true, path: () => "/api/learn" },
    { name: "learn: outline read", learner: true, path: (t) => `/api/learn/${t.learn.courseId}` },
    { name: "learn: lesson read", learner: true, path: (t, run) => `/api/learn/${t.learn.courseId}/lessons/${t.learn.lessons[run % t.learn.lessons.length]}` },
    // Each run completes the next lesson not yet done (a real write, progress recomputed).
    { name: "learn: complete", learner: true, method: "POST", path: (t, run) => `/api/learn/${t.learn.courseId}/lessons/${t.learn.todo[Math.min(run, t.learn.todo.length - 1)]}/complete` },
    // Each run starts an attempt (10 questions drawn from the bank) and submits it.
    { name: "quiz: start attempt", learner: true, method: "POST", path: (t) => `/api/learn/${t.learn.courseId}/lessons/${t.learn.quizId}/attempts`, after: (t, body) => void (t.learn.attemptId = (body as { data?: { attempt?: { id?: string } } }).data?.attempt?.id ?? "") },
    { name: "quiz: submit attempt", learner: true, method: "POST", path: (t) => `/api/attempts/${t.learn.attemptId}/submit` },
    { name: "learn: activity heartbeat", learner: true, method: "POST", path: (t) => `/api/learn/${t.learn.courseId}/activity`, body: (t, run) => ({ lessonId: t.learn.lessons[run % t.learn.lessons.length], seconds: 30, position: run * 10 }) },
  ];
}

/**
 * The cases BENCH_ONLY names (all by default), and beside a list's searches its first page with no
 * search: the same request's fixed cost (sign-in check, envelope, JSON) in the same run, which a
 * search's 1k figure is mostly made of.
 */
function selectedCases(): Case[] {
  const only = (process.env.BENCH_ONLY ?? "").split(",").map((w) => w.trim()).filter(Boolean);
  const all = cases();
  const named = all.filter((c) => !only.length || only.some((w) => c.name.includes(w)));
  const searched = new Set(named.filter((c) => c.name.includes(": search")).map((c) => c.name.split(":")[0]));
  return all.filter((c) => c.name === "no-op (baseline)" || named.includes(c) || (c.name.endsWith(": first page") && searched.has(c.name.split(":")[0])));
}

/**
 * What each case's list answered as its total on the cached large server ("1,000+" when a search's
 * total is capped, docs/decisions/004-capped-search-totals.md), for the table's `results` column.
 */
const listTotals = new Map<string, string>();

function noteListTotal(target: Target, c: Case, text: string) {
  if (target.uncached || target.learners !== LARGE) return;
  try {
    const body = JSON.parse(text) as { results?: unknown; totalCapped?: unknown };
    if (typeof body.results === "number") listTotals.set(c.name, `${body.results.toLocaleString("en-US")}${body.totalCapped === true ? "+" : ""}`);
  } catch {
    // Not JSON: no list total to show.
  }
}

async function timed(target: Target, c: Case, run: number): Promise<{ ms: number; status: number }> {
  const pathname = (target.uncached && c.fresh ? c.fresh : c.path)(target, run);
  const body = c.body?.(target, run);
  const headers: Record<string, string> = { cookie: c.learner ? target.learnerCookie : target.cookie, ...(body !== undefined ? { "content-type": "application/json" } : {}) };
  const started = performance.now();
  const res = await fetch(`${target.server.url}${pathname}`, { method: c.method ?? "GET", headers, body: body === undefined ? undefined : JSON.stringify(body), signal: AbortSignal.timeout(120_000) });
  const text = await res.text();
  const ms = performance.now() - started;
  noteListTotal(target, c, text);
  if (c.after) {
    try {
      c.after(target, JSON.parse(text));
    } catch {
      c.after(target, null);
    }
  }
  return { ms, status: res.status };
}

type Row = Record<string, string | number>;

/** Fills, serves and measures one database kind; returns its table rows. */
async function measure(provider: DatabaseProvider): Promise<Row[]> {
  const sizes: Size[] = [];
  const targets: Target[] = [];
  try {
    sizes.push(await prepare(SMALL, provider), await prepare(LARGE, provider));
    console.log(`\n== ${provider}: ${label(SMALL)} and ${label(LARGE)} learners`);
    console.log("filling:");
    for (const size of sizes) await build(size);
    console.log("starting four production servers (cached and uncached, per size)…");
    targets.push(await start(sizes[0], PORT));
    targets.push(await start(sizes[1], PORT + 1));
    targets.push(await start(sizes[0], UNCACHED_PORT, true));
    targets.push(await start(sizes[1], UNCACHED_PORT + 1, true));

    const all = selectedCases();
    const times = new Map<string, number[][]>(all.map((c) => [c.name, targets.map(() => [])]));
    const statuses = new Map<string, Set<string>>(all.map((c) => [c.name, new Set()]));
    const cold = new Map<string, number[]>(all.map((c) => [c.name, targets.map(() => NaN)]));
    const started = performance.now();
    // The learner's cases come after every dashboard case: a completion clears the aggregate cache
    // (as it must), so mixing them into each run would time every dashboard figure cold.
    const phases = [all.filter((c) => !c.learner), all.filter((c) => c.learner)];
    for (const phase of phases) for (let run = 0; run <= RUNS; run += 1) {
      for (const c of phase) {
        // Alternate which database goes first, so neither always gets the warmer cache. The
        // uncached pair does not repeat the learner's writes.
        const order = (run % 2 === 0 ? [0, 1, 2, 3] : [1, 0, 3, 2]).filter((i) => i < 2 || c.method !== "POST");
        for (const i of order) {
          const { ms, status } = await timed(targets[i], c, run);
          if (status !== 200 && status !== 201 && status !== 204) statuses.get(c.name)?.add(`${targets[i].label}:${status}`);
          if (run > 0) times.get(c.name)?.[i].push(ms);
          else (cold.get(c.name) as number[])[i] = ms; // run 0: the first request, before any cache
        }
      }
    }

    const [small, large] = targets;
    const flagged: string[] = [];
    const rows = all.map((c) => {
      const [a, b, ua, ub] = times.get(c.name) ?? [[], [], [], []];
      const ma = median(a);
      const mb = median(b);
      const ratio = mb / ma;
      const uncachedRatio = median(ub) / median(ua);
      const bad = ratio > THRESHOLD && c.name !== "no-op (baseline)";
      const badUncached = uncachedRatio > THRESHOLD && c.name !== "no-op (baseline)";
      if (bad) flagged.push(c.name);
      if (badUncached) flagged.push(`${c.name} (uncached)`);
      const odd = [...(statuses.get(c.name) ?? [])];
      return {
        request: c.name,
        [`${large.label} path`]: c.path(large, 0).replace(/^\/api/, ""),
        [`${large.label} results`]: listTotals.get(c.name) ?? "",
        [`${small.label} ms`]: Number(ma.toFixed(1)),
        [`${large.label} ms`]: Number(mb.toFixed(1)),
        [`${large.label}/${small.label}`]: `${ratio.toFixed(2)}${bad ? " !" : ""}`,
        [`first ${small.label} ms`]: Number((cold.get(c.name)?.[0] ?? NaN).toFixed(1)),
        [`first ${large.label} ms`]: Number((cold.get(c.name)?.[1] ?? NaN).toFixed(1)),
        "first ratio": ((cold.get(c.name)?.[1] ?? NaN) / (cold.get(c.name)?.[0] ?? NaN)).toFixed(2),
        [`uncached ${small.label} ms`]: Number(median(ua).toFixed(1)),
        [`uncached ${large.label} ms`]: Number(median(ub).toFixed(1)),
        "uncached ratio": `${uncachedRatio.toFixed(2)}${badUncached ? " !" : ""}`,
        ...(odd.length ? { "non-200": odd.join(" ") } : {}),
      };
    });
    console.log(`\n${provider}: median of ${RUNS} sequential requests per figure, the servers measured in turn (${Math.round((performance.now() - started) / 1000)} s); "uncached": cache off, a new search term per request`);
    for (const t of targets.slice(0, 2)) console.log(`  ${t.label}: ${Object.entries(t.totals ?? {}).map(([k, v]) => `${v} ${k}`).join(", ")}`);
    console.table(rows);
    if (flagged.length) {
      console.log(`${flagged.length} figure(s) with a ${large.label}/${small.label} ratio above ${THRESHOLD}:`);
      for (const name of flagged) console.log(`  ! ${name}`);
    } else console.log(`no ratio above ${THRESHOLD}`);
    return rows;
  } finally {
    for (const t of targets) t.server.stop();
    for (const size of sizes) {
      if (process.env.BENCH_KEEP === "1") console.log(`kept ${size.url}`);
      else fs.rmSync(size.dir, { recursive: true, force: true });
    }
    if (provider === "postgresql" && process.env.BENCH_KEEP !== "1") {
      await new Promise((r) => setTimeout(r, 1000)); // let the servers' connections close
      await dropDatabasesLike(postgresAdminUrl() as string, PG_PREFIX);
    }
  }
}

async function main() {
  const requested = process.env.BENCH_DB as DatabaseProvider | undefined;
  const providers: DatabaseProvider[] = requested ? [requested] : postgresAdminUrl() ? ["sqlite", "postgresql"] : ["sqlite"];
  if (providers.includes("postgresql") && !postgresAdminUrl()) {
    console.log("! PostgreSQL needs TEST_POSTGRES_URL (scripts/postgres-local.sh start prints one)");
    return;
  }
  if (!providers.includes("postgresql")) console.log("PostgreSQL not measured: set TEST_POSTGRES_URL to include it.");
  const results: Partial<Record<DatabaseProvider, Row[]>> = {};
  for (const provider of providers) {
    try {
      results[provider] = await measure(provider);
    } catch (error) {
      console.log(`\n! bench:scale (${provider}) could not finish: ${error instanceof Error ? error.stack ?? error.message : String(error)}`);
    }
  }
  const ratioKey = `${label(LARGE)}/${label(SMALL)}`;
  if (Object.keys(results).length > 1) {
    console.log(`\nsummary: ${ratioKey} ratios`);
    console.table(
      selectedCases().map((c, i) => ({
        request: c.name,
        ...Object.fromEntries(providers.map((p) => [`${p} ${label(LARGE)} ms`, results[p]?.[i]?.[`${label(LARGE)} ms`] ?? "-"])),
        ...Object.fromEntries(providers.map((p) => [`${p} ratio`, results[p]?.[i]?.[ratioKey] ?? "-"])),
        ...Object.fromEntries(providers.map((p) => [`${p} uncached ${label(LARGE)} ms`, results[p]?.[i]?.[`uncached ${label(LARGE)} ms`] ?? "-"])),
        ...Object.fromEntries(providers.map((p) => [`${p} uncached ratio`, results[p]?.[i]?.["uncached ratio"] ?? "-"])),
      })),
    );
  }
}

await main();
process.exit(0);
