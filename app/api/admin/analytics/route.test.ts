// Every Analytics figure, per range, against numbers worked out by hand from _test-fixtures.ts.
// Ranges end at AT = 2026-06-15 12:00 UTC:
//   7d  [06-08 12:00, AT)   previous [06-01 12:00, 06-08 12:00)
//   30d [05-16 12:00, AT)   previous [04-16 12:00, 05-16 12:00)
//   90d [03-17 12:00, AT)   previous [2025-12-17 12:00, 03-17 12:00)
//   1y  [2025-06-15 12:00, AT)  previous [2024-06-15 12:00, 2025-06-15 12:00)
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "./route";
import { AT, seedKnownEvents } from "./_test-fixtures";
import { paidOrderData } from "@/app/api/courses/_test-fixtures";
import { prisma } from "@/lib/db";
import type { AnalyticsReport } from "@/lib/data/analytics";
import { bearerHeaders, call, createUser, findSecrets, sessionHeaders, type RouteFn } from "@/test/helpers";

type Body = { data: AnalyticsReport };
let admin: Record<string, string>;

const get = (query: Record<string, string>, headers = admin) => call<Body>(GET as RouteFn, { query, headers });

/** No NaN, Infinity or null anywhere: JSON turns NaN and Infinity into null. */
function expectAllFinite(value: unknown, path = "data"): void {
  if (typeof value === "number") expect(Number.isFinite(value), path).toBe(true);
  else if (value === null || value === undefined) expect.fail(`${path} is ${value}`);
  else if (Array.isArray(value)) value.forEach((v, i) => expectAllFinite(v, `${path}[${i}]`));
  else if (typeof value === "object") for (const [k, v] of Object.entries(value)) expectAllFinite(v, `${path}.${k}`);
}

const BANDS = ["18–24", "25–34", "35–44", "45–54", "55+"];
const zeroBands = BANDS.map((band) => ({ band, learners: 0, share: 0 }));

beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin" }));
});

describe("an empty database", () => {
  it.each(["7d", "30d", "90d", "1y"])("answers zeros for %s, never NaN or a division by zero", async (range) => {
    const res = await get({ range });
    expect(res.status).toBe(200);
    const r = res.body.data;
    expectAllFinite(r);
    expect(r.overview).toEqual({
      revenue: { value: 0, previous: 0, change: 0, comparable: false },
      enrollments: { value: 0, previous: 0, change: 0, comparable: false },
      newLearners: { value: 0, previous: 0, change: 0, comparable: false },
      completionRate: { value: 0, previous: 0, change: 0, comparable: false },
    });
    // The trend follows the range (issue 24 item 3): 7 or 30 days, 13 weeks, 12 months.
    expect(r.revenueTrend.points).toHaveLength({ "7d": 7, "30d": 30, "90d": 13, "1y": 12 }[r.range as "7d"]);
    expect(r.revenueTrend.points.every((m) => m.revenueCents === 0 && m.enrollments === 0 && m.completions === 0 && m.averageProgress === 0)).toBe(true);
    expect(r.revenueTrend).toMatchObject({ thisMonthCents: 0, averageCents: 0, lastMonthSameSpanCents: 0, growth: 0, growthComparable: false });
    expect(r.engagement).toEqual({ dailyActiveUsers: 0, weeklyActiveUsers: 0, averageSessionMinutes: 0, sessions: 0, coursesPerUser: 0, completionRate: 0 });
    expect(r.topCourses).toEqual([]);
    expect(r.categories).toEqual([]);
    expect(r.demographics).toEqual(zeroBands);
    expect(r.insights).toEqual(["There are no enrollments in this period yet, so there is no completion rate to compare with the industry average of 65%."]);
  });

  it("defaults to 30 days ending now", async () => {
    const before = Date.now();
    const r = (await get({})).body.data;
    expect(r.range).toBe("30d");
    expect(r.days).toBe(30);
    const end = new Date(r.period.end).getTime();
    expect(end).toBeGreaterThanOrEqual(before - 1000);
    // 30 site days (UTC here), today included: from midnight 29 days ago; the previous 30 days before it.
    const today = new Date(end).toISOString().slice(0, 10);
    expect(r.period.start).toBe(new Date(Date.parse(`${today}T00:00:00Z`) - 29 * 86_400_000).toISOString());
    expect(new Date(r.period.start).getTime() - new Date(r.previousPeriod.start).getTime()).toBe(30 * 86_400_000);
    expect(r.revenueTrend.unit).toBe("day");
    expect(r.revenueTrend.points).toHaveLength(30);
    expect(r.revenueTrend.points.at(-1)?.period).toBe(today);
  });
});

