// The one Prisma client for the app, kept on globalThis so hot reload does not open a new
// connection per edit. DATABASE_URL chooses the database (lib/db/adapter.ts, lib/db/client.ts);
// the few SQL dialect differences live in lib/db/dialect.ts. Every write through it is reported to
// the aggregate cache (lib/db/aggregate-cache.ts), so cached figures never outlive a change made
// on this instance, and so is every write to User, Session or Setting to the caller cache
// (lib/db/auth-cache.ts), so a revocation applies on the next request. On SQLite, it also merges the
// search indexes after it opens the database and after many writes to them (lib/search/merge.ts).
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { recordWrite } from "./aggregate-cache";
import { recordAuthWrite } from "./auth-cache";
import { createPrismaClient } from "./client";
import { installPlanCache } from "./plan-cache";
import { mergeSearchIndexesSoon, recordSearchWrite } from "@/lib/search/merge";

const WRITES = new Set(["create", "createMany", "createManyAndReturn", "update", "updateMany", "updateManyAndReturn", "upsert", "delete", "deleteMany"]);

function createAppClient(): PrismaClient {
  installPlanCache();
  const base = createPrismaClient();
  mergeSearchIndexesSoon(base);
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
          recordWrite(model, data);
          recordSearchWrite(base, model, operation, data, result);
          return result;
        },
      },
    },
  }) as unknown as PrismaClient;
}

const globalForPrisma = globalThis as unknown as { masterlyPrisma?: PrismaClient };

export const prisma: PrismaClient = globalForPrisma.masterlyPrisma ?? createAppClient();

if (process.env.NODE_ENV !== "production") globalForPrisma.masterlyPrisma = prisma;
