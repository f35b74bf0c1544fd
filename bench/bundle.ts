// What the public pages weigh and cost, next to an empty page from the same build (/bench-empty:
// the root layout and nothing else): per page, HTML raw and gzip, the inlined React Server
// Components payload, requests per second as a ratio to the empty page (bench/pages.ts); per
// route, first-load JavaScript gzip-compressed, from Turbopack's route bundle stats.
// Prints figures; it never passes or fails anything.
//
//   npm run bench:bundle                 builds .next-bench (BENCH_ROUTES=1) on a fresh seeded
//                                        database, serves it on BENCH_PORT (3200) and measures
//   BENCH_SKIP_BUILD=1 npm run bench:bundle   reuses the last .next-bench build
//   BENCH_URL=http://127.0.0.1:3000 NEXT_DIST_DIR=.next npm run bench:bundle   a running server
//   BENCH_LOAD=0 …                       sizes only, no load
//   BENCH_PAGES=/bench-empty,/ …          these pages only (the first is the baseline)
//   BENCH_ENCODING=identity …            load without compression (default gzip, as a browser)
//   BENCH_ROUNDS=3 BENCH_DURATION=10 …   each page's load in interleaved rounds (the defaults)
//   BENCH_SERVER_SCRIPT=/tmp/main-server.mjs …   serve with another server script (before/after)
//   npm run bench:bundle -- / /courses   JavaScript of these routes only
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { measurePages, printPages, type PageFigures } from "./pages";
import { startBenchServer, type BenchServer } from "./server";

const root = path.resolve(import.meta.dirname, "..");
const distDir = path.resolve(root, process.env.NEXT_DIST_DIR || (process.env.BENCH_URL ? ".next" : ".next-bench"));
const statsFile = path.join(distDir, "diagnostics", "route-bundle-stats.json");
const BASELINE = "/bench-empty";
const TARGET_RATIO = 1.15;

type RouteStats = { route: string; chunks: string[] };

/** The stats file lists, per route, the chunk files loaded on first visit; accept the known shapes. */
function readStats(): RouteStats[] {
  if (!fs.existsSync(statsFile)) {
    console.error(`No ${path.relative(root, statsFile)}: no JavaScript figures (build with BENCH_ROUTES=1 first).`);
    return [];
  }
  const raw: unknown = JSON.parse(fs.readFileSync(statsFile, "utf8"));
  const entries: [string, unknown][] = Array.isArray(raw)
    ? raw.map((item) => [String((item as Record<string, unknown>).route ?? (item as Record<string, unknown>).page ?? ""), item])
    : Object.entries((raw as Record<string, unknown>).routes ?? (raw as Record<string, unknown>));
  return entries
    .map(([route, value]) => ({ route, chunks: chunkList(value) }))
    .filter((r) => r.route && r.chunks.length > 0);
}

function chunkList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === "string");
  if (value && typeof value === "object") {
    const v = value as Record<string, unknown>;
    for (const key of ["firstLoadChunkPaths", "firstLoadChunks", "chunks", "files"]) {
      if (Array.isArray(v[key])) return (v[key] as unknown[]).filter((x): x is string => typeof x === "string");
    }
  }
  return [];
}

