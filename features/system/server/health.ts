import "server-only";
// The health check's one read: whether the database answers at all.
import { prisma } from "@/lib/db";

/** Whether the database answers a trivial query (the health check). */
export async function databaseReachable(): Promise<boolean> {
  try {
    await prisma.$queryRawUnsafe("SELECT 1");
    return true;
  } catch (error) {
    console.error("[health] database check failed:", error);
    return false;
  }
}
