import "server-only";
// The health check's reads: whether the database answers at all, and the job queue's health.
import { prisma } from "@/lib/db";
import { queueHealth, type QueueHealth } from "@/lib/jobs";

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

/**
 * The background queue's health (docs/domain/jobs.md): jobs not yet done, failed jobs waiting for an
 * admin, and how long the oldest due job has waited. Null when it cannot be read (pg-boss's schema
 * missing), which the health check reports without failing: the site itself still answers.
 */
export async function jobsHealth(): Promise<QueueHealth | null> {
  try {
    return await queueHealth();
  } catch (error) {
    console.error("[health] job queue check failed:", error);
    return null;
  }
}
