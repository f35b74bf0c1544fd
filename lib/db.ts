// The one Prisma client for the app, kept on globalThis so hot reload does not open a new
// connection per edit. The driver adapter is chosen from DATABASE_URL (lib/db-adapter.ts).
import "server-only";
import { PrismaClient } from "@/lib/generated/prisma/client";
import { createAdapterFactory } from "./db-adapter";

const globalForPrisma = globalThis as unknown as { masterlyPrisma?: PrismaClient };

export const prisma: PrismaClient =
  globalForPrisma.masterlyPrisma ?? new PrismaClient({ adapter: createAdapterFactory() });

if (process.env.NODE_ENV !== "production") globalForPrisma.masterlyPrisma = prisma;