describe("access and validation", () => {
  it("answers 401 without a session, 403 to staff and learners, 200 to an admin by bearer token", async () => {
    expect((await get({}, {})).status).toBe(401);
    expect((await get({}, await sessionHeaders(await createUser({ role: "staff" })))).status).toBe(403);
    expect((await get({}, await bearerHeaders(await createUser({ role: "user" })))).status).toBe(403);
    expect((await get({}, await bearerHeaders(await createUser({ role: "admin" })))).status).toBe(200);
  });

  it("refuses an unknown range, a malformed or future end", async () => {
    const bad = await get({ range: "14d" });
    expect(bad.status).toBe(422);
    expect(bad.body).toMatchObject({ code: "VALIDATION_FAILED", errors: { range: ["Choose a range of 7d, 30d, 90d or 1y"] } });
    expect((await get({ range: "7d", at: "yesterday" })).status).toBe(422);
    const future = await get({ range: "7d", at: new Date(Date.now() + 86_400_000).toISOString() });
    expect(future.status).toBe(422);
    expect(future.body).toMatchObject({ errors: { at: ["at cannot be in the future"] } });
  });
});

const TREND = [
  ["2025-07", "Jul 2025", 0, 0, 0, 0],
  ["2025-08", "Aug 2025", 0, 0, 0, 0],
  ["2025-09", "Sep 2025", 10000, 1, 0, 100],
  ["2025-10", "Oct 2025", 0, 0, 1, 0],
  ["2025-11", "Nov 2025", 0, 0, 0, 0],
  ["2025-12", "Dec 2025", 0, 0, 0, 0],
  ["2026-01", "Jan 2026", 4000, 1, 0, 100],
  ["2026-02", "Feb 2026", 1500, 1, 1, 100],
  ["2026-03", "Mar 2026", 0, 0, 1, 0],
  ["2026-04", "Apr 2026", 14000, 2, 1, 100],
  ["2026-05", "May 2026", 7000, 2, 1, 55],
  ["2026-06", "Jun 2026", 30000, 6, 3, 70],
].map(([period, label, revenueCents, enrollments, completions, averageProgress]) => ({ period, label, revenueCents, enrollments, completions, averageProgress }));

// 7d by site day: E3 on the 9th, E2 the 10th, E14 the 13th, E1 the 14th (completed the 15th).
const WEEK = [
  ["2026-06-09", "Jun 9", 8000, 1, 0, 100],
  ["2026-06-10", "Jun 10", 5000, 1, 0, 40],
  ["2026-06-11", "Jun 11", 0, 0, 0, 0],
  ["2026-06-12", "Jun 12", 0, 0, 0, 0],
  ["2026-06-13", "Jun 13", 0, 1, 0, 20],
  ["2026-06-14", "Jun 14", 10000, 1, 0, 100],
  ["2026-06-15", "Jun 15", 0, 0, 1, 0],
].map(([period, label, revenueCents, enrollments, completions, averageProgress]) => ({ period, label, revenueCents, enrollments, completions, averageProgress }));

const course = (title: string, category: string, enrollments: number, revenueCents: number, completionRate: number) => ({ title, category, enrollments, revenueCents, completionRate });
const category = (name: string, courses: number, enrollments: number, revenueCents: number, share: number, completionRate: number) => ({ category: name, courses, enrollments, revenueCents, share, completionRate });
const bands = (counts: number[], share: number, extra: { under18?: number; notGiven?: number } = {}) => [
  ...(extra.under18 ? [{ band: "Under 18", learners: extra.under18, share }] : []),
  ...BANDS.map((band, i) => ({ band, learners: counts[i], share: counts[i] ? share : 0 })),
  ...(extra.notGiven ? [{ band: "Not given", learners: extra.notGiven, share }] : []),
];

