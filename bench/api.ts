// `npm run bench:api`: requests per second, p50 and p99 for each API route against a production
// server on the seeded database, each as a ratio to a no-op route measured in the same run (our
// machines are shared, so only ratios compare across runs). Prints figures; never fails a build.
import autocannon from "autocannon";
import { signIn, startBenchServer } from "./server";

const duration = Number(process.env.BENCH_DURATION || 10);
const connections = Number(process.env.BENCH_CONNECTIONS || 20);

const ROUTES: { name: string; path: string; auth?: boolean }[] = [
  { name: "noop (baseline)", path: "/api/noop" },
  { name: "health", path: "/api/health" },
  { name: "overview stats", path: "/api/admin/dashboard/stats", auth: true },
  { name: "staff list", path: "/api/admin/staff", auth: true },
  { name: "staff search", path: "/api/admin/staff?search=an", auth: true },
  { name: "students list", path: "/api/admin/students", auth: true },
  { name: "students search", path: "/api/admin/students?search=ma", auth: true },
  { name: "questions list", path: "/api/questions", auth: true },
  { name: "questions filter", path: "/api/questions?difficulty=hard&category=React", auth: true },
  { name: "courses list", path: "/api/courses", auth: true },
  { name: "analytics 30d", path: "/api/admin/analytics?range=30d", auth: true },
];

function run(url: string, headers: Record<string, string>) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    autocannon({ url, connections, duration, headers }, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

const server = await startBenchServer();
try {
  const cookie = await signIn(server.url, "admin@masterly.dev");
  const rows: { name: string; rps: number; p50: number; p99: number; errors: number; ratio: string }[] = [];
  let baseline = 0;
  for (const route of ROUTES) {
    const headers: Record<string, string> = route.auth ? { cookie } : {};
    const probe = await fetch(server.url + route.path, { headers });
    if (probe.status === 404) {
      console.log(`skip ${route.name}: ${route.path} is not there yet`);
      continue;
    }
    const result = await run(server.url + route.path, headers);
    const rps = result.requests.average;
    if (!baseline) baseline = rps;
    rows.push({
      name: route.name,
      rps: Math.round(rps),
      p50: result.latency.p50,
      p99: result.latency.p99,
      errors: result.errors + result.non2xx,
      ratio: baseline ? (rps / baseline).toFixed(2) : "-",
    });
  }
  console.log(`\nbench:api — ${duration}s per route, ${connections} connections (ratio = req/s ÷ no-op req/s)`);
  console.table(rows);
} finally {
  server.stop();
}
