// The one Prisma client for the app, kept on globalThis so hot reload does not open a new
// connection per edit. DATABASE_URL chooses the database (lib/db-adapter.ts, lib/db-client.ts);
// the few SQL dialect differences live in lib/db-dialect.ts. Every write through it is reported to
// the aggregate cache (lib/data/aggregate-cache.ts), so cached figures never outlive a change made
// on this instance.
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { recordWrite } from "./data/aggregate-cache";
import { createPrismaClient } from "./db-client";
import { installPlanCache } from "./db-plan-cache";

const WRITES = new Set(["create", "createMany", "createManyAndReturn", "update", "updateMany", "updateManyAndReturn", "upsert", "delete", "deleteMany"]);

function createAppClient(): PrismaClient {
  installPlanCache();
  return createPrismaClient().$extends({
    query: {
      $allModels: {
        async $allOperations({ model, operation, args, query }) {
          const result = await query(args);
          if (WRITES.has(operation)) recordWrite(model, (args as { data?: unknown }).data);
          return result;
        },
      },
    },
  }) as unknown as PrismaClient;
}

const globalForPrisma = globalThis as unknown as { masterlyPrisma?: PrismaClient };

export const prisma: PrismaClient = globalForPrisma.masterlyPrisma ?? createAppClient();

if (process.env.NODE_ENV !== "production") globalForPrisma.masterlyPrisma = prisma;
