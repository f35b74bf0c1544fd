// What a visitor's browser receives for the public pages, and what they cost the server, beside an
// empty page of the same build (/bench-empty): HTML raw and gzip, the React Server Components
// payload inlined in it (`self.__next_f.push` scripts) and fetched on a client navigation
// (`RSC: 1`), and requests per second under autocannon as a ratio to the empty page measured in
// the same run. Used by `npm run bench:bundle`. Prints figures; never fails a build.
import autocannon from "autocannon";
import { loadavg } from "node:os";
import { gzipSync } from "node:zlib";

export type PageFigures = {
  path: string;
  status: number;
  htmlRaw: number;
  htmlGzip: number;
  /** The inlined RSC payload: the bytes of the `self.__next_f.push(…)` scripts. */
  rscInline: number;
  /** The payload a client-side navigation fetches (`RSC: 1`). */
  rscFetch: number;
  rps: number | null;
  ratio: number | null;
  p99: number | null;
  /**
   * The server's CPU time per request under the load, all threads: other work on the machine moves
   * it less than req/s, but the server's own background work is counted too, which weighs when
   * few requests get through.
   */
  cpuMsPerRequest: number | null;
};

const duration = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 20);
// What the load asks for: gzip, as a browser does (the default), or identity (BENCH_ENCODING=identity),
// which shows what the server's compression costs beside the rest.
const encoding = process.env.BENCH_ENCODING || "gzip";
const warmup = Number(process.env.BENCH_WARMUP || 3);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 3));

function inlineRscBytes(html: string): number {
  let bytes = 0;
  for (const match of html.matchAll(/<script>(self\.__next_f\.push\([\s\S]*?\))<\/script>/g)) bytes += Buffer.byteLength(match[1]);
  return bytes;
}

function load(url: string, headers: Record<string, string>, seconds = duration) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Sizes of each page, then req/s of each (the empty page first, as the baseline). */
export async function measurePages(base: string, paths: string[], options: { load: boolean; cpuMs?: () => number | null } = { load: true }): Promise<PageFigures[]> {
  const rows: PageFigures[] = [];
  for (const path of paths) {
    const res = await fetch(base + path);
    const html = await res.text();
    const rsc = await fetch(base + path, { headers: { RSC: "1" } }).then((r) => r.arrayBuffer());
    rows.push({
      path,
      status: res.status,
      htmlRaw: Buffer.byteLength(html),
      htmlGzip: gzipSync(html).length,
      rscInline: inlineRscBytes(html),
      rscFetch: rsc.byteLength,
      rps: null,
      ratio: null,
      p99: null,
      cpuMsPerRequest: null,
    });
  }
  if (!options.load) return rows;
  // A warm-up per page first: a server just started compiles and caches on its first requests.
  for (const row of rows) await load(base + row.path, { "accept-encoding": encoding }, warmup);
  // The load comes in rounds, the pages in turn in each (BENCH_ROUNDS, default 3, of
  // BENCH_DURATION ÷ rounds seconds): other work on this shared machine comes and goes, and two
  // back-to-back windows of 10 s each saw ratios from 0.57× to 1.30× for the same build.
  const totals = rows.map(() => ({ requests: 0, seconds: 0, cpuMs: 0 as number | null, p99: 0 }));
  for (let round = 0; round < rounds; round += 1) {
    for (const [i, row] of rows.entries()) {
      // As a browser asks: compressed. The server compresses each answer, so size costs CPU.
      const cpuBefore = options.cpuMs?.() ?? null;
      const result = await load(base + row.path, { "accept-encoding": encoding }, duration / rounds);
      const cpuAfter = options.cpuMs?.() ?? null;
      const total = totals[i];
      total.requests += result.requests.total;
      total.seconds += result.duration;
      total.cpuMs = cpuBefore !== null && cpuAfter !== null && total.cpuMs !== null ? total.cpuMs + (cpuAfter - cpuBefore) : null;
      total.p99 = Math.max(total.p99, result.latency.p99);
      if (result.non2xx || result.errors) console.warn(`${row.path}: ${result.non2xx} non-2xx answers, ${result.errors} errors under load`);
    }
  }
  const baseline = totals[0].seconds ? totals[0].requests / totals[0].seconds : 0;
  for (const [i, row] of rows.entries()) {
    const total = totals[i];
    const rps = total.seconds ? total.requests / total.seconds : 0;
    row.rps = Math.round(rps);
    row.p99 = total.p99;
    row.ratio = baseline ? Number((rps / baseline).toFixed(2)) : null;
    if (total.cpuMs !== null && total.requests > 0) row.cpuMsPerRequest = Number((total.cpuMs / total.requests).toFixed(3));
  }
  return rows;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function printPages(rows: PageFigures[]) {
  // Other work on the machine moves req/s: the load average says how much there was (ratios compare).
  console.log(`\nPages (HTML as served; req/s asking for ${encoding}, ${connections} connections, ${duration} s each in ${rounds} interleaved rounds; ratio = req/s ÷ the empty page's; load average ${loadavg().map((l) => l.toFixed(1)).join(" ")})`);
  console.log(`${"page".padEnd(28)} status  ${"HTML raw".padStart(9)}  ${"gzip".padStart(8)}  ${"RSC inline".padStart(10)}  ${"RSC fetch".padStart(9)}  ${"req/s".padStart(6)}  ratio  p99 ms  CPU ms/req`);
  for (const r of rows) {
    console.log(
      `${r.path.slice(0, 28).padEnd(28)} ${String(r.status).padStart(6)}  ${kb(r.htmlRaw).padStart(9)}  ${kb(r.htmlGzip).padStart(8)}  ${kb(r.rscInline).padStart(10)}  ${kb(r.rscFetch).padStart(9)}  ${String(r.rps ?? "-").padStart(6)}  ${(r.ratio === null ? "-" : `${r.ratio.toFixed(2)}×`).padStart(5)}  ${String(r.p99 ?? "-").padStart(6)}  ${(r.cpuMsPerRequest === null ? "-" : r.cpuMsPerRequest.toFixed(3)).padStart(10)}`,
    );
  }
  const home = rows.find((r) => r.path === "/");
  if (home) {
    console.log(`\n"/": ${kb(home.htmlRaw)} of HTML (goal ≤ 100 KB) ${home.htmlRaw <= 100 * 1024 ? "✓" : "✗"}` + (home.ratio === null ? "" : `; ${home.ratio.toFixed(2)}× the empty page's req/s (goal ≥ 0.70×) ${home.ratio >= 0.7 ? "✓" : "✗"}`));
  }
}
