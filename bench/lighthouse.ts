// Lighthouse against `npm start` (server.mjs), in the machine's Chromium. Prints the four category scores, LCP,
// TBT, CLS and the LCP element per page (the median run by performance score), the empty page of
// the same build first for comparison. Needs the `lighthouse` devDependency; builds first when the
// build folder has no BUILD_ID. Prints figures; never fails.
//
//   npm run bench:lighthouse                       /bench-empty and "/", 5 mobile runs each
//   BENCH_FORM_FACTORS=mobile,desktop …            desktop too
//   npm run bench:lighthouse -- / /courses         other pages
//   BENCH_URL=http://127.0.0.1:3000 npm run bench:lighthouse   an already running server
//   BENCH_COMPARE_URL=http://127.0.0.1:3001 …   a second server (e.g. a build of main) measured in
//     the same run, page by page in turn, so that both see the same load
//   BENCH_RUNS=5 CHROME_PATH=/usr/bin/chromium NEXT_DIST_DIR=.next-e2e …
//   BENCH_MODULES=/tmp/lh  resolve lighthouse from another folder (a measurement-only install)
//   BENCH_THROTTLING=devtools  real (applied) throttling instead of the simulated default
//   /bench-empty (the empty page to compare with) exists only in builds made with BENCH_ROUTES=1,
//     as the build this script makes when the build folder has none.
//   DATABASE_URL=file:/abs/path/masterly.db  a seeded database (e.g. a copy of an e2e run's), so "/"
//     carries its real catalogue; the default dev database may be empty, which flatters the figures.
//     Pass the same DATABASE_URL to the build when the bench builds (the page is prerendered).
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { generateKeyPairSync, randomBytes } from "node:crypto";
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

type Category = { score: number | null };
type Audit = { numericValue?: number; details?: { items?: unknown[] } };
type Lhr = { categories: Record<string, Category>; audits: Record<string, Audit>; runtimeError?: { message: string }; environment?: { benchmarkIndex?: number } };
type LighthouseFn = (url: string, flags: Record<string, unknown>, config?: unknown) => Promise<{ lhr: Lhr } | undefined>;
type Launched = { port: number; kill: () => void | Promise<void> };
type ChromeLauncher = { launch: (options: { chromePath?: string; chromeFlags: string[] }) => Promise<Launched> };

const root = path.resolve(import.meta.dirname, "..");
const distDir = process.env.NEXT_DIST_DIR || ".next";
const port = Number(process.env.BENCH_PORT || 3199);
const runs = Math.max(1, Number(process.env.BENCH_RUNS || 5));
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ["/bench-empty", "/"];
const formFactors = (process.env.BENCH_FORM_FACTORS || "mobile").split(",").filter((f): f is "mobile" | "desktop" => f === "mobile" || f === "desktop");
// Lighthouse's default is "simulate" (what PageSpeed Insights reports). On localhost it estimates
// LCP pessimistically, because every script has already arrived before the first paint;
// BENCH_THROTTLING=devtools throttles the real network and CPU instead.
const throttling = process.env.BENCH_THROTTLING as "simulate" | "devtools" | "provided" | undefined;
const chromePath = process.env.CHROME_PATH || (fs.existsSync("/usr/bin/chromium") ? "/usr/bin/chromium" : undefined);
const chromeFlags = [
  "--headless=new",
  "--no-sandbox",
  "--disable-gpu",
  // Chromium phones home to Google hosts; this keeps every request on the machine (TOOLCHAIN.md).
  "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
];

/** Imported by name at run time so the project typechecks before `lighthouse` is installed. */
async function importByName<T>(name: string): Promise<T> {
  const from = path.resolve(process.env.BENCH_MODULES || root, "package.json");
  try {
    return (await import(pathToFileURL(createRequire(from).resolve(name)).href)) as T;
  } catch {
    console.error(`Cannot load "${name}". Add Lighthouse as a devDependency: npm install --save-dev lighthouse@^13`);
    process.exit(0);
  }
}

