// Runs before each test file: gives the file its own freshly migrated database (a copy of the
// template test/global-setup.ts migrated once for the run), so route handlers are tested against a
// real database with no mocks and no shared state between files. SQLite by default; PostgreSQL under
// `npm run test:pg` (test/postgres.ts).
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import type { ApiErrorAuditEntry, ApiResponseAuditEntry } from "@/lib/api/handler";
import { routeErrorCodes } from "@/lib/api/openapi";
import type { ErrorCode } from "@/lib/errors/catalogue";
import { databaseOn, vitestPostgresUrl, withAdmin } from "./postgres";

function freshSqliteDatabase(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masterly-test-"));
  const file = path.join(dir, "test.db");
  fs.copyFileSync(inject("sqliteTemplate"), file);
  return `file:${file}`;
}

async function freshPostgresDatabase(adminUrl: string): Promise<string> {
  const template = inject("postgresTemplate");
  const name = `${template.replace(/_template$/, "")}_${randomBytes(4).toString("hex")}`;
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
  return databaseOn(adminUrl, name);
}

const adminUrl = vitestPostgresUrl();
process.env.DATABASE_URL = adminUrl ? await freshPostgresDatabase(adminUrl) : freshSqliteDatabase();
// Tests give each simulated client its own X-Real-IP, as a trusted proxy would.
process.env.TRUST_PROXY = "true";
process.env.MAIL_OUTBOX_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "masterly-outbox-"));
process.env.STORAGE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "masterly-storage-"));
delete (globalThis as { masterlyPrisma?: unknown }).masterlyPrisma;

// Every error a route answers in a test must be one its config implies or declares in `errors`,
// or the OpenAPI document would not list it: lib/api/handler.ts hands each error answer
// to this hook, and the file fails when any was undeclared.
process.env.API_ERROR_AUDIT = "1";
const undeclared = new Set<string>();
(globalThis as { __apiErrorAudit?: (entry: ApiErrorAuditEntry) => void }).__apiErrorAudit = (entry) => {
  if (entry.status >= 500) return;
  if (entry.code && routeErrorCodes(entry.method, entry.config).includes(entry.code as ErrorCode)) return;
  undeclared.add(`${entry.method} ${entry.file} answered ${entry.code ?? entry.status}`);
};
// Every 2xx JSON answer of a route that documents its success body (`response`) must match it
// (docs/architecture.md, convention 11), so each route test checks the documented body of what it exercises.
const mismatched = new Set<string>();
(globalThis as { __apiResponseAudit?: (entry: ApiResponseAuditEntry) => void }).__apiResponseAudit = (entry) => {
  const result = entry.schema.safeParse(entry.body);
  if (result.success) return;
  const issues = result.error.issues.slice(0, 3).map((issue) => `${issue.path.join(".") || "(body)"}: ${issue.message}`);
  mismatched.add(`${entry.method} ${entry.file} answered ${entry.status} with a body its \`response\` schema rejects: ${issues.join("; ")}`);
};
afterAll(() => {
  if (mismatched.size) throw new Error(`Routes answered success bodies their handler config's \`response\` does not describe:\n${[...mismatched].join("\n")}`);
  if (undeclared.size) throw new Error(`Routes answered codes their handler config does not declare in \`errors\`:\n${[...undeclared].join("\n")}`);
});
