// Runs before each test file. A file whose imports reach the database (vitest.config.ts) gets
// its own database: a copy of the template test/global-setup.ts migrated once for the run, or of
// the demo data when the file imports test/seeded.ts (test/seeded-template.ts). So route handlers
// are tested against a real database with no mocks and no shared state between files. SQLite in
// the "sqlite" project, PostgreSQL in the "postgres" one (test/postgres.ts). Any other file gets no database at all: its
// first query fails and says why, so nothing reaches a database without also running on PostgreSQL.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, expect, inject } from "vitest";
import type { ApiErrorAuditEntry, ApiResponseAuditEntry } from "@/lib/api/handler";
import type { ErrorCode } from "@/lib/errors/catalogue";
import { databaseOn, vitestPostgresUrl, withAdmin } from "./postgres";
import { seededTemplate } from "./seeded-template";

const testFile = path.relative(path.resolve(import.meta.dirname, ".."), expect.getState().testPath ?? "");
const usesDatabase = inject("databaseFiles").includes(testFile);
const seeded = inject("seededFiles").includes(testFile);

const runDir = inject("runDir");
const template = inject("template");
// This file's own folder in the run's, which the global teardown removes.
const fileDir = fs.mkdtempSync(path.join(runDir, "file-"));

async function freshSqliteDatabase(): Promise<string> {
  const source = seeded ? await seededTemplate(runDir, template) : template;
  const file = path.join(fileDir, "test.db");
  fs.copyFileSync(source, file);
  return `file:${file}`;
}

async function freshPostgresDatabase(adminUrl: string): Promise<string> {
  const source = seeded ? await seededTemplate(runDir, template, adminUrl) : template;
  const name = `${template.replace(/_template$/, "")}_${randomBytes(4).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${source}"`));
  return databaseOn(adminUrl, name);
}

/** Stands in for the Prisma client in a file found not to use the database. */
function noDatabase(): unknown {
  const refuse = (): never => {
    throw new Error(
      `${testFile} reached the database, but vitest.config.ts found no import chain from it to the Prisma client, so it would not run on PostgreSQL. Import the module that uses the database statically (with a literal path), not through a computed one.`,
    );
  };
  return new Proxy({}, { get: (_target, key) => (key === "then" ? undefined : refuse()), apply: refuse });
}

const adminUrl = vitestPostgresUrl();
delete (globalThis as { masterlyPrisma?: unknown }).masterlyPrisma;
if (usesDatabase) {
  process.env.DATABASE_URL = adminUrl ? await freshPostgresDatabase(adminUrl) : await freshSqliteDatabase();
} else {
  // lib/db/index.ts keeps its client here. Any other client would open DATABASE_URL, a path no one can
  // create (under /dev/null): never the development database that an unset one would name.
  (globalThis as { masterlyPrisma?: unknown }).masterlyPrisma = noDatabase();
  process.env.DATABASE_URL = "file:/dev/null/no-database-for-this-test-file/test-setup-env.db";
}
// Passwords are hashed at bcrypt's lowest cost: the tests never measure it, and at cost 10 hashing
// was a large share of the suite's CPU (lib/auth/password.ts; its own tests check cost 10).
process.env.BCRYPT_TEST_COST ??= "4";
// Tests give each simulated client its own X-Real-IP, as a trusted proxy would.
process.env.TRUST_PROXY = "true";
process.env.MAIL_OUTBOX_DIR = path.join(fileDir, "outbox");
process.env.STORAGE_DIR = path.join(fileDir, "storage");
for (const dir of [process.env.MAIL_OUTBOX_DIR, process.env.STORAGE_DIR]) fs.mkdirSync(dir, { recursive: true });

// Every error a route answers in a test must be one its config implies or declares in `errors`,
// or the OpenAPI document would not list it: lib/api/handler.ts hands each error answer to this
// hook, and the file fails when any was undeclared. The answers are checked at the end of the file,
// so that a file that meets no error answer does not load the OpenAPI module (zod's JSON Schema side).
process.env.API_ERROR_AUDIT = "1";
const errorAnswers: ApiErrorAuditEntry[] = [];
(globalThis as { __apiErrorAudit?: (entry: ApiErrorAuditEntry) => void }).__apiErrorAudit = (entry) => {
  if (entry.status < 500) errorAnswers.push(entry);
};
// Every 2xx JSON answer of a route that documents its success body (`response`) must match it, so
// each route test checks the documented body of what it exercises.
const mismatched = new Set<string>();
(globalThis as { __apiResponseAudit?: (entry: ApiResponseAuditEntry) => void }).__apiResponseAudit = (entry) => {
  const result = entry.schema.safeParse(entry.body);
  if (result.success) return;
  const issues = result.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
  mismatched.add(`${entry.method} ${entry.file} answered ${entry.status} with a body its \`response\` schema rejects: ${issues.join("; ")}`);
};
afterAll(async () => {
  if (mismatched.size) throw new Error(`Routes answered success bodies their handler config's \`response\` does not describe:\n${[...mismatched].join("\n")}`);
  if (errorAnswers.length === 0) return;
  const { routeErrorCodes } = await import("@/lib/api/openapi");
  const undeclared = new Set<string>();
  for (const entry of errorAnswers) {
    if (entry.code && routeErrorCodes(entry.method, entry.config).includes(entry.code as ErrorCode)) continue;
    undeclared.add(`${entry.method} ${entry.file} answered ${entry.code ?? entry.status}`);
  }
  if (undeclared.size) throw new Error(`Routes answered codes their handler config does not declare in \`errors\`:\n${[...undeclared].join("\n")}`);
});
