// Runs once per vitest project (vitest.config.ts: "sqlite", "postgres"): migrates one template
// database that test/setup-env.ts copies for each test file that uses a database, so migrations are
// replayed once per run rather than once per file. The demo-data template for files that import
// test/seeded.ts is made by the first such file (test/seeded-template.ts), so a run without them
// does not seed. SQLite: files in a temporary folder, removed afterwards. PostgreSQL: databases
// named after this run, all dropped afterwards.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import type { TestProject } from "vitest/node";
import { installPgBoss } from "../lib/jobs/pgboss";
import { createMigratedDatabase, databaseOn, dropDatabasesLike, postgresAdminUrl } from "./postgres";

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
    databaseFiles: string[];
    seededFiles: string[];
    /** This run's scratch folder: the SQLite templates, the seed's lock and report. */
    runDir: string;
    /** SQLite: the migrated template file. PostgreSQL: the template database's name. */
    template: string;
  }
}

export default async function setup(project: TestProject) {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), `masterly-test-${project.name}-`));
  project.provide("runDir", runDir);
  if (project.name !== "postgres") {
    project.provide("template", migratedSqliteTemplate(runDir));
    return () => fs.rmSync(runDir, { recursive: true, force: true });
  }
  const adminUrl = postgresAdminUrl();
  if (!adminUrl) throw new Error("The postgres project needs TEST_POSTGRES_URL (a PostgreSQL admin URL)");
  const prefix = `masterly_test_${randomBytes(4).toString("hex")}`;
  await createMigratedDatabase(adminUrl, `${prefix}_template`);
  // Background jobs live in pg-boss's schema (docs/domain/jobs.md), which every copy then has.
  await installPgBoss(databaseOn(adminUrl, `${prefix}_template`));
  project.provide("template", `${prefix}_template`);
  console.log(`Tests on PostgreSQL (${new URL(adminUrl).host}): one database per test file.`);
  return async () => {
    await dropDatabasesLike(adminUrl, prefix);
    fs.rmSync(runDir, { recursive: true, force: true });
  };
}
