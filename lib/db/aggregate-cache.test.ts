import { describe, expect, it } from "vitest";
import { prisma } from "../db";
import { AGGREGATE_TTL_MS, MAX_AGGREGATE_ENTRIES, aggregateCacheSize, cachedAggregate, clearAggregates } from "./aggregate-cache";
import { studentStats } from "@/features/students/server";
import { createUser } from "@/test/helpers";

function counter() {
  let runs = 0;
  return { compute: async () => ++runs, runs: () => runs };
}

describe("the aggregate cache", () => {
  it("computes once per key while fresh, and again after the TTL", async () => {
    clearAggregates();
    const c = counter();
    const t0 = Date.now();
    expect(await cachedAggregate("k", c.compute, t0)).toBe(1);
    expect(await cachedAggregate("k", c.compute, t0 + AGGREGATE_TTL_MS - 1)).toBe(1);
    expect(await cachedAggregate("other", c.compute, t0)).toBe(2);
    expect(await cachedAggregate("k", c.compute, t0 + AGGREGATE_TTL_MS + 1)).toBe(3);
  });

  it("is off with AGGREGATE_CACHE_TTL_MS=0", async () => {
    clearAggregates();
    const c = counter();
    process.env.AGGREGATE_CACHE_TTL_MS = "0";
    try {
      expect(await cachedAggregate("k", c.compute)).toBe(1);
      expect(await cachedAggregate("k", c.compute)).toBe(2);
    } finally {
      delete process.env.AGGREGATE_CACHE_TTL_MS;
    }
    expect(await cachedAggregate("k", c.compute)).toBe(3);
    expect(await cachedAggregate("k", c.compute)).toBe(3);
  });

  it("shares one computation between concurrent callers and forgets failures", async () => {
    clearAggregates();
    const c = counter();
    const [a, b] = await Promise.all([cachedAggregate("same", c.compute), cachedAggregate("same", c.compute)]);
    expect([a, b, c.runs()]).toEqual([1, 1, 1]);
    await expect(cachedAggregate("boom", () => Promise.reject(new Error("db down")))).rejects.toThrow("db down");
    expect(await cachedAggregate("boom", async () => "recovered")).toBe("recovered");
  });

  it("forgets everything when the app writes a row that feeds a figure, but not for sessions or last-seen stamps", async () => {
    clearAggregates();
    const c = counter();
    const user = await createUser({ role: "user" });
    await cachedAggregate("k", c.compute);
    // A session row and a "last seen" stamp change no cached figure.
    await prisma.session.create({ data: { userId: user.id, expiresAt: new Date(Date.now() + 60_000) } });
    await prisma.user.update({ where: { id: user.id }, data: { lastActivityAt: new Date() } });
    expect(await cachedAggregate("k", c.compute)).toBe(1);
    // Anything else does.
    await prisma.user.update({ where: { id: user.id }, data: { isActive: false } });
    expect(await cachedAggregate("k", c.compute)).toBe(2);
  });

  it("clears on a lesson completion, a review or a new learning session, not on a heartbeat extending one", async () => {
    clearAggregates();
    const c = counter();
    const user = await createUser({ role: "user" });
    const course = await prisma.course.create({ data: { title: "Cache course", description: "Long enough description.", category: "Design", level: "beginner", priceCents: 0, duration: "1h", instructor: "I", status: "published" } });
    const enrollment = await prisma.enrollment.create({ data: { userId: user.id, courseId: course.id } });
    const section = await prisma.section.create({ data: { courseId: course.id, title: "S", position: 0 } });
    const lesson = await prisma.lesson.create({ data: { courseId: course.id, sectionId: section.id, title: "L", kind: "text", position: 0 } });
    await cachedAggregate("k", c.compute);
    const session = await prisma.learningSession.create({ data: { userId: user.id, startedAt: new Date(), seconds: 30, minutes: 1 } });
    expect(await cachedAggregate("k", c.compute)).toBe(2);
    await prisma.learningSession.update({ where: { id: session.id }, data: { seconds: 60, minutes: 1, lastActivityAt: new Date() } });
    await prisma.enrollment.update({ where: { id: enrollment.id }, data: { lastAccessedAt: new Date(), lastLessonId: lesson.id } });
    await prisma.lessonProgress.create({ data: { enrollmentId: enrollment.id, lessonId: lesson.id, position: 12 } });
    expect(await cachedAggregate("k", c.compute)).toBe(2);
    await prisma.lessonCompletion.create({ data: { enrollmentId: enrollment.id, lessonId: lesson.id } });
    expect(await cachedAggregate("k", c.compute)).toBe(3);
    await prisma.review.create({ data: { userId: user.id, courseId: course.id, rating: 4 } });
    expect(await cachedAggregate("k", c.compute)).toBe(4);
  });

  it("keeps the students' cards right after a write on this instance", async () => {
    clearAggregates();
    const before = await studentStats();
    await createUser({ role: "user", isEmailVerified: true });
    const after = await studentStats();
    expect(after.total).toBe(before.total + 1);
    expect(after.active).toBe(before.active + 1);
  });
  it("holds at most MAX_AGGREGATE_ENTRIES keys and lets the least recently used go first", async () => {
    clearAggregates();
    const kept = counter();
    await cachedAggregate("lru:kept", kept.compute);
    for (let i = 0; i < MAX_AGGREGATE_ENTRIES + 50; i += 1) {
      await cachedAggregate(`lru:search:${i}`, async () => i);
      // Read often, the first key stays while keys written after it are evicted.
      if (i % 100 === 0) await cachedAggregate("lru:kept", kept.compute);
    }
    expect(aggregateCacheSize()).toBe(MAX_AGGREGATE_ENTRIES);
    await cachedAggregate("lru:kept", kept.compute);
    expect(kept.runs()).toBe(1);
    // The first search keys (least recently used) are gone: asking again computes again.
    const again = counter();
    await cachedAggregate("lru:search:0", again.compute);
    expect(again.runs()).toBe(1);
    expect(aggregateCacheSize()).toBe(MAX_AGGREGATE_ENTRIES);
  });
});
