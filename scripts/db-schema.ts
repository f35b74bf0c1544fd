// `npm run db:schema`: writes the PostgreSQL copy of the data model. prisma/schema.prisma (SQLite)
// is the source of truth; Prisma fixes the provider per schema file, so the PostgreSQL schema is the
// same models with the datasource and the generated client's folder swapped. `--check` only
// compares, and fails when the committed copy is stale (run by `npm run db:check`).
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
export const SQLITE_SCHEMA = path.join(root, "prisma", "schema.prisma");
export const POSTGRES_SCHEMA = path.join(root, "prisma", "postgres", "schema.prisma");

const HEADER = [
  "// GENERATED from prisma/schema.prisma by `npm run db:schema`. Do not edit: change the SQLite",
  "// schema, run `npm run db:schema`, and add a migration for both databases (docs/decisions/001-two-databases.md).",
  "",
].join("\n");

/** The PostgreSQL schema text for a SQLite schema text. Throws when an expected line is missing. */
export function postgresSchema(source: string): string {
  const replacements: [RegExp, string][] = [
    [/^(\s*provider\s*=\s*)"sqlite"/m, '$1"postgresql"'],
    [/^(\s*url\s*=\s*)"file:[^"]*"/m, '$1"postgresql://localhost:5432/masterly"'],
    [/^(\s*output\s*=\s*)"\.\.\/lib\/generated\/prisma"/m, '$1"../../lib/generated/prisma-pg"'],
  ];
  let out = source;
  for (const [pattern, replacement] of replacements) {
    if (!pattern.test(out)) throw new Error(`prisma/schema.prisma no longer matches ${pattern}; update scripts/db-schema.ts`);
    out = out.replace(pattern, replacement);
  }
  return HEADER + out;
}

/**
 * The SQL of `prisma migrate diff … --script` between two sources (e.g. `--from-empty`, or
 * `--from-schema-datamodel <file>`, then `--to-schema-datamodel <file>`). Prisma connects to
 * `databaseUrl` (through prisma.config.ts's adapter) even to diff two files, so it must exist.
 */
export function prismaDiffScript(args: string[], databaseUrl: string): string {
  const result = spawnSync(path.join(root, "node_modules", ".bin", "prisma"), ["migrate", "diff", ...args, "--script"], {
    cwd: root,
    encoding: "utf8",
    env: { ...process.env, DATABASE_URL: databaseUrl },
  });
  if (result.status !== 0) throw new Error(`prisma migrate diff failed:\n${result.stderr}`);
  return result.stdout;
}

if (import.meta.url === `file://${process.argv[1]}` || process.argv[1]?.endsWith("db-schema.ts")) {
  const expected = postgresSchema(fs.readFileSync(SQLITE_SCHEMA, "utf8"));
  const current = fs.existsSync(POSTGRES_SCHEMA) ? fs.readFileSync(POSTGRES_SCHEMA, "utf8") : "";
  if (process.argv.includes("--check")) {
    if (current !== expected) {
      console.error("prisma/postgres/schema.prisma is stale: run `npm run db:schema` and add the PostgreSQL migration.");
      process.exit(1);
    }
    console.log("prisma/postgres/schema.prisma matches prisma/schema.prisma.");
  } else {
    fs.mkdirSync(path.dirname(POSTGRES_SCHEMA), { recursive: true });
    fs.writeFileSync(POSTGRES_SCHEMA, expected);
    console.log(`Wrote ${path.relative(root, POSTGRES_SCHEMA)}.`);
  }
}
