// A Prisma client for a DATABASE_URL, of the generated client that matches its provider. The app
// uses the shared one in lib/db/index.ts; scripts, the seed, benchmarks and e2e helpers call this. Both
// generated clients have the same models and API, so everything is typed against the SQLite one.
import { PrismaClient } from "../generated/prisma/client";
import { PrismaClient as PostgresPrismaClient } from "../generated/prisma-pg/client";
import { createAdapterFactory, databaseProvider, databaseUrl } from "./adapter";

// Prisma gives an interactive transaction 2 s to get a connection and 5 s to finish, then fails it
// (P2028). A burst wider than the pool (twenty payments on one coupon, ten connections) waits its
// turn for longer than that on a busy host, and a payment that would have gone through answered
// 500: waiting is the better answer. A transaction still stuck after these fails as before.
const transactionOptions = { maxWait: 10_000, timeout: 15_000 };

export function createPrismaClient(url: string = databaseUrl()): PrismaClient {
  if (databaseProvider(url) === "postgresql") {
    return new PostgresPrismaClient({ adapter: createAdapterFactory(url) as never, transactionOptions }) as unknown as PrismaClient;
  }
  return new PrismaClient({ adapter: createAdapterFactory(url) as never, transactionOptions });
}
