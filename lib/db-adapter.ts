// Chooses the database from DATABASE_URL: `file:` → SQLite (the zero-configuration default),
// `postgres://` or `postgresql://` → PostgreSQL. Shared by the app (lib/db.ts), the Prisma CLI
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
  return new PrismaBetterSQLite3({ url: `file:${file}` });
}
