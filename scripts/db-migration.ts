// `npm run db:migration -- <name> [--from <git ref>]`: writes the migration for both databases after
// an edit to prisma/schema.prisma. It refreshes the PostgreSQL copy (scripts/db-schema.ts), then asks
// Prisma for the SQL from the schema at <git ref> (default HEAD) to the schema now, once per
// provider, into prisma/migrations/<stamp>_<name> and prisma/postgres/migrations/<stamp>_<name>.
// Prisma renders PostgreSQL SQL only with a server at hand: TEST_POSTGRES_URL (an admin URL).
// Check the result with `npm run db:check`, which applies both.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { POSTGRES_SCHEMA, SQLITE_SCHEMA, postgresSchema, prismaDiffScript } from "./db-schema";
import { databaseOn, dropDatabasesLike, postgresAdminUrl, withAdmin } from "../test/postgres";

const root = path.resolve(import.meta.dirname, "..");
const args = process.argv.slice(2);
const fromIndex = args.indexOf("--from");
const ref = fromIndex >= 0 ? args[fromIndex + 1] : "HEAD";
const [name] = args.filter((arg, i) => arg !== "--from" && args[i - 1] !== "--from");
const adminUrl = postgresAdminUrl();

if (!name || !/^[a-z0-9_]+$/.test(name)) {
  console.error("Usage: npm run db:migration -- <name in snake_case> [--from <git ref>]");
  process.exit(1);
}
if (!adminUrl) {
  console.error("Set TEST_POSTGRES_URL to a PostgreSQL admin URL: Prisma needs a server to render PostgreSQL SQL.");
  process.exit(1);
}

const stamp = new Date().toISOString().replace(/\D/g, "").slice(0, 14);
const folder = `${stamp}_${name}`;
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), "masterly-migration-"));
const previous = execFileSync("git", ["show", `${ref}:prisma/schema.prisma`], { cwd: root, encoding: "utf8" });
fs.writeFileSync(path.join(scratch, "previous-sqlite.prisma"), previous);
fs.writeFileSync(path.join(scratch, "previous-postgres.prisma"), postgresSchema(previous));
fs.writeFileSync(POSTGRES_SCHEMA, postgresSchema(fs.readFileSync(SQLITE_SCHEMA, "utf8")));

function diff(from: string, to: string, databaseUrl: string): string {
  return prismaDiffScript(["--from-schema-datamodel", from, "--to-schema-datamodel", to], databaseUrl);
}

function write(dir: string, sql: string) {
  fs.mkdirSync(path.join(dir, folder), { recursive: true });
  fs.writeFileSync(path.join(dir, folder, "migration.sql"), sql);
  console.log(`Wrote ${path.relative(root, path.join(dir, folder, "migration.sql"))}`);
}

const prefix = `masterly_migration_${randomBytes(4).toString("hex")}`;
try {
  const sqliteSql = diff(path.join(scratch, "previous-sqlite.prisma"), SQLITE_SCHEMA, `file:${path.join(scratch, "scratch.db")}`);
  if (!sqliteSql.replace(/--.*$/gm, "").trim()) {
    console.log(`prisma/schema.prisma has not changed since ${ref}: no migration written.`);
  } else {
    await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${prefix}"`));
    const postgresSql = diff(path.join(scratch, "previous-postgres.prisma"), POSTGRES_SCHEMA, databaseOn(adminUrl, prefix));
    write(path.join(root, "prisma", "migrations"), sqliteSql);
    write(path.join(root, "prisma", "postgres", "migrations"), postgresSql);
  }
} finally {
  await dropDatabasesLike(adminUrl, prefix);
  fs.rmSync(scratch, { recursive: true, force: true });
}
