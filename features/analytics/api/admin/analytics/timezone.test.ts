// The General settings timezone governs Analytics' days (docs/decisions/006-daily-rollups.md): "today", the last 7
// days and each day's bucket begin at midnight in New York, not UTC. Worked by hand below.
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/analytics/route";
import { paidOrderData } from "@/features/courses/api/courses/_test-fixtures";
import { prisma } from "@/lib/db";
import type { AnalyticsReport } from "../../../server/analytics";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";

type Body = { data: AnalyticsReport };
// 01:00 on Tuesday 24 November 2026 in New York (EST, UTC−5).
const AT = "2026-11-24T06:00:00.000Z";

describe("Analytics in the site's timezone", () => {
  let headers: Record<string, string>;

  beforeAll(async () => {
    headers = await sessionHeaders(await createUser({ role: "admin" }));
    await prisma.setting.create({ data: { group: "general", value: JSON.stringify({ timezone: "America/New_York" }) } });
    const course = await prisma.course.create({
      data: { title: "Night Owls", description: "A course used by the timezone test.", category: "Design", level: "beginner", priceCents: 1000, duration: "1 hour", instructor: "I", status: "published" },
    });
    const late = await prisma.user.create({ data: { email: "late@tz.test", name: "Late", role: "user" } });
    const early = await prisma.user.create({ data: { email: "early@tz.test", name: "Early", role: "user" } });
    // 04:30 UTC = 23:30 on the 23rd in New York; 05:30 UTC = 00:30 on the 24th. Both the 24th in UTC.
    const lateAt = new Date("2026-11-24T04:30:00Z");
    const earlyAt = new Date("2026-11-24T05:30:00Z");
    await prisma.enrollment.create({ data: { userId: late.id, courseId: course.id, enrolledAt: lateAt, pricePaidCents: 1000 } });
    await prisma.enrollment.create({ data: { userId: early.id, courseId: course.id, enrolledAt: earlyAt, pricePaidCents: 2000 } });
    await prisma.order.create({ data: paidOrderData(late.id, course.id, 1000, lateAt, null) });
    await prisma.order.create({ data: paidOrderData(early.id, course.id, 2000, earlyAt, null) });
    await prisma.learningSession.create({ data: { userId: late.id, startedAt: new Date("2026-11-24T04:45:00Z"), seconds: 600, minutes: 10 } });
    await prisma.learningSession.create({ data: { userId: early.id, startedAt: new Date("2026-11-24T05:15:00Z"), seconds: 600, minutes: 10 } });
  });

  it("starts the last 7 days, today and each day's bucket at New York's midnight", async () => {
    const res = await call<Body>(GET as RouteFn, { query: { range: "7d", at: AT }, headers });
    expect(res.status).toBe(200);
    const r = res.body.data;
    // 7 site days ending the 24th: from the 18th at 00:00 New York = 05:00 UTC.
    expect(r.period.start).toBe("2026-11-18T05:00:00.000Z");
    expect(r.previousPeriod.start).toBe("2026-11-11T05:00:00.000Z");
    const days = Object.fromEntries(r.revenueTrend.points.map((p) => [p.period, [p.enrollments, p.revenueCents]]));
    expect(r.revenueTrend.points.map((p) => p.period)).toEqual(["18", "19", "20", "21", "22", "23", "24"].map((d) => `2026-11-${d}`));
    // The 23:30 enrollment is Monday's in New York, the 00:30 one Tuesday's (in UTC both are Tuesday's).
    expect(days["2026-11-23"]).toEqual([1, 1000]);
    expect(days["2026-11-24"]).toEqual([1, 2000]);
    // Today (New York) began at 05:00 UTC: only the 05:15 session is today's; both are this week's.
    expect(r.engagement.dailyActiveUsers).toBe(1);
    expect(r.engagement.weeklyActiveUsers).toBe(2);
  });
});
