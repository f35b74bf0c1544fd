// Students at scale: 50,000 generated learners in a temporary SQLite database, then the list, the
// search, the stats, the streamed CSV export (time and peak memory) and a 50,000-row CSV import
// (dry run, then the commit in the page's chunk size). Prints figures; never fails a build.
//
//   npx tsx --conditions=react-server --expose-gc bench/students-export.ts   (BENCH_LEARNERS=50000 by default)
//
// `--conditions=react-server` lets the data module's `import "server-only"` load outside Next.js.
// The heap the export holds (measured after forced GCs) should stay flat whatever BENCH_LEARNERS
// is: the CSV is streamed in keyset-paged batches, never built whole.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { migratedSqlite } from "./sqlite-file";

const LEARNERS = Number(process.env.BENCH_LEARNERS || 50_000);
const { dir, file, sqlite } = migratedSqlite("students");

// Generated rows go straight in through prepared statements (seconds, not minutes), stored the
// way Prisma's SQLite adapter stores them (ISO text dates, 0/1 booleans).
const names = ["Ana", "Ben", "Cleo", "Dev", "Eve", "Femi", "Gus", "Hana", "Ivo", "Jun", "Mara", "Malik"];
const iso = (d: Date) => d.toISOString().replace("Z", "+00:00");
const seedStart = process.hrtime.bigint();
sqlite.transaction(() => {
  const now = iso(new Date());
  const course = sqlite.prepare(`INSERT INTO "Course" (id, title, description, category, level, priceCents, duration, instructor, status, createdAt, updatedAt) VALUES (?, ?, 'Generated for the bench.', 'Programming', 'beginner', 1000, '1 hour', 'Bench', 'published', ?, ?)`);
  const user = sqlite.prepare(`INSERT INTO "User" (id, email, name, role, isActive, isEmailVerified, lastActivityAt, createdAt, updatedAt) VALUES (?, ?, ?, 'user', ?, ?, ?, ?, ?)`);
  const enrollment = sqlite.prepare(`INSERT INTO "Enrollment" (id, userId, courseId, progress, enrolledAt, completedAt) VALUES (?, ?, ?, ?, ?, ?)`);
  const courseIds = Array.from({ length: 10 }, (_, i) => `bench-course-${i}`);
  courseIds.forEach((id, i) => course.run(id, `Bench Course ${i}`, now, now));
  for (let n = 0; n < LEARNERS; n++) {
    const id = `bench-user-${n}`;
    const joined = iso(new Date(Date.now() - (n % 365) * 86_400_000));
    user.run(id, `learner${n}@bench.test`, `${names[n % names.length]} Learner${n}`, n % 9 !== 0 ? 1 : 0, n % 7 !== 0 ? 1 : 0, iso(new Date(Date.now() - (n % 90) * 86_400_000)), joined, joined);
    for (let k = 0; k <= n % 3; k++) {
      const progress = (n + k * 37) % 101;
      enrollment.run(`bench-enrollment-${n}-${k}`, id, courseIds[(n + k) % courseIds.length], progress, joined, progress === 100 ? now : null);
    }
  }
})();
sqlite.close();
const seedMs = Math.round(Number(process.hrtime.bigint() - seedStart) / 1e6);
process.env.DATABASE_URL = `file:${file}`;
process.env.MAIL_OUTBOX_DIR = path.join(dir, "outbox");

const { prisma } = await import("../lib/db");
const students = await import("../features/students/server");
const { IMPORT_CHUNK_SIZE } = await import("../features/students/schema");

const ms = (start: bigint) => Number(process.hrtime.bigint() - start) / 1e6;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
async function timed<T>(label: string, fn: () => Promise<T>, figures: Record<string, string | number>[]): Promise<T> {
  const start = process.hrtime.bigint();
  const value = await fn();
  figures.push({ step: label, ms: Math.round(ms(start)) });
  return value;
}

const figures: Record<string, string | number>[] = [{ step: "seed learners + enrollments (raw SQL)", ms: seedMs, rows: LEARNERS }];

const query = { page: 1, limit: 10 } as const;
await timed("list page 1 (limit 10)", () => students.listStudents(query), figures);
await timed("list page 2,500", () => students.listStudents({ page: 2_500, limit: 10 }), figures);
await timed("search 'ma'", () => students.listStudents({ ...query, search: "ma" }), figures);
await timed("search by course title", () => students.listStudents({ ...query, search: "Bench Course 3" }), figures);
await timed("filter status=pending", () => students.listStudents({ ...query, status: "pending" }), figures);
await timed("stats (4 cards)", () => students.studentStats(), figures);

async function drain(filter: Parameters<typeof students.exportStudentsCsv>[0]) {
  globalThis.gc?.();
  const baseline = process.memoryUsage().heapUsed;
  let peak = baseline;
  let chunks = 0;
  const reader = students.exportStudentsCsv(filter).getReader();
  let bytes = 0;
  let lines = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    // What the export holds on to: collect garbage every 10 batches, then read the heap. (Sampled
    // in the loop: the SQLite driver is synchronous, so a timer would never get a turn.)
    if (++chunks % 10 === 0) {
      globalThis.gc?.();
      peak = Math.max(peak, process.memoryUsage().heapUsed);
    }
    for (const byte of value) if (byte === 10) lines += 1;
  }
  return { rows: lines - 1, bytes, baseline, peak };
}

for (const [label, filter] of [["export all", {}], ["export status=active", { status: "active" as const }]] as const) {
  const start = process.hrtime.bigint();
  const result = await drain(filter);
  figures.push({ step: label, ms: Math.round(ms(start)), rows: result.rows, size: mb(result.bytes), "heap before": mb(result.baseline), "heap held (max)": mb(result.peak) });
}

const actor = await prisma.user.create({ data: { role: "admin", name: "Bench Admin", email: "admin@bench.test" }, select: { id: true, name: true } });
const rows = Array.from({ length: LEARNERS }, (_, n) => ({ line: n + 2, name: `Imported Person${n}`, email: `import${n}@bench.test`, courses: n % 2 ? "Bench Course 1; Bench Course 2" : "" }));
// Every tenth row repeats an existing learner's email, so the import updates as well as creates.
for (let n = 0; n < rows.length; n += 10) rows[n].email = `learner${n}@bench.test`;
const body = JSON.stringify({ rows, dryRun: true });
const dry = await timed("import dry run (whole file)", () => students.importStudents({ rows, dryRun: true, enroll: true, sendWelcome: false }, actor), figures);
figures[figures.length - 1].rows = rows.length;
figures[figures.length - 1].size = mb(Buffer.byteLength(body));
const start = process.hrtime.bigint();
let created = 0;
for (let i = 0; i < rows.length; i += IMPORT_CHUNK_SIZE) {
  const result = await students.importStudents({ rows: rows.slice(i, i + IMPORT_CHUNK_SIZE), dryRun: false, enroll: true, sendWelcome: false, importId: "bench" }, actor);
  created += result.created;
}
figures.push({ step: `import commit (${Math.ceil(rows.length / IMPORT_CHUNK_SIZE)} chunks of ${IMPORT_CHUNK_SIZE})`, ms: Math.round(ms(start)), rows: rows.length, created, "dry run said": dry.created });

console.log(`\nStudents at ${LEARNERS.toLocaleString("en-US")} learners (SQLite, ${os.cpus().length} cores):`);
console.table(figures);
await prisma.$disconnect();
fs.rmSync(dir, { recursive: true, force: true });
