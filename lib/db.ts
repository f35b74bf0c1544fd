// The one Prisma client for the app, kept on globalThis so hot reload does not open a new
// connection per edit. DATABASE_URL chooses the database (lib/db-adapter.ts, lib/db-client.ts);
// the few SQL dialect differences live in lib/db-dialect.ts.
import "server-only";
import type { PrismaClient } from "@/lib/generated/prisma/client";
import { createPrismaClient } from "./db-client";

const globalForPrisma = globalThis as unknown as { masterlyPrisma?: PrismaClient };

export const prisma: PrismaClient = globalForPrisma.masterlyPrisma ?? createPrismaClient();

if (process.env.NODE_ENV !== "production") globalForPrisma.masterlyPrisma = prisma;
