// The plan cache (lib/db/plan-cache.ts) must be invisible: the same read asked twice answers from
// the database each time (a write in between shows), writes are never cached, and the cache is bounded.
import { describe, expect, it } from "vitest";
import { prisma } from "../db";
import { MAX_PLANS, planCacheSize } from "./plan-cache";
import { createUser } from "@/test/helpers";

describe("query plan cache", () => {
  it("reuses a read's plan but reads the rows anew, and keeps no write's plan", async () => {
    const user = await createUser({ name: "Plan Cache One" });
    const read = () => prisma.user.findMany({ where: { name: { startsWith: "Plan Cache" } }, select: { id: true, name: true, sessions: { select: { id: true } } }, orderBy: { name: "asc" } });
    const first = await read();
    const size = planCacheSize();
    expect(size).toBeGreaterThan(0);
    expect(first).toEqual([{ id: user.id, name: "Plan Cache One", sessions: [] }]);

    const other = await createUser({ name: "Plan Cache Two" });
    await prisma.session.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 60_000) } });
    // The two creates (and the session) added no plan; the same read answers with the new rows.
    expect(planCacheSize()).toBe(size);
    const second = await read();
    expect(planCacheSize()).toBe(size);
    expect(second.map((u) => [u.id, u.sessions.length])).toEqual([
      [user.id, 1],
      [other.id, 0],
    ]);
    // Counts and a differently valued read (its own plan) agree with the rows.
    expect(await prisma.user.count({ where: { name: { startsWith: "Plan Cache" } } })).toBe(2);
    expect(await prisma.user.count({ where: { name: { startsWith: "Plan Cache T" } } })).toBe(1);
  });

  it("keeps a batch of reads, never a batch with a write", async () => {
    const user = await createUser({ name: "Plan Batch" });
    const batch = () => prisma.$transaction([prisma.user.count({ where: { name: "Plan Batch" } }), prisma.user.findMany({ where: { name: "Plan Batch" }, select: { id: true } })]);
    const before = planCacheSize();
    expect(await batch()).toEqual([1, [{ id: user.id }]]);
    const size = planCacheSize();
    expect(size).toBe(before + 1);
    await prisma.$transaction([prisma.user.update({ where: { id: user.id }, data: { name: "Plan Batch" } }), prisma.user.count({ where: { name: "Plan Batch" } })]);
    expect(planCacheSize()).toBe(size);
    await createUser({ name: "Plan Batch" });
    expect((await batch())[0]).toBe(2);
    expect(planCacheSize()).toBe(size);
  });

  it("reuses a raw read's plan (the SQL and its values) but reads the rows anew; never a raw write's", async () => {
    const user = await createUser({ name: "Plan Raw" });
    const read = () => prisma.$queryRaw<{ name: string }[]>`SELECT "name" FROM "User" WHERE "id" = ${user.id}`;
    const before = planCacheSize();
    expect(await read()).toEqual([{ name: "Plan Raw" }]);
    const size = planCacheSize();
    expect(size).toBe(before + 1);
    await prisma.$executeRaw`UPDATE "User" SET "name" = ${"Plan Raw Renamed"} WHERE "id" = ${user.id}`;
    await prisma.$executeRaw`UPDATE "User" SET "name" = ${"Plan Raw Renamed"} WHERE "id" = ${user.id}`;
    expect(planCacheSize()).toBe(size);
    expect(await read()).toEqual([{ name: "Plan Raw Renamed" }]);
    expect(planCacheSize()).toBe(size);
  });

  it("stays within its bound", async () => {
    for (let i = 0; i < 50; i += 1) await prisma.user.count({ where: { name: `nobody ${i}` } });
    expect(planCacheSize()).toBeLessThanOrEqual(MAX_PLANS);
    expect(planCacheSize()).toBeGreaterThanOrEqual(50);
  });
});