// Hand-worked from the fixture table (E = enrollment, S = session, L = learner).
const EXPECTED = {
  "7d": {
    // Site days (UTC here): [06-09 00:00, AT). E1 E2 E3 E14 | previous [06-02, 06-09): E4 E16.
    // Completed by the end: E1 (E3 finished after AT); before: E4. E15 at AT: outside.
    overview: {
      revenue: { value: 23000, previous: 7000, change: 228.6, comparable: true },
      enrollments: { value: 4, previous: 2, change: 100, comparable: true },
      newLearners: { value: 1, previous: 1, change: 0, comparable: true },
      completionRate: { value: 25, previous: 50, change: -25, comparable: true },
    },
    engagement: { averageSessionMinutes: 35, sessions: 5, completionRate: 25 },
    topCourses: [course("Alpha React", "Web Development", 2, 18000, 50), course("Beta Pandas", "Data Science", 1, 5000, 0), course("Zeta Strategy", "Business", 1, 0, 0)],
    categories: [category("Web Development", 1, 2, 18000, 78.3, 50), category("Data Science", 1, 1, 5000, 21.7, 0), category("Business", 1, 1, 0, 0, 0)],
    demographics: bands([1, 1, 1, 1, 0], 25),
    insights: [
      "Your completion rate of 25% is below the industry average of 65%.",
      "Revenue is up 228.6% on the previous 7 days.",
      "Web Development earned the most: 78.3% of this period's revenue.",
    ],
  },
  "30d": {
    // + E4 E5 | previous E6 E7 (E7 completed inside its period).
    overview: {
      revenue: { value: 35000, previous: 12000, change: 191.7, comparable: true },
      enrollments: { value: 7, previous: 2, change: 250, comparable: true },
      newLearners: { value: 3, previous: 1, change: 200, comparable: true },
      completionRate: { value: 42.9, previous: 50, change: -7.1, comparable: true },
    },
    engagement: { averageSessionMinutes: 30.8, sessions: 6, completionRate: 42.9 },
    topCourses: [
      course("Alpha React", "Web Development", 2, 18000, 50),
      course("Beta Pandas", "Data Science", 2, 10000, 50),
      course("Epsilon Go", "Programming", 1, 4000, 0),
      course("Gamma Figma", "Design", 1, 3000, 100),
      course("Zeta Strategy", "Business", 1, 0, 0),
    ],
    categories: [
      category("Web Development", 1, 2, 18000, 51.4, 50),
      category("Data Science", 1, 2, 10000, 28.6, 50),
      category("Programming", 1, 1, 4000, 11.4, 0),
      category("Design", 1, 1, 3000, 8.6, 100),
      category("Business", 1, 1, 0, 0, 0),
    ],
    demographics: bands([1, 1, 1, 1, 0], 25),
    insights: [
      "Your completion rate of 42.9% is below the industry average of 65%.",
      "Revenue is up 191.7% on the previous 30 days.",
      "Web Development earned the most: 51.4% of this period's revenue.",
    ],
  },
  "90d": {
    // + E6 E7 E8 | previous E9 E10 (E9 completed after its period ended).
    overview: {
      revenue: { value: 51000, previous: 5500, change: 827.3, comparable: true },
      enrollments: { value: 10, previous: 2, change: 400, comparable: true },
      newLearners: { value: 4, previous: 1, change: 300, comparable: true },
      completionRate: { value: 50, previous: 50, change: 0, comparable: true },
    },
    engagement: { averageSessionMinutes: 35, sessions: 7, completionRate: 50 },
    // Zeta Strategy is the sixth course and Business the sixth category: both cut.
    topCourses: [
      course("Alpha React", "Web Development", 3, 28000, 66.7),
      course("Beta Pandas", "Data Science", 2, 10000, 50),
      course("Epsilon Go", "Programming", 2, 8000, 50),
      course("Gamma Figma", "Design", 1, 3000, 100),
      course("Delta SEO", "Marketing", 1, 2000, 0),
    ],
    categories: [
      category("Web Development", 1, 3, 28000, 54.9, 66.7),
      category("Data Science", 1, 2, 10000, 19.6, 50),
      category("Programming", 1, 2, 8000, 15.7, 50),
      category("Design", 1, 1, 3000, 5.9, 100),
      category("Marketing", 1, 1, 2000, 3.9, 0),
    ],
    demographics: bands([1, 1, 1, 1, 1], 20),
    insights: [
      "Your completion rate of 50% is below the industry average of 65%.",
      "Revenue is up 827.3% on the previous 90 days.",
      "Web Development earned the most: 54.9% of this period's revenue.",
    ],
  },
  "1y": {
    // + E9 E10 E11 | previous E12.
    overview: {
      revenue: { value: 66500, previous: 5000, change: 1230, comparable: true },
      enrollments: { value: 13, previous: 1, change: 1200, comparable: true },
      newLearners: { value: 6, previous: 1, change: 500, comparable: true },
      completionRate: { value: 61.5, previous: 100, change: -38.5, comparable: true },
    },
    engagement: { averageSessionMinutes: 33.3, sessions: 9, completionRate: 61.5 },
    topCourses: [
      course("Alpha React", "Web Development", 4, 38000, 75),
      course("Epsilon Go", "Programming", 3, 12000, 66.7),
      course("Beta Pandas", "Data Science", 2, 10000, 50),
      course("Zeta Strategy", "Business", 2, 1500, 50),
      course("Gamma Figma", "Design", 1, 3000, 100),
    ],
    categories: [
      category("Web Development", 1, 4, 38000, 57.1, 75),
      category("Programming", 1, 3, 12000, 18, 66.7),
      category("Data Science", 1, 2, 10000, 15, 50),
      category("Design", 1, 1, 3000, 4.5, 100),
      category("Marketing", 1, 1, 2000, 3, 0),
    ],
    demographics: bands([1, 1, 1, 1, 1], 14.3, { under18: 1, notGiven: 1 }),
    insights: [
      "Your completion rate of 61.5% is below the industry average of 65%.",
      "Revenue is up 1230% on the previous 12 months.",
      "Web Development earned the most: 57.1% of this period's revenue.",
    ],
  },
} as const;

