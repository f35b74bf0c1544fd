// Direct access to the e2e database, to compute what the screens should show.
import type { PrismaClient } from "../lib/generated/prisma/client";
import { createPrismaClient } from "../lib/db/client";
import { E2E } from "./env";

let client: PrismaClient | undefined;

export function e2eDb(): PrismaClient {
  client ??= createPrismaClient(E2E.databaseUrl);
  return client;
}