async function waitFor(url: string, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function startServer(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: "production",
    NEXT_TELEMETRY_DISABLED: "1",
    NEXT_DIST_DIR: distDir,
    PORT: String(port),
    APP_URL: `http://127.0.0.1:${port}`,
    NEXTAUTH_SECRET: process.env.NEXTAUTH_SECRET || randomBytes(32).toString("base64url"),
    CERTIFICATE_SIGNING_KEY: process.env.CERTIFICATE_SIGNING_KEY || generateKeyPairSync("ed25519").privateKey.export({ format: "der", type: "pkcs8" }).toString("base64"),
    // A build made here includes the empty comparison page, /bench-empty (next.config.ts).
    BENCH_ROUTES: "1",
  };
  if (!fs.existsSync(path.join(root, distDir, "BUILD_ID"))) {
    console.log(`No build in ${distDir}: running next build…`);
    const build = spawnSync("npx", ["next", "build"], { cwd: root, stdio: "inherit", env });
    if (build.status !== 0) {
      console.error("The build failed: no figures.");
      process.exit(0);
    }
  }
  // What `npm start` runs: server.mjs (Next plus the client address and the compression of answers).
  return spawn("node", ["server.mjs", "-p", String(port), "-H", "127.0.0.1"], { cwd: root, env, stdio: "ignore", detached: true });
}

/** What the largest contentful paint was: Lighthouse 13 names its node in the LCP breakdown insight. */
function lcpElement(lhr: Lhr): string {
  type Node = { type?: string; snippet?: string; nodeLabel?: string; selector?: string };
  const items = (lhr.audits["lcp-breakdown-insight"]?.details?.items ?? []) as Node[];
  const node = items.find((item) => item.type === "node");
  if (!node) return "-";
  return `${node.selector ?? ""} "${(node.nodeLabel ?? "").slice(0, 50)}"`.trim();
}

const score = (c: Category | undefined) => (c?.score == null ? "-" : String(Math.round(c.score * 100)));

