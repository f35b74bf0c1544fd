// Runs once per vitest run: migrates one template database that test/setup-env.ts copies for each
// test file, so migrations are replayed once per run rather than once per file. SQLite: a migrated
// file in a temporary folder, removed afterwards. PostgreSQL (`npm run test:pg`): a template database,
// dropped afterwards with every database of this run.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { TestProject } from "vitest/node";
import { createMigratedDatabase, dropDatabasesLike, vitestPostgresUrl } from "./postgres";

const migrationsDir = path.resolve(import.meta.dirname, "../prisma/migrations");

/** A SQLite file with every migration applied, closed (so its WAL is checkpointed) and ready to copy. */
function migratedSqliteTemplate(dir: string): string {
  const file = path.join(dir, "template.db");
  const db = new Database(file);
  try {
    db.pragma("journal_mode = WAL");
    for (const entry of fs.readdirSync(migrationsDir).sort()) {
      const sql = path.join(migrationsDir, entry, "migration.sql");
      if (fs.existsSync(sql)) db.exec(fs.readFileSync(sql, "utf8"));
    }
  } finally {
    db.close();
  }
  return file;
}

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
    sqliteTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = vitestPostgresUrl();
  if (!adminUrl) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "masterly-test-template-"));
    project.provide("sqliteTemplate", migratedSqliteTemplate(dir));
    return () => fs.rmSync(dir, { recursive: true, force: true });
  }
  const prefix = `masterly_test_${randomBytes(4).toString("hex")}`;
  const template = `${prefix}_template`;
  await createMigratedDatabase(adminUrl, template);
  project.provide("postgresTemplate", template);
  console.log(`Route-handler tests run on PostgreSQL (${new URL(adminUrl).host}), one database per test file.`);
  return async () => dropDatabasesLike(adminUrl, prefix);
}