describe("known events", () => {
  beforeAll(async () => {
    await seedKnownEvents();
  });

  it.each(Object.keys(EXPECTED) as (keyof typeof EXPECTED)[])("computes every %s figure", async (range) => {
    const res = await get({ range, at: AT });
    expect(res.status).toBe(200);
    expect(findSecrets(res.text)).toEqual([]);
    const r = res.body.data;
    const want = EXPECTED[range];
    expectAllFinite(r);
    expect(r.range).toBe(range);
    expect(r.computedAt).toBe(AT);
    expect(r.overview).toEqual(want.overview);
    // Range-independent parts: the last day and week before AT, and the learners' course load.
    // DAU: the site day of AT (06-15 from midnight): L1 only (L3's 06-14 12:00 is yesterday); WAU,
    // the last 7 site days, adds L2, L3 and L4. 14 active enrollments before AT (E13 unenrolled,
    // E15 at AT) over 7 learners.
    expect(r.engagement).toEqual({ dailyActiveUsers: 1, weeklyActiveUsers: 4, coursesPerUser: 2, ...want.engagement });
    expect(r.revenueTrend).toMatchObject({
      thisMonthCents: 30000,
      lastMonthSameSpanCents: 2000, // May 1 – May 15 12:00: E6 only
      growth: 1400,
      growthComparable: true,
    });
    // The trend follows the range (issue 24 item 3), in buckets that add up to the cards' figures.
    const points = r.revenueTrend.points;
    expect(r.revenueTrend.unit).toBe({ "7d": "day", "30d": "day", "90d": "week", "1y": "month" }[range]);
    expect(points).toHaveLength({ "7d": 7, "30d": 30, "90d": 13, "1y": 12 }[range]);
    expect(points.reduce((sum, p) => sum + p.revenueCents, 0)).toBe(want.overview.revenue.value);
    expect(points.reduce((sum, p) => sum + p.enrollments, 0)).toBe(want.overview.enrollments.value);
    if (range === "1y") expect(points).toEqual(TREND);
    if (range === "1y") expect(r.revenueTrend.averageCents).toBe(5542); // 66,500 ÷ 12, rounded
    if (range === "7d") expect(points).toEqual(WEEK);
    expect(r.topCourses.map(({ _id, ...c }) => (expect(_id).toEqual(expect.any(String)), c))).toEqual(want.topCourses);
    expect(r.categories).toEqual(want.categories);
    expect(r.demographics).toEqual(want.demographics);
    expect(r.insights).toEqual(want.insights);
  });

  it("answers zeros for a range with no events in an otherwise busy database", async () => {
    const r = (await get({ range: "90d", at: "2020-01-01T00:00:00.000Z" })).body.data;
    expectAllFinite(r);
    expect(r.overview.revenue).toEqual({ value: 0, previous: 0, change: 0, comparable: false });
    expect(r.overview.completionRate).toEqual({ value: 0, previous: 0, change: 0, comparable: false });
    expect(r.engagement).toEqual({ dailyActiveUsers: 0, weeklyActiveUsers: 0, averageSessionMinutes: 0, sessions: 0, coursesPerUser: 0, completionRate: 0 });
    // 90 site days ending 2020-01-01 (from 2019-10-04), in 13 weeks; the last one is the 1st alone.
    expect(r.revenueTrend.points.map((m) => m.period)).toEqual(
      ["10-04", "10-11", "10-18", "10-25", "11-01", "11-08", "11-15", "11-22", "11-29", "12-06", "12-13", "12-20", "12-27"].map((d) => `2019-${d}`),
    );
    expect(r.topCourses).toEqual([]);
    expect(r.demographics).toEqual(zeroBands);
  });

  it("reports a fall against the previous period", async () => {
    // The 7 site days to 06-07 18:00 ([06-01, …)) hold E4 (3,000); the 7 before, [05-25, 06-01), E5 (5,000).
    const r = (await get({ range: "7d", at: "2026-06-07T18:00:00.000Z" })).body.data;
    expect(r.overview.revenue).toEqual({ value: 3000, previous: 5000, change: -40, comparable: true });
    expect(r.insights[1]).toBe("Revenue is down 40% on the previous 7 days.");
  });
});

