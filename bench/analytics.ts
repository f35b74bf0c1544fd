// Analytics at scale: the demo seed copied 100 times over (learners, courses, enrollments and
// learning sessions) in a temporary SQLite database, then every range's report and its CSV timed.
// Prints figures; never fails a build. `npm run bench:api` covers the HTTP route on the plain seed.
//
//   npx tsx --conditions=react-server bench/analytics.ts      (BENCH_SCALE=100, BENCH_RUNS=5 by default)
//
// `--conditions=react-server` lets the data module's `import "server-only"` load outside Next.js.
import fs from "node:fs";
import path from "node:path";
import { migratedSqlite } from "./sqlite-file";

const SCALE = Number(process.env.BENCH_SCALE || 100);
const RUNS = Number(process.env.BENCH_RUNS || 5);
const { dir, file, sqlite } = migratedSqlite("analytics");
process.env.DATABASE_URL = `file:${file}`;
process.env.MAIL_OUTBOX_DIR = path.join(dir, "outbox");

const { prisma } = await import("../lib/db");
const { seedDatabase } = await import("../prisma/seed");
const { getAnalytics } = await import("../features/analytics/server/analytics");
const { analyticsCsv } = await import("../features/analytics/server/csv-export");
const { ANALYTICS_RANGES } = await import("../features/analytics/schema");

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

let started = process.hrtime.bigint();
await seedDatabase(prisma);
await prisma.$disconnect();

/** Copies every row of `table` matching `where` SCALE-1 times, suffixing ids (and the columns in `suffix`). */
function multiply(table: string, where: string, suffix: string[], prefix: string[] = []) {
  const columns = (sqlite.prepare(`PRAGMA table_info("${table}")`).all() as { name: string }[]).map((c) => c.name);
  const select = columns
    .map((c) => (c === "id" || suffix.includes(c) ? `"${c}" || '_' || @k` : prefix.includes(c) ? `@k || '.' || "${c}"` : `"${c}"`))
    .join(", ");
  const insert = sqlite.prepare(`INSERT INTO "${table}" (${columns.map((c) => `"${c}"`).join(", ")}) SELECT ${select} FROM "${table}" WHERE ${where}`);
  sqlite.transaction(() => {
    for (let k = 1; k < SCALE; k += 1) insert.run({ k: String(k) });
  })();
}
multiply("User", `"role" = 'user' AND "id" NOT LIKE '%\\_%' ESCAPE '\\'`, [], ["email"]);
multiply("Course", `"id" NOT LIKE '%\\_%' ESCAPE '\\'`, []);
multiply("Enrollment", `"id" NOT LIKE '%\\_%' ESCAPE '\\'`, ["userId", "courseId"]);
multiply("LearningSession", `"id" NOT LIKE '%\\_%' ESCAPE '\\'`, ["userId"]);
sqlite.exec("ANALYZE");
const count = (table: string) => (sqlite.prepare(`SELECT COUNT(*) AS n FROM "${table}"`).get() as { n: number }).n;
const sizes = { learners: sqlite.prepare(`SELECT COUNT(*) AS n FROM "User" WHERE "role" = 'user'`).get() as { n: number }, courses: count("Course"), enrollments: count("Enrollment"), sessions: count("LearningSession") };
console.log(`Seeded ×${SCALE} in ${Math.round(ms(started))} ms: ${sizes.learners.n} learners, ${sizes.courses} courses, ${sizes.enrollments} enrollments, ${sizes.sessions} learning sessions`);

const rows: Record<string, string | number>[] = [];
for (const range of ANALYTICS_RANGES) {
  await getAnalytics(range, new Date()); // warm the connection and SQLite's page cache
  const times: number[] = [];
  let report: Awaited<ReturnType<typeof getAnalytics>> | undefined;
  for (let i = 0; i < RUNS; i += 1) {
    started = process.hrtime.bigint();
    report = await getAnalytics(range, new Date()); // an explicit time skips the aggregate cache
    times.push(ms(started));
  }
  started = process.hrtime.bigint();
  const csv = report ? analyticsCsv(report) : "";
  const csvMs = ms(started);
  rows.push({
    range,
    "report p50 ms": Math.round(median(times)),
    "report max ms": Math.round(Math.max(...times)),
    "csv ms": Number(csvMs.toFixed(1)),
    "csv bytes": csv.length,
    enrollments: report?.overview.enrollments.value ?? 0,
  });
}
console.log(`\nbench:analytics — ${RUNS} runs per range on the ×${SCALE} seed (report = every figure on the page)`);
console.table(rows);

await prisma.$disconnect();
sqlite.close();
fs.rmSync(dir, { recursive: true, force: true });
