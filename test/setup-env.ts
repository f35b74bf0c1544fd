// Runs before each test file: gives the file its own freshly migrated SQLite database, so route
// handlers are tested against a real database with no mocks and no shared state between files.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

const migrationsDir = path.resolve(import.meta.dirname, "../prisma/migrations");

function freshDatabase(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masterly-test-"));
  const file = path.join(dir, "test.db");
  const db = new Database(file);
  db.pragma("journal_mode = WAL");
  for (const entry of fs.readdirSync(migrationsDir).sort()) {
    const sql = path.join(migrationsDir, entry, "migration.sql");
    if (fs.existsSync(sql)) db.exec(fs.readFileSync(sql, "utf8"));
  }
  db.close();
  return `file:${file}`;
}

process.env.DATABASE_URL = freshDatabase();
// Tests give each simulated client its own X-Real-IP, as a trusted proxy would.
process.env.TRUST_PROXY = "true";
process.env.MAIL_OUTBOX_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "masterly-outbox-"));
delete (globalThis as { masterlyPrisma?: unknown }).masterlyPrisma;
