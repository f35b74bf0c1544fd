// Chooses the Prisma driver adapter from DATABASE_URL. Shared by the app (lib/db.ts), the Prisma
// CLI (prisma.config.ts) and scripts, so all three always open the same database the same way.
import fs from "node:fs";
import path from "node:path";
import { PrismaBetterSQLite3 } from "@prisma/adapter-better-sqlite3";

export const DEFAULT_DATABASE_URL = "file:./data/masterly.db";

export function databaseUrl(): string {
  return process.env.DATABASE_URL?.trim() || DEFAULT_DATABASE_URL;
}

/** Absolute path of a SQLite `file:` URL, relative paths resolved against the working directory. */
export function sqlitePath(url: string): string {
  const raw = url.replace(/^file:/, "").split("?")[0];
  return path.resolve(/* turbopackIgnore: true */ process.cwd(), raw);
}

export function createAdapterFactory(url: string = databaseUrl()) {
  if (!url.startsWith("file:")) {
    throw new Error(`DATABASE_URL must start with file: (got "${url.split(":")[0]}:")`);
  }
  const file = sqlitePath(url);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  return new PrismaBetterSQLite3({ url: `file:${file}` });
}
