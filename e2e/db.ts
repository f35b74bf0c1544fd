// Direct access to the e2e database of this worker's server, to compute what the screens should
// show and to write fixtures behind the app's back.
import { expect, request } from "@playwright/test";
import type { PrismaClient } from "../lib/generated/prisma/client";
import { createPrismaClient } from "../lib/db/client";
import { authFile, E2E } from "./env";

let client: PrismaClient | undefined;

export function e2eDb(): PrismaClient {
  client ??= createPrismaClient(E2E.databaseUrl);
  return client;
}

/**
 * Publishes a course a fixture wrote as a draft, through the app as an admin does, once the
 * fixture's other rows (lessons, enrollments) are in. The server caches the public catalogue and
 * refreshes it on a change made through it, never on one written behind its back: a course
 * published straight into the database would be missing from "/", /courses and the sitemap for up
 * to a minute, and the specs that compare those with the database would see it.
 */
export async function publishThroughApp(courseId: string): Promise<void> {
  const admin = await request.newContext({ baseURL: E2E.baseURL, storageState: authFile("admin") });
  try {
    const res = await admin.patch(`/api/courses/${courseId}/status`, { data: { status: "published" } });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await admin.dispose();
  }
}
