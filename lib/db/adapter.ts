// Chooses the database from DATABASE_URL: `file:` → SQLite (the zero-configuration default),
// `postgres://` or `postgresql://` → PostgreSQL. Shared by the app (lib/db/index.ts), the Prisma CLI
// (prisma.config.ts) and scripts, so all three always open the same database the same way.
import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";
import { PrismaPg } from "@prisma/adapter-pg";

export const DEFAULT_DATABASE_URL = "file:./data/masterly.db";

export type DatabaseProvider = "sqlite" | "postgresql";

export function databaseUrl(): string {
  return process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
}

export function databaseProvider(url: string = databaseUrl()): DatabaseProvider {
  if (url.startsWith("file:")) return "sqlite";
  if (/^postgres(ql)?:\/\//.test(url)) return "postgresql";
  throw new Error(`DATABASE_URL must start with file: or postgres:// (got "${url.split(":")[0]}:")`);
}

/** Absolute path of a SQLite `file:` URL, relative paths resolved against the working directory. */
export function sqlitePath(url: string): string {
  const raw = url.replace(/^file:/, "").split("?")[0];
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), raw);
}

/**
 * Connections per app instance (DATABASE_POOL_SIZE, validated with the rest in lib/env.ts; read
 * here directly because the Prisma CLI and scripts open the database too). PostgreSQL's default
 * max_connections (100) serves about eight instances at the default of 10.
 */
function poolSize(): number {
  const size = Number(process.env.DATABASE_POOL_SIZE);
  return Number.isInteger(size) && size > 0 ? size : 10;
}

export function createAdapterFactory(url: string = databaseUrl()) {
  if (databaseProvider(url) === "postgresql") {
    return new PrismaPg({ connectionString: url, max: poolSize() });
  }
  const file = sqlitePath(url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const factory = new PrismaBetterSQLite3({ url: `file:${file}` });
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const holder = adapter as unknown as { client: SqliteDatabase };
    holder.client = withStatementCache(holder.client);
    return adapter;
  };
  return factory;
}

// ── SQLite prepared statements, kept (docs/decisions/009-prisma-plan-cache.md) ────────────────────
// The better-sqlite3 adapter prepares every statement anew (parsing and planning the SQL, ~4% of an
// API request's CPU in a profile) and binds it for good. It only ever calls prepare(sql) then
// bind(args) then reader/columns()/raw().all() or run(), so the connection it holds is wrapped: one
// prepared statement per SQL text (the most recent MAX_STATEMENTS), the arguments handed to each
// call instead of bound. better-sqlite3 is synchronous, so no two calls share a statement at once.

type SqliteStatement = {
  reader: boolean;
  columns(): { name: string; type: string | null }[];
  raw(on?: boolean): SqliteStatement;
  all(...args: unknown[]): unknown[];
  run(...args: unknown[]): unknown;
};
type SqliteDatabase = { prepare(sql: string): SqliteStatement };

const MAX_STATEMENTS = 500;

function withStatementCache(db: SqliteDatabase): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  const statement = (sql: string): SqliteStatement => {
    let stmt = statements.get(sql);
    if (stmt) statements.delete(sql);
    else stmt = db.prepare(sql);
    statements.set(sql, stmt);
    if (statements.size > MAX_STATEMENTS) statements.delete(statements.keys().next().value as string);
    return stmt;
  };
  const call = (stmt: SqliteStatement, args: unknown[] | undefined) => ({
    get reader() {
      return stmt.reader;
    },
    columns: () => stmt.columns(),
    raw: () => ({ all: () => (args ? stmt.raw(true).all(args) : stmt.raw(true).all()) }),
    run: () => (args ? stmt.run(args) : stmt.run()),
  });
  return new Proxy(db, {
    get(target, key) {
      if (key === "prepare") {
        return (sql: string) => {
          const stmt = statement(sql);
          return { ...call(stmt, undefined), bind: (args: unknown[]) => call(stmt, args) };
        };
      }
      const value = Reflect.get(target, key, target) as unknown;
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}
