// `npm run bench:api` (docs/decisions/009-prisma-plan-cache.md): requests per second for /api/health and every list endpoint,
// called as an admin with a bearer token (a page of 10, as the dashboard asks), each as a ratio to
// /api/health measured in the same run: our machines are shared, so only ratios compare across runs.
// Prints figures; never fails a build.
//
// By default it builds (BENCH_SKIP_BUILD=1 reuses the last build) and starts a production server on a
// fresh seeded database. BENCH_URL=http://127.0.0.1:3281 measures a server already running instead
// (seeded: it signs in as admin@masterly.dev). BENCH_COMPARE_URL=<another server> measures a second
// one too, route by route in turns with the first, so two builds (before and after a change) meet the
// same load on the machine; each gets its own ratios.
//   BENCH_DURATION=8 (s per route and server)  BENCH_CONNECTIONS=20  BENCH_ROUNDS=1 (passes over the routes)
//   BENCH_PID=<server pid> (BENCH_COMPARE_PID for the second): also report the server's CPU time per
//   request (Linux /proc), which a busy machine disturbs far less than req/s
//   BENCH_ONLY=staff,courses (routes whose name contains one of these words; health always runs)
import fs from "node:fs";
import autocannon from "autocannon";
import { startBenchServer, type BenchServer } from "./server";

const duration = Number(process.env.BENCH_DURATION || 8);
const connections = Number(process.env.BENCH_CONNECTIONS || 20);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS || 1));

/** `{course}` in a path stands for a course of the seed (the first of the admin's course list). */
type Route = { name: string; path: string; auth?: boolean };

/** /api/health first: every ratio is against it. */
const ROUTES: Route[] = [
  { name: "health", path: "/api/health" },
  { name: "noop (bench builds only)", path: "/api/noop" },
  { name: "me", path: "/api/auth/me", auth: true },
  { name: "staff list", path: "/api/admin/staff?page=1&limit=10", auth: true },
  { name: "students list", path: "/api/admin/students?page=1&limit=10", auth: true },
  { name: "questions list", path: "/api/questions?page=1&limit=10", auth: true },
  { name: "courses list", path: "/api/courses?page=1&limit=10", auth: true },
  { name: "staff invitations", path: "/api/admin/staff/invitations", auth: true },
  { name: "audit log", path: "/api/admin/audit?page=1&limit=10", auth: true },
  { name: "coupons", path: "/api/admin/coupons?page=1&limit=10", auth: true },
  { name: "orders", path: "/api/orders?page=1&limit=10", auth: true },
  { name: "certificates", path: "/api/certificates?page=1&limit=10", auth: true },
  { name: "grading queue", path: "/api/admin/grading?page=1&limit=10", auth: true },
  { name: "notifications", path: "/api/notifications", auth: true },
  { name: "sessions", path: "/api/profile/sessions", auth: true },
  { name: "course reviews", path: "/api/courses/{course}/reviews", auth: true },
  { name: "curriculum", path: "/api/courses/{course}/curriculum", auth: true },
];

