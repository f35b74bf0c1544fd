// Prisma CLI configuration. Uses the JavaScript schema engine through a driver adapter, so
// generate, migrate and seed run with no native engine download (docs/decisions/002-migrations-without-a-shadow-database.md).
// DATABASE_URL picks the schema and migrations: prisma/ for SQLite, prisma/postgres/ for
// PostgreSQL (a generated copy of the same models; scripts/db-schema.ts).
import path from "node:path";
import nextEnv from "@next/env";
import { defineConfig } from "prisma/config";

nextEnv.loadEnvConfig(process.cwd());

const { databaseProvider } = await import("./lib/db/adapter");
const { createMigrateAdapterFactory } = await import("./lib/db/migrate-adapter");
const dir = databaseProvider() === "postgresql" ? path.join("prisma", "postgres") : "prisma";

export default defineConfig({
  schema: path.join(dir, "schema.prisma"),
  migrations: { path: path.join(dir, "migrations") },
  engine: "js",
  experimental: { adapter: true },
  adapter: async () => createMigrateAdapterFactory(),
});
