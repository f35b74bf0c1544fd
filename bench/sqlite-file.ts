// A migrated SQLite database in a temporary folder for the in-process benches: every migration
// replayed, WAL on. The bench fills it through `sqlite`, then points Prisma at `file`.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";

export function migratedSqlite(name: string): { dir: string; file: string; sqlite: Database.Database } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `masterly-bench-${name}-`));
  const file = path.join(dir, "bench.db");
  const migrations = path.resolve(import.meta.dirname, "../prisma/migrations");
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  for (const entry of fs.readdirSync(migrations).sort()) {
    const sql = path.join(migrations, entry, "migration.sql");
    if (fs.existsSync(sql)) sqlite.exec(fs.readFileSync(sql, "utf8"));
  }
  return { dir, file, sqlite };
}
