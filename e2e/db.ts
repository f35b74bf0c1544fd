// Direct access to the e2e database, to compute what the screens should show.
import { PrismaClient } from "../lib/generated/prisma/client";
import { createAdapterFactory } from "../lib/db-adapter";
import { E2E } from "./env";

let client: PrismaClient | undefined;

export function e2eDb(): PrismaClient {
  client ??= new PrismaClient({ adapter: createAdapterFactory(E2E.databaseUrl) });
  return client;
}