function run(url: string, headers: Record<string, string>) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** An admin's bearer access token (15 minutes: longer than the whole bench). */
async function adminBearer(url: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email: "admin@masterly.dev", password: "masterly-demo" }),
  });
  if (!res.ok) throw new Error(`sign-in failed at ${url}: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { data: { token: string } };
  return `Bearer ${body.data.token}`;
}

type Target = { label: string; url: string; bearer: string; course: string; pid?: number; cpu: Map<string, number[]>; rps: Map<string, number[]>; p50: Map<string, number[]>; errors: Map<string, number> };

/** CPU time (user + system) the process has used so far, in ms; NaN when it cannot be read. */
function cpuMs(pid: number | undefined): number {
  if (!pid) return NaN;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").replace(/^.*\) /, "").split(" ");
    return (Number(fields[11]) + Number(fields[12])) * 10; // utime, stime in 1/100 s
  } catch {
    return NaN;
  }
}

async function target(label: string, url: string, pid?: string): Promise<Target> {
  const bearer = await adminBearer(url);
  const courses = (await (await fetch(`${url}/api/courses?page=1&limit=1`, { headers: { authorization: bearer } })).json()) as { data?: { courses?: { _id: string }[] } };
  return { label, url, bearer, course: courses.data?.courses?.[0]?._id ?? "none", pid: pid ? Number(pid) : undefined, cpu: new Map(), rps: new Map(), p50: new Map(), errors: new Map() };
}

const pathOn = (t: Target, route: Route) => t.url + route.path.replace("{course}", t.course);

const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : NaN);

async function main() {
  let server: BenchServer | null = null;
  try {
    let url = process.env.BENCH_URL;
    if (!url) {
      server = await startBenchServer();
      url = server.url;
    }
    const targets = [await target(process.env.BENCH_LABEL || "server", url, process.env.BENCH_PID)];
    if (process.env.BENCH_COMPARE_URL) targets.push(await target(process.env.BENCH_COMPARE_LABEL || "compare", process.env.BENCH_COMPARE_URL, process.env.BENCH_COMPARE_PID));

    // Routes a build does not have (the no-op outside bench builds, a feature not merged yet) are skipped.
    const routes: Route[] = [];
    const only = (process.env.BENCH_ONLY ?? "").split(",").map((w) => w.trim()).filter(Boolean);
    for (const route of ROUTES.filter((r) => r.name === "health" || !only.length || only.some((w) => r.name.includes(w)))) {
      const statuses = await Promise.all(targets.map(async (t) => (await fetch(pathOn(t, route), { headers: route.auth ? { authorization: t.bearer } : {} })).status));
      if (statuses.every((s) => s === 200)) routes.push(route);
      else console.log(`skip ${route.name}: ${route.path} answered ${statuses.join(", ")}`);
    }

    // /api/health is measured again at the end of each round: the baseline is their mean, so a burst
    // of load from elsewhere during one health run does not skew every ratio.
    const sequence = [...routes, ...routes.filter((r) => r.name === "health")];
    for (let round = 0; round < rounds; round += 1) {
      for (const [index, route] of sequence.entries()) {
        // Alternate which server goes first, so neither always meets the same moment of load.
        const order = (round + index) % 2 === 0 ? targets : [...targets].reverse();
        for (const t of order) {
          const cpuBefore = cpuMs(t.pid);
          const result = await run(pathOn(t, route), route.auth ? { authorization: t.bearer } : {});
          const cpu = (cpuMs(t.pid) - cpuBefore) / Math.max(1, result.requests.total);
          (t.cpu.get(route.name) ?? t.cpu.set(route.name, []).get(route.name))?.push(cpu);
          (t.rps.get(route.name) ?? t.rps.set(route.name, []).get(route.name))?.push(result.requests.average);
          (t.p50.get(route.name) ?? t.p50.set(route.name, []).get(route.name))?.push(result.latency.p50);
          t.errors.set(route.name, (t.errors.get(route.name) ?? 0) + result.errors + result.non2xx);
        }
      }
    }

    console.log(`\nbench:api: ${duration} s per route and server, ${connections} connections, ${rounds} round(s); ratio = req/s ÷ /api/health req/s on the same server`);
    const rows = routes.map((route) => {
      const row: Record<string, string | number> = { route: route.name, path: route.path };
      for (const t of targets) {
        const rps = mean(t.rps.get(route.name) ?? []);
        const health = mean(t.rps.get("health") ?? []);
        const prefix = targets.length > 1 ? `${t.label} ` : "";
        row[`${prefix}req/s`] = Math.round(rps);
        row[`${prefix}p50 ms`] = Number(mean(t.p50.get(route.name) ?? []).toFixed(1));
        row[`${prefix}÷ health`] = (rps / health).toFixed(2);
        if (t.pid) {
          const cpu = mean(t.cpu.get(route.name) ?? []);
          row[`${prefix}CPU ms/req`] = Number(cpu.toFixed(2));
          // What req/s would be, as a ratio, were the server alone on its core: health's CPU ÷ this route's.
          row[`${prefix}CPU health÷`] = (mean(t.cpu.get("health") ?? []) / cpu).toFixed(2);
        }
        if (t.errors.get(route.name)) row[`${prefix}errors`] = t.errors.get(route.name) ?? 0;
      }
      return row;
    });
    console.table(rows);
    for (const t of targets) {
      const health = mean(t.rps.get("health") ?? []);
      const lists = routes.filter((r) => r.auth && r.name !== "me");
      const worst = lists.map((r) => ({ name: r.name, ratio: mean(t.rps.get(r.name) ?? []) / health })).sort((a, b) => a.ratio - b.ratio)[0];
      const staff = mean(t.rps.get("staff list") ?? []) / health;
      if (worst) console.log(`${t.label}: staff list ${staff.toFixed(2)}× health (goal ≥ 0.6); slowest list ${worst.name} ${worst.ratio.toFixed(2)}× (goal ≥ 0.5)`);
    }
  } catch (error) {
    console.log(`! bench:api could not finish: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    server?.stop();
  }
}

await main();
process.exit(0);