const sizes = new Map<string, { raw: number; gzip: number }>();
function sizeOf(chunk: string): { raw: number; gzip: number } {
  const cached = sizes.get(chunk);
  if (cached) return cached;
  const candidates = [chunk, path.join(distDir, chunk), path.join(distDir, chunk.replace(/^\/?_next\//, "")), path.join(root, chunk)];
  const file = candidates.find((c) => path.isAbsolute(c) && fs.existsSync(c) && fs.statSync(c).isFile());
  if (!file) throw new Error(`Chunk not found: ${chunk}`);
  const content = fs.readFileSync(file);
  const size = { raw: content.length, gzip: gzipSync(content, { level: 9 }).length };
  sizes.set(chunk, size);
  return size;
}

function total(chunks: string[], only: (c: string) => boolean = () => true) {
  return [...new Set(chunks)].filter((c) => c.endsWith(".js") && only(c)).reduce(
    (sum, c) => {
      const s = sizeOf(c);
      return { raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip };
    },
    { raw: 0, gzip: 0 },
  );
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

/** The pages to weigh: the empty page first (the baseline), then the landing, catalogue and one course. */
async function pagePaths(base: string): Promise<string[]> {
  // BENCH_PAGES=/bench-empty,/ : only these (the first is the baseline).
  if (process.env.BENCH_PAGES) return process.env.BENCH_PAGES.split(",");
  const home = await fetch(`${base}/`).then((r) => r.text());
  const course = /href="\/courses\/([a-z0-9]+)"/.exec(home)?.[1];
  return ["/bench-empty", "/", "/courses", "/courses?level=beginner&sort=rating", ...(course ? [`/courses/${course}`] : [])];
}

async function main() {
  let server: BenchServer | null = null;
  let pages: PageFigures[] = [];
  try {
    const base = process.env.BENCH_URL?.replace(/\/$/, "") || (server = await startBenchServer()).url;
    pages = await measurePages(base, await pagePaths(base), { load: process.env.BENCH_LOAD !== "0", cpuMs: server?.cpuMs });
    printPages(pages);
  } catch (error) {
    console.error(`Page figures failed: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    server?.stop();
  }
  javascript(pages);
}

function javascript(pages: PageFigures[]) {
  const all = readStats();
  const baseline = all.find((r) => r.route === BASELINE);
  const wanted = process.argv.slice(2);
  const routes = all.filter((r) => (wanted.length ? wanted.includes(r.route) : !r.route.startsWith("/_"))).sort((a, b) => a.route.localeCompare(b.route));

  const base = baseline ? total(baseline.chunks) : null;
  const rows = routes.map((r) => {
    const t = total(r.chunks);
    const extra = baseline ? total(r.chunks, (c) => !baseline.chunks.includes(c)) : null;
    return {
      route: r.route,
      chunks: r.chunks.filter((c) => c.endsWith(".js")).length,
      gzip: t.gzip,
      raw: t.raw,
      extra: extra?.gzip ?? null,
      ratio: base ? t.gzip / base.gzip : null,
    };
  });

  const width = Math.max(...rows.map((r) => r.route.length), 10);
  console.log(`\nFirst-load JavaScript per route (gzip -9), ${path.relative(root, distDir)}`);
  console.log(`${"route".padEnd(width)}  chunks  ${"gzip".padStart(9)}  ${"raw".padStart(9)}  ${"beyond empty".padStart(12)}  ratio`);
  for (const r of rows) {
    console.log(
      `${r.route.padEnd(width)}  ${String(r.chunks).padStart(6)}  ${kb(r.gzip).padStart(9)}  ${kb(r.raw).padStart(9)}  ${(r.extra === null ? "-" : kb(r.extra)).padStart(12)}  ${r.ratio === null ? "-" : `${r.ratio.toFixed(3)}×`}`,
    );
  }
  if (!baseline) {
    console.log(`\n(no ${BASELINE} route in this build: ratios need the empty page, built with BENCH_ROUTES=1)`);
  } else {
    const home = rows.find((r) => r.route === "/");
    if (home?.ratio) {
      console.log(`\n"/" loads ${kb(home.gzip)} vs ${kb(base?.gzip ?? 0)} for the empty page: ${home.ratio.toFixed(3)}× (goal ≤ ${TARGET_RATIO}×) ${home.ratio <= TARGET_RATIO ? "✓" : "✗"}`);
    }
  }
  const outDir = path.join(root, "bench", "results");
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "bundle.json"), JSON.stringify({ at: new Date().toISOString(), distDir: path.relative(root, distDir), baseline: base, routes: rows, pages }, null, 2));
}

main().catch((error: unknown) => console.error(error));