async function main() {
  const { default: lighthouse } = await importByName<{ default: LighthouseFn }>("lighthouse");
  const desktopConfig = (await importByName<{ default: unknown }>("lighthouse/core/config/desktop-config.js")).default;
  const chromeLauncher = await importByName<ChromeLauncher>("chrome-launcher");

  const server = process.env.BENCH_URL ? null : startServer();
  const base = (process.env.BENCH_URL || `http://127.0.0.1:${port}`).replace(/\/$/, "");
  // BENCH_COMPARE_URL: a second running server (another build, e.g. main's), measured in the same
  // interleaved run, so that the two compare under the same load.
  const bases = [base, ...(process.env.BENCH_COMPARE_URL ? [process.env.BENCH_COMPARE_URL.replace(/\/$/, "")] : [])];
  const stop = () => {
    if (server?.pid) {
      try {
        process.kill(-server.pid, "SIGTERM"); // the server's whole process group
      } catch {
        // already gone
      }
    }
  };
  process.on("SIGINT", () => {
    stop();
    process.exit(130);
  });

  const results: Record<string, unknown>[] = [];
  const outDir = path.join(root, "bench", "results");
  try {
    for (const b of bases) await waitFor(`${b}/api/health`, 60_000);
    // Warm up: the first request after a start may regenerate a stale page.
    for (const b of bases) for (const p of pages) for (let i = 0; i < 2; i++) await fetch(`${b}${p}`).then((r) => r.text());
    if (pages.includes("/") && !(await fetch(`${base}/`).then((r) => r.text())).includes('data-testid="course-card"')) {
      console.warn('Warning: "/" shows no course: its database has no published course, so the figures are not representative (set DATABASE_URL to a seeded database).');
    }

    const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
    try {
      // Every page of every server, one run each in turn, five times over: a burst of load from
      // the machine's other work then falls on all of them alike rather than on one page's runs.
      const targets = bases.flatMap((b) => pages.flatMap((p) => formFactors.map((formFactor) => ({ base: b, page: p, formFactor, lhrs: [] as Lhr[] }))));
      for (let i = 0; i < runs; i++) {
        for (const t of targets) {
          // A run that fails (NO_NAVSTART and the like, under load) is tried again, up to twice.
          for (let attempt = 0; attempt < 3; attempt++) {
            const result = await lighthouse(`${t.base}${t.page}`, { port: chrome.port, output: "json", logLevel: "error", ...(throttling ? { throttlingMethod: throttling } : {}) }, t.formFactor === "desktop" ? desktopConfig : undefined);
            if (result && !result.lhr.runtimeError) {
              t.lhrs.push(result.lhr);
              break;
            }
            console.error(`Lighthouse failed on ${t.base}${t.page} (${t.formFactor}): ${result?.lhr.runtimeError?.message ?? "no result"}`);
          }
        }
      }
      for (const { base: b, page: p, formFactor, lhrs } of targets) {
        if (lhrs.length === 0) continue;
        const label = bases.length > 1 ? `${b} ${p}` : p;
        const benchmarks = lhrs.map((l) => Math.round(l.environment?.benchmarkIndex ?? NaN));
        lhrs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
        const median = lhrs[Math.floor(lhrs.length / 2)];
        const row = {
          base: b,
          page: p,
          formFactor,
          performance: score(median.categories.performance),
          accessibility: score(median.categories.accessibility),
          bestPractices: score(median.categories["best-practices"]),
          seo: score(median.categories.seo),
          lcpMs: Math.round(median.audits["largest-contentful-paint"]?.numericValue ?? NaN),
          tbtMs: Math.round(median.audits["total-blocking-time"]?.numericValue ?? NaN),
          cls: Number((median.audits["cumulative-layout-shift"]?.numericValue ?? NaN).toFixed(3)),
          lcpElement: lcpElement(median),
          lcpRunsMs: lhrs.map((l) => Math.round(l.audits["largest-contentful-paint"]?.numericValue ?? NaN)).join("/"),
          tbtRunsMs: lhrs.map((l) => Math.round(l.audits["total-blocking-time"]?.numericValue ?? NaN)).join("/"),
          performanceRuns: lhrs.map((l) => score(l.categories.performance)).join("/"),
          // Lighthouse's CPU benchmark of this machine: below ~1000 (a loaded or slow host) the
          // simulated mobile figures are pessimistic; compare runs made on a quiet machine.
          benchmarkIndex: Math.round(median.environment?.benchmarkIndex ?? NaN),
          benchmarkRange: `${Math.min(...benchmarks)}–${Math.max(...benchmarks)}`,
        };
        results.push(row);
        // The whole median report, for digging into an audit (bench/results is git-ignored).
        fs.mkdirSync(outDir, { recursive: true });
        fs.writeFileSync(path.join(outDir, `lighthouse-${`${bases.length > 1 ? b : ""}${p}`.replace(/[^a-z0-9]+/gi, "_") || "root"}-${formFactor}.json`), JSON.stringify(median));
        console.log(
          `${label.padEnd(12)} ${formFactor.padEnd(7)}  perf ${row.performance.padStart(3)}  a11y ${row.accessibility.padStart(3)}  best ${row.bestPractices.padStart(3)}  seo ${row.seo.padStart(3)}  LCP ${row.lcpMs} ms  TBT ${row.tbtMs} ms  CLS ${row.cls}  (runs: ${row.performanceRuns}; CPU benchmark ${row.benchmarkIndex}, runs ${row.benchmarkRange})`,
        );
        console.log(`${"".padEnd(21)}LCP element: ${row.lcpElement}; LCP runs ${row.lcpRunsMs} ms; TBT runs ${row.tbtRunsMs} ms`);
      }
    } finally {
      await chrome.kill();
    }
  } finally {
    stop();
  }
  fs.mkdirSync(outDir, { recursive: true });
  fs.writeFileSync(path.join(outDir, "lighthouse.json"), JSON.stringify({ at: new Date().toISOString(), bases, runs, results }, null, 2));
}

main().catch((error: unknown) => {
  console.error(error);
});
