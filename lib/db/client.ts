// A Prisma client for a DATABASE_URL, of the generated client that matches its provider. The app
// uses the shared one in lib/db/index.ts; scripts, the seed, benchmarks and e2e helpers call this. Both
// generated clients have the same models and API, so everything is typed against the SQLite one.
import { PrismaClient } from "../generated/prisma/client";
import { PrismaClient as PostgresPrismaClient } from "../generated/prisma-pg/client";
import { createAdapterFactory, databaseProvider, databaseUrl } from "./adapter";

export function createPrismaClient(url: string = databaseUrl()): PrismaClient {
  if (databaseProvider(url) === "postgresql") {
    return new PostgresPrismaClient({ adapter: createAdapterFactory(url) as never }) as unknown as PrismaClient;
  }
  return new PrismaClient({ adapter: createAdapterFactory(url) as never });
}
