// `npm run db:check` (part of `npm test`): fails when the SQLite and PostgreSQL schemas, or their
// migrations, drift apart.
//   1. prisma/postgres/schema.prisma is exactly the copy generated from prisma/schema.prisma;
//   2. both migration folders hold the same migrations, each with its migration.sql;
//   3. per database, the migrations build exactly the database the schema describes: one scratch
//      database gets every migration, another gets `prisma migrate diff --from-empty` of the schema,
//      and their catalogs (columns, types, defaults, indexes, keys) must match, once the search
//      indexes written by hand (FTS5 tables and triggers, pg_trgm indexes; scripts/db-catalog.ts) are
//      found in the migrated one and set aside, and the triggers that keep "UserCount" are found.
// PostgreSQL needs a server: TEST_POSTGRES_URL (an admin URL). Without one the PostgreSQL half is
// skipped with a notice, except in CI, where it is required.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { catalogDifferences, postgresCatalog, postgresTriggers, sqliteCatalog, sqliteTriggers, withoutSearchObjects } from "./db-catalog";
import { POSTGRES_SCHEMA, SQLITE_SCHEMA, postgresSchema, prismaDiffScript } from "./db-schema";
import { createMigratedDatabase, databaseOn, dropDatabasesLike, postgresAdminUrl, withAdmin } from "../test/postgres";

const root = path.resolve(import.meta.dirname, "..");
const SQLITE_MIGRATIONS = path.join(root, "prisma", "migrations");
const POSTGRES_MIGRATIONS = path.join(root, "prisma", "postgres", "migrations");
const problems: string[] = [];

function migrationNames(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => d.name)
    .sort();
}

/** The SQL that creates the schema from nothing, as Prisma renders it for DATABASE_URL's provider. */
function schemaScript(schema: string, databaseUrl: string): string {
  return prismaDiffScript(["--from-empty", "--to-schema-datamodel", schema], databaseUrl);
}

function report(label: string, differences: string[]) {
  if (differences.length === 0) console.log(`✓ ${label}`);
  else problems.push(`${label}:\n    ${differences.join("\n    ")}`);
}

// 1. The generated copy.
const expectedCopy = postgresSchema(fs.readFileSync(SQLITE_SCHEMA, "utf8"));
report(
  "prisma/postgres/schema.prisma is generated from prisma/schema.prisma",
  fs.existsSync(POSTGRES_SCHEMA) && fs.readFileSync(POSTGRES_SCHEMA, "utf8") === expectedCopy ? [] : ["stale: run `npm run db:schema`"],
);

// 2. The same migrations on both sides.
const sqliteNames = migrationNames(SQLITE_MIGRATIONS);
const postgresNames = migrationNames(POSTGRES_MIGRATIONS);
report("both databases have the same migrations", [
  ...sqliteNames.filter((n) => !postgresNames.includes(n)).map((n) => `${n}: no PostgreSQL migration`),
  ...postgresNames.filter((n) => !sqliteNames.includes(n)).map((n) => `${n}: no SQLite migration`),
  ...[...sqliteNames.map((n) => path.join(SQLITE_MIGRATIONS, n)), ...postgresNames.map((n) => path.join(POSTGRES_MIGRATIONS, n))]
    .filter((dir) => !fs.existsSync(path.join(dir, "migration.sql")))
    .map((dir) => `${path.relative(root, dir)}: no migration.sql`),
]);

// 3a. SQLite: migrations vs schema.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "masterly-drift-"));
try {
  const migrated = path.join(scratch, "migrated.db");
  const fromSchema = path.join(scratch, "schema.db");
  const db = new Database(migrated);
  for (const name of sqliteNames) db.exec(fs.readFileSync(path.join(SQLITE_MIGRATIONS, name, "migration.sql"), "utf8"));
  db.close();
  const script = schemaScript(SQLITE_SCHEMA, `file:${fromSchema}`);
  const reference = new Database(fromSchema);
  reference.exec(script);
  reference.close();
  const search = withoutSearchObjects(sqliteCatalog(migrated), "sqlite", sqliteTriggers(migrated));
  report("SQLite migrations build the schema and the search indexes", [
    ...catalogDifferences(sqliteCatalog(fromSchema), search.catalog),
    ...search.missing.map((m) => `missing hand-written object: ${m}`),
  ]);
} finally {
  fs.rmSync(scratch, { recursive: true, force: true });
}

// 3b. PostgreSQL: migrations vs schema.
const adminUrl = postgresAdminUrl();
if (!adminUrl) {
  const message = "PostgreSQL half skipped: set TEST_POSTGRES_URL to a server's admin URL (README, \"Testing on PostgreSQL\").";
  if (process.env.CI) problems.push(message);
  else console.log(`! ${message}`);
} else {
  const prefix = `masterly_drift_${randomBytes(4).toString("hex")}`;
  try {
    await createMigratedDatabase(adminUrl, `${prefix}_migrated`);
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${prefix}_schema"`));
    const referenceUrl = databaseOn(adminUrl, `${prefix}_schema`);
    const script = schemaScript(POSTGRES_SCHEMA, referenceUrl);
    await withAdmin(referenceUrl, (db) => db.query(script));
    const migratedUrl = databaseOn(adminUrl, `${prefix}_migrated`);
    const search = withoutSearchObjects(await postgresCatalog(migratedUrl), "postgresql", await postgresTriggers(migratedUrl));
    report("PostgreSQL migrations build the schema and the search indexes", [
      ...catalogDifferences(await postgresCatalog(referenceUrl), search.catalog),
      ...search.missing.map((m) => `missing hand-written object: ${m}`),
    ]);
  } finally {
    await dropDatabasesLike(adminUrl, prefix);
  }
}

if (problems.length > 0) {
  console.error(`\nThe database schemas have drifted:\n  ${problems.join("\n  ")}`);
  console.error("Fix: edit prisma/schema.prisma, run `npm run db:schema`, then `npm run db:migration -- <name>` (docs/decisions/002-migrations-without-a-shadow-database.md).");
  process.exit(1);
}
