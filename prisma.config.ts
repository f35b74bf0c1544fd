// Prisma CLI configuration. Uses the JavaScript schema engine through a driver adapter, so
// generate, migrate and seed run with no native engine download (see README, "Database").
import path from "node:path";
import nextEnv from "@next/env";
import { defineConfig } from "prisma/config";

nextEnv.loadEnvConfig(process.cwd());

const { createAdapterFactory } = await import("./lib/db-adapter");

export default defineConfig({
  schema: path.join("prisma", "schema.prisma"),
  migrations: { path: path.join("prisma", "migrations") },
  engine: "js",
  experimental: { adapter: true },
  adapter: async () => createAdapterFactory(),
});
