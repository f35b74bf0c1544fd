// Runs once per vitest run. On PostgreSQL (`npm run test:pg`), prepares the migrated template that
// test/setup-env.ts copies for each test file, and drops every database of this run afterwards.
import { randomBytes } from "node:crypto";
import type { TestProject } from "vitest/node";
import { createMigratedDatabase, dropDatabasesLike, vitestPostgresUrl } from "./postgres";

declare module "vitest" {
  export interface ProvidedContext {
    postgresTemplate: string;
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = vitestPostgresUrl();
  if (!adminUrl) return;
  const prefix = `masterly_test_${randomBytes(4).toString("hex")}`;
  const template = `${prefix}_template`;
  await createMigratedDatabase(adminUrl, template);
  project.provide("postgresTemplate", template);
  console.log(`Route-handler tests run on PostgreSQL (${new URL(adminUrl).host}), one database per test file.`);
  return async () => dropDatabasesLike(adminUrl, prefix);
}