describe("a completion rate above the industry average", () => {
  it("says so", async () => {
    const learner = await prisma.user.create({ data: { email: "keen@known.test", name: "Keen", role: "user", createdAt: new Date("2023-01-01T00:00:00Z") } });
    const c = await prisma.course.create({
      data: { title: "Omega", description: "A course used by the analytics tests.", category: "Design", level: "beginner", priceCents: 100, duration: "1 hour", instructor: "I", status: "published" },
    });
    await prisma.enrollment.create({ data: { userId: learner.id, courseId: c.id, enrolledAt: new Date("2024-02-25T00:00:00Z"), completedAt: new Date("2024-02-27T00:00:00Z"), progress: 100, pricePaidCents: 100 } });
    await prisma.order.create({ data: paidOrderData(learner.id, c.id, 100, new Date("2024-02-25T00:00:00Z"), null) });
    const r = (await get({ range: "7d", at: "2024-03-01T00:00:00.000Z" })).body.data;
    // Nothing in the previous week: no change is claimed, rather than a made-up +100%.
    expect(r.overview.completionRate).toEqual({ value: 100, previous: 0, change: 0, comparable: false });
    expect(r.overview.revenue).toEqual({ value: 100, previous: 0, change: 0, comparable: false });
    expect(r.revenueTrend).toMatchObject({ growth: 0, growthComparable: false });
    expect(r.insights).toEqual([
      "Your completion rate of 100% is above the industry average of 65%.",
      "This period brought revenue where the previous 7 days had none.",
      "Design earned the most: 100% of this period's revenue.",
    ]);
  });
});
