// Each figure's function timed uncached (AGGREGATE_CACHE_TTL_MS=0) in this process, against the
// database DATABASE_URL names (a bench:scale database kept with BENCH_KEEP=1, say): the Overview,
// Analytics for each range, the Students and Courses stat cards and one course's analytics. Median of
// BENCH_RUNS (default 5) after one warm-up, wall clock and CPU. bench/RESULTS.md §7 comes from it.
//   DATABASE_URL=file:/tmp/…/masterly.db npx tsx --conditions=react-server bench/figures.ts
export {};
process.env.AGGREGATE_CACHE_TTL_MS = "0";
const { prisma } = await import("../lib/db");
const { getOverviewStats } = await import("../features/analytics/server/overview");
const { getAnalytics } = await import("../features/analytics/server/analytics");
const { studentStats } = await import("../features/students/server");
const { courseStats, courseAnalytics } = await import("../features/courses/server");

const RUNS = Math.max(1, Number(process.env.BENCH_RUNS || 5));

/**
 * Median wall-clock ms and median CPU ms of this process (user + system) per call. SQLite runs in
 * this process (better-sqlite3, synchronous), so on a loaded machine the CPU figure is the work
 * itself and the wall figure adds the wait for a core.
 */
async function time(name: string, run: () => Promise<unknown>) {
  const ms: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i <= RUNS; i += 1) {
    const usage = process.cpuUsage();
    const started = performance.now();
    await run();
    const used = process.cpuUsage(usage);
    if (i > 0) {
      ms.push(performance.now() - started);
      cpu.push((used.user + used.system) / 1000);
    }
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)];
  console.log(`${name.padEnd(28)} ${median(ms).toFixed(1).padStart(7)} ms  (cpu ${median(cpu).toFixed(1)} ms)`);
}

const course = await prisma.course.findFirstOrThrow({ where: { enrollments: { some: {} } }, select: { id: true } });
await time("overview", () => getOverviewStats(new Date()));
for (const range of ["7d", "30d", "90d", "1y"] as const) await time(`analytics ${range}`, () => getAnalytics(range, new Date()));
await time("students stat cards", () => studentStats());
await time("courses stat cards", () => courseStats({ id: "bench", role: "admin" } as never));
await time("course analytics 30d", () => courseAnalytics(course.id, "30d"));
await prisma.$disconnect();
