// Two projects in one run (docs/testing.md): "sqlite" runs every test file; "postgres" runs again
// the files whose imports reach the database (below), each on its own PostgreSQL database.
// "postgres" needs TEST_POSTGRES_URL; without it only "sqlite" runs (with a notice), except in CI,
// where it is required. `vitest run --project sqlite` (or postgres) runs one of them.
import fs from "node:fs";
import path from "node:path";
import { defineConfig, type TestProjectInlineConfiguration } from "vitest/config";

// ── Which test files use a database ───────────────────────────────────────────────────────────────
// Those whose imports, followed through the source tree, reach the generated Prisma client (the
// app's client, the scripts' client, the seed). Only they get a database (test/setup-env.ts) and
// run on PostgreSQL too. A file that reaches the database some other way fails on its first query
// (test/setup-env.ts), so no file can touch a database without running on both. Type-only imports
// and packages are not followed. Kept in this file: Vite loads the config's own imports with a
// loader that wants file extensions, which TypeScript's settings here do not allow.
const EXTENSIONS = ["", ".ts", ".tsx", ".mts", ".mjs", ".js", "/index.ts", "/index.tsx"];
// import x from "…", import "…", export … from "…", import("…"); `import type`/`export type` are skipped.
const IMPORT = /(?:^|[^\w.$])(?:import|export)\s+(type\s+)?(?:[\w*${},\s]+?\s+from\s+)?["']([^"']+)["']|(?:^|[^\w.$])import\(\s*["']([^"']+)["']\s*\)/g;
const PRISMA_CLIENT = /[\\/]generated[\\/]prisma(-pg)?([\\/]|$)/;

/** The test files (absolute paths) whose imports reach the generated Prisma client. */
function databaseTestFiles(root: string, testFiles: string[]): Set<string> {
  const edges = new Map<string, string[]>();
  const pending = testFiles.map((file) => path.resolve(root, file));
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (edges.has(file)) continue;
    const targets = PRISMA_CLIENT.test(file) ? [] : importsOf(root, file);
    edges.set(file, targets);
    pending.push(...targets);
  }
  // Walk backwards from the client to every file that imports it, directly or not.
  const importers = new Map<string, string[]>();
  for (const [file, targets] of edges) for (const target of targets) importers.set(target, [...(importers.get(target) ?? []), file]);
  const reaches = new Set([...edges.keys()].filter((file) => PRISMA_CLIENT.test(file)));
  const queue = [...reaches];
  while (queue.length > 0) {
    for (const importer of importers.get(queue.pop() as string) ?? []) {
      if (!reaches.has(importer)) {
        reaches.add(importer);
        queue.push(importer);
      }
    }
  }
  return new Set(testFiles.map((file) => path.resolve(root, file)).filter((file) => reaches.has(file)));
}

function resolve(root: string, from: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith("@/")) base = path.join(root, specifier.slice(2));
  else if (specifier.startsWith(".")) base = path.resolve(path.dirname(from), specifier);
  else return undefined;
  if (PRISMA_CLIENT.test(base)) return base;
  for (const extension of EXTENSIONS) {
    const candidate = base + extension;
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return undefined;
}

function importsOf(root: string, file: string): string[] {
  const targets: string[] = [];
  for (const match of fs.readFileSync(file, "utf8").matchAll(IMPORT)) {
    if (match[1]) continue;
    const target = resolve(root, file, match[2] ?? match[3]);
    if (target) targets.push(target);
  }
  return targets;
}

const root = import.meta.dirname;
const INCLUDE = ["**/*.test.ts", "**/*.test.tsx"];
const EXCLUDE = ["node_modules/**", "e2e/**", ".next*/**", "lib/generated/**", "data/**", "bench/**"];
// Folders at the root that hold no vitest files (EXCLUDE); node_modules and .next* anywhere.
const SKIP_ROOT_DIRS = new Set(["e2e", "data", "bench", ".git"]);

/** Every test file, relative to the root (the same set vitest's INCLUDE and EXCLUDE select). */
function testFiles(dir = root): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "node_modules" || entry.name.startsWith(".next") || (dir === root && SKIP_ROOT_DIRS.has(entry.name)) || full === path.join(root, "lib", "generated")) return [];
      return testFiles(full);
    }
    return /\.test\.tsx?$/.test(entry.name) ? [path.relative(root, full)] : [];
  });
}

/** A path as a glob that matches only itself (route folders hold [brackets] and (groups)). */
const literal = (file: string) => file.replace(/[()[\]{}*?!+@]/g, "\\$&");

const all = testFiles();
const databaseFiles = [...databaseTestFiles(root, all)].map((file) => path.relative(root, file)).sort();
// Files that import test/seeded.ts start from a copy of the demo data (test/global-setup.ts).
const seededFiles = all.filter((file) => /from\s+["']@\/test\/seeded["']/.test(fs.readFileSync(path.join(root, file), "utf8"))).sort();
const postgresUrl = process.env.TEST_POSTGRES_URL?.trim();
if (!postgresUrl) {
  const message = "Tests on PostgreSQL skipped: TEST_POSTGRES_URL is not set (docs/testing.md).";
  if (process.env.CI) throw new Error(`${message} CI must run them: .ci/run starts a server and sets it.`);
  // Vitest reads this file once for the run and once per project that extends it.
  const told = globalThis as { masterlyPostgresNotice?: boolean };
  if (!told.masterlyPostgresNotice) console.log(message);
  told.masterlyPostgresNotice = true;
}

const project = (name: "sqlite" | "postgres", include: string[]): TestProjectInlineConfiguration => ({
  extends: true,
  test: { name, include, env: { TEST_DATABASE: name }, globalSetup: ["test/global-setup.ts"], setupFiles: ["test/setup-env.ts"] },
});

export default defineConfig({
  resolve: {
    alias: {
      "@": root,
      // Route handlers import "server-only"; under vitest they run on the server by definition.
      "server-only": path.resolve(root, "test/server-only-stub.ts"),
    },
  },
  test: {
    environment: "node",
    // include is set per project only: a project's arrays are appended to the root's.
    exclude: EXCLUDE,
    // Each test file that uses the database gets its own copy of a migrated (or seeded) template
    // (test/setup-env.ts); files run in parallel, each in a worker thread of its own (a thread costs
    // less to start than a process: ~15% of the suite's CPU in a comparison of the two).
    pool: "threads",
    maxWorkers: Number(process.env.VITEST_MAX_WORKERS) || 2,
    provide: { databaseFiles, seededFiles },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [project("sqlite", INCLUDE), ...(postgresUrl ? [project("postgres", databaseFiles.map(literal))] : [])],
  },
});
