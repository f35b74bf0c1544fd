// The one Prisma client for the app, kept on globalThis so hot reload does not open a new
// connection per edit. DATABASE_URL chooses the database (lib/db/adapter.ts, lib/db/client.ts);
// the few SQL dialect differences live in lib/db/dialect.ts. Every write to User, Session or Setting is
// reported to the caller cache (lib/db/auth-cache.ts) before and after it runs, so a revocation
// applies on the next request: that guarantee is the client's own and depends on no registration.
// Every write is then reported to the write listeners (lib/db/write-listeners.ts): the figure cache
// (lib/db/aggregate-cache.ts) and the SQLite search merge (lib/search/merge.ts) register there
// when first used, so lib/db imports nothing built on top of it.
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { recordAuthWrite } from "./auth-cache";
import { createPrismaClient } from "./client";
import { installPlanCache } from "./plan-cache";
import { notifyWrite } from "./write-listeners";

const WRITES = new Set(["create", "createMany", "createManyAndReturn", "update", "updateMany", "updateManyAndReturn", "upsert", "delete", "deleteMany"]);

function createAppClient(): PrismaClient {
  installPlanCache();
  const base = createPrismaClient();
  return base.$extends({
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          if (!WRITES.has(operation)) return query(args);
          const data = (args as { data?: unknown }).data;
          // Before and after: a caller read while this write runs is not kept (lib/db/auth-cache.ts).
          recordAuthWrite(model, data);
          const result = await query(args);
          recordAuthWrite(model, data);
          notifyWrite({ model, operation, data, result });
          return result;
        },
      },
    },
  }) as unknown as PrismaClient;
}

const globalForPrisma = globalThis as unknown as { masterlyPrisma?: PrismaClient };

export const prisma: PrismaClient = globalForPrisma.masterlyPrisma ?? createAppClient();

if (process.env.NODE_ENV !== "production") globalForPrisma.masterlyPrisma = prisma;
