// PostgreSQL for the tests. TEST_POSTGRES_URL names a server (an admin URL, such as
// postgresql://postgres@127.0.0.1:55432/postgres); `npm run test:pg` sets TEST_DATABASE=postgres
// and runs the route-handler suite there: the global setup builds one migrated template database
// per run, each test file gets its own copy (CREATE DATABASE … TEMPLATE, a file copy on the server,
// far faster than migrating per file), and everything is dropped at the end.
import fs from "node:fs";
import path from "node:path";
import pg from "pg";

const migrationsDir = path.resolve(import.meta.dirname, "../prisma/postgres/migrations");

export function postgresAdminUrl(): string | undefined {
  return process.env.TEST_POSTGRES_URL?.trim() || undefined;
}

/** The server the vitest run uses, when it runs on PostgreSQL rather than SQLite. */
export function vitestPostgresUrl(): string | undefined {
  if (process.env.TEST_DATABASE !== "postgres") return undefined;
  const url = postgresAdminUrl();
  if (!url) throw new Error("TEST_DATABASE=postgres needs TEST_POSTGRES_URL (a PostgreSQL admin URL)");
  return url;
}

/** The URL of another database on the same server. */
export function databaseOn(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Creates `name` and applies every PostgreSQL migration to it, in order. */
export async function createMigratedDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, (admin) => admin.query(`CREATE DATABASE "${name}"`));
  await withAdmin(databaseOn(adminUrl, name), async (db) => {
    for (const entry of fs.readdirSync(migrationsDir).sort()) {
      const file = path.join(migrationsDir, entry, "migration.sql");
      if (fs.existsSync(file)) await db.query(fs.readFileSync(file, "utf8"));
    }
  });
}

export async function dropDatabasesLike(adminUrl: string, prefix: string): Promise<void> {
  await withAdmin(adminUrl, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>("SELECT datname FROM pg_database WHERE starts_with(datname, $1)", [prefix]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
