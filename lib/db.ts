// The one Prisma client for the app, kept on globalThis so hot reload does not open a new
// connection per edit. DATABASE_URL chooses the database (lib/db-adapter.ts, lib/db-client.ts);
// the few SQL dialect differences live in lib/db-dialect.ts. Every write through it is reported to
// the aggregate cache (lib/data/aggregate-cache.ts), so cached figures never outlive a change made
// on this instance, and so is every write to User, Session or Setting to the caller cache
// (lib/db-auth-cache.ts), so a revocation applies on the next request.
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { recordWrite } from "./data/aggregate-cache";
import { recordAuthWrite } from "./db-auth-cache";
import { createPrismaClient } from "./db-client";
import { installPlanCache } from "./db-plan-cache";

const WRITES = new Set(["create", "createMany", "createManyAndReturn", "update", "updateMany", "updateManyAndReturn", "upsert", "delete", "deleteMany"]);

function createAppClient(): PrismaClient {
  installPlanCache();
  return createPrismaClient().$extends({
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          if (!WRITES.has(operation)) return query(args);
          const data = (args as { data?: unknown }).data;
          // Before and after: a caller read while this write runs is not kept (lib/db-auth-cache.ts).
          recordAuthWrite(model, data);
          const result = await query(args);
          recordAuthWrite(model, data);
          recordWrite(model, data);
          return result;
        },
      },
    },
  }) as unknown as PrismaClient;
}

const globalForPrisma = globalThis as unknown as { masterlyPrisma?: PrismaClient };

export const prisma: PrismaClient = globalForPrisma.masterlyPrisma ?? createAppClient();

if (process.env.NODE_ENV !== "production") globalForPrisma.masterlyPrisma = prisma;
