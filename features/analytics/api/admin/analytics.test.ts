// Every Analytics figure, per range, against numbers worked out by hand from _test-fixtures.ts.
// Ranges end at AT = 2026-06-15 12:00 UTC:
//   7d  [06-08 12:00, AT)   previous [06-01 12:00, 06-08 12:00)
//   30d [05-16 12:00, AT)   previous [04-16 12:00, 05-16 12:00)
//   90d [03-17 12:00, AT)   previous [2025-12-17 12:00, 03-17 12:00)
//   1y  [2025-06-15 12:00, AT)  previous [2024-06-15 12:00, 2025-06-15 12:00)
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/analytics/route";
import { AT, CATEGORY_OF, seedKnownEvents } from "./analytics/_test-fixtures";
import { paidOrderData } from "@/features/courses/api/courses/_test-fixtures";
import { prisma } from "@/lib/db";
import type { AnalyticsReport } from "../../server/analytics";
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
    // The trend follows the range (docs/product.md §2, Analytics): 7 or 30 days, 13 weeks, 12 months.
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

/** Trend points worked out by hand, one line a field of the points (the response's points read column-wise). */
type TrendColumns = { period: string[]; label: string[]; revenueCents: number[]; enrollments: number[]; completions: number[]; averageProgress: number[] };
const TRENDS: Partial<Record<"7d" | "1y", TrendColumns>> = {
  // 7d by site day: E3 on the 9th, E2 the 10th, E14 the 13th, E1 the 14th (completed the 15th).
  "7d": {
    period: ["2026-06-09", "2026-06-10", "2026-06-11", "2026-06-12", "2026-06-13", "2026-06-14", "2026-06-15"],
    label: ["Jun 9", "Jun 10", "Jun 11", "Jun 12", "Jun 13", "Jun 14", "Jun 15"],
    revenueCents: [8000, 5000, 0, 0, 0, 10000, 0],
    enrollments: [1, 1, 0, 0, 1, 1, 0],
    completions: [0, 0, 0, 0, 0, 0, 1],
    averageProgress: [100, 40, 0, 0, 20, 100, 0],
  },
  "1y": {
    period: ["2025-07", "2025-08", "2025-09", "2025-10", "2025-11", "2025-12", "2026-01", "2026-02", "2026-03", "2026-04", "2026-05", "2026-06"],
    label: ["Jul 2025", "Aug 2025", "Sep 2025", "Oct 2025", "Nov 2025", "Dec 2025", "Jan 2026", "Feb 2026", "Mar 2026", "Apr 2026", "May 2026", "Jun 2026"],
    revenueCents: [0, 0, 10000, 0, 0, 0, 4000, 1500, 0, 14000, 7000, 30000],
    enrollments: [0, 0, 1, 0, 0, 0, 1, 1, 0, 2, 2, 6],
    completions: [0, 0, 0, 1, 0, 0, 0, 1, 1, 1, 1, 3],
    averageProgress: [0, 0, 100, 0, 0, 0, 100, 100, 0, 100, 55, 70],
  },
};

const bands = (counts: number[], share: number, extra: { under18?: number; notGiven?: number } = {}) => [
  ...(extra.under18 ? [{ band: "Under 18", learners: extra.under18, share }] : []),
  ...BANDS.map((band, i) => ({ band, learners: counts[i], share: counts[i] ? share : 0 })),
  ...(extra.notGiven ? [{ band: "Not given", learners: extra.notGiven, share }] : []),
];

// Hand-worked from the fixture table (E = enrollment, S = session, L = learner), one table a figure, one row a range.
// 7d: site days (UTC here) [06-09 00:00, AT). E1 E2 E3 E14 | previous [06-02, 06-09): E4 E16.
//     Completed by the end: E1 (E3 finished after AT); before: E4. E15 at AT: outside.
// 30d: + E4 E5 | previous E6 E7 (E7 completed inside its period).
// 90d: + E6 E7 E8 | previous E9 E10 (E9 completed after its period ended).
// 1y: + E9 E10 E11 | previous E12.
const RANGES = ["7d", "30d", "90d", "1y"] as const;
type Range = (typeof RANGES)[number];
type Triple = [value: number, previous: number, change: number];

/** The four cards, each [value, previous, change]: revenue, enrollments, new learners, completion rate. */
const CARDS: Record<Range, [Triple, Triple, Triple, Triple]> = {
  "7d": [[23000, 7000, 228.6], [4, 2, 100], [1, 1, 0], [25, 50, -25]],
  "30d": [[35000, 12000, 191.7], [7, 2, 250], [3, 1, 200], [42.9, 50, -7.1]],
  "90d": [[51000, 5500, 827.3], [10, 2, 400], [4, 1, 300], [50, 50, 0]],
  "1y": [[66500, 5000, 1230], [13, 1, 1200], [6, 1, 500], [61.5, 100, -38.5]],
};

/** Engagement that follows the range: [average session minutes, sessions, completion rate]. */
const ENGAGEMENT: Record<Range, Triple> = { "7d": [35, 5, 25], "30d": [30.8, 6, 42.9], "90d": [35, 7, 50], "1y": [33.3, 9, 61.5] };

/** Top courses: [title, enrollments, revenue, completion rate]. 90d cuts Zeta Strategy, the sixth. */
const TOP_COURSES: Record<Range, [string, number, number, number][]> = {
  "7d": [["Alpha React", 2, 18000, 50], ["Beta Pandas", 1, 5000, 0], ["Zeta Strategy", 1, 0, 0]],
  "30d": [["Alpha React", 2, 18000, 50], ["Beta Pandas", 2, 10000, 50], ["Epsilon Go", 1, 4000, 0], ["Gamma Figma", 1, 3000, 100], ["Zeta Strategy", 1, 0, 0]],
  "90d": [["Alpha React", 3, 28000, 66.7], ["Beta Pandas", 2, 10000, 50], ["Epsilon Go", 2, 8000, 50], ["Gamma Figma", 1, 3000, 100], ["Delta SEO", 1, 2000, 0]],
  "1y": [["Alpha React", 4, 38000, 75], ["Epsilon Go", 3, 12000, 66.7], ["Beta Pandas", 2, 10000, 50], ["Zeta Strategy", 2, 1500, 50], ["Gamma Figma", 1, 3000, 100]],
};

/** Categories: [category, enrollments, revenue, share of revenue, completion rate]. 90d cuts Business, the sixth. */
const CATEGORIES: Record<Range, [string, number, number, number, number][]> = {
  "7d": [["Web Development", 2, 18000, 78.3, 50], ["Data Science", 1, 5000, 21.7, 0], ["Business", 1, 0, 0, 0]],
  "30d": [["Web Development", 2, 18000, 51.4, 50], ["Data Science", 2, 10000, 28.6, 50], ["Programming", 1, 4000, 11.4, 0], ["Design", 1, 3000, 8.6, 100], ["Business", 1, 0, 0, 0]],
  "90d": [["Web Development", 3, 28000, 54.9, 66.7], ["Data Science", 2, 10000, 19.6, 50], ["Programming", 2, 8000, 15.7, 50], ["Design", 1, 3000, 5.9, 100], ["Marketing", 1, 2000, 3.9, 0]],
  "1y": [["Web Development", 4, 38000, 57.1, 75], ["Programming", 3, 12000, 18, 66.7], ["Data Science", 2, 10000, 15, 50], ["Design", 1, 3000, 4.5, 100], ["Marketing", 1, 2000, 3, 0]],
};

const DEMOGRAPHICS: Record<Range, ReturnType<typeof bands>> = {
  "7d": bands([1, 1, 1, 1, 0], 25),
  "30d": bands([1, 1, 1, 1, 0], 25),
  "90d": bands([1, 1, 1, 1, 1], 20),
  "1y": bands([1, 1, 1, 1, 1], 14.3, { under18: 1, notGiven: 1 }),
};

/** The revenue insight's words for the previous period. */
const PREVIOUS: Record<Range, string> = { "7d": "7 days", "30d": "30 days", "90d": "90 days", "1y": "12 months" };

const card = ([value, previous, change]: Triple) => ({ value, previous, change, comparable: true });

function expected(range: Range) {
  const [revenue, enrollments, newLearners, completionRate] = CARDS[range];
  const [averageSessionMinutes, sessions, engagementCompletion] = ENGAGEMENT[range];
  const categories = CATEGORIES[range].map(([category, enrollments, revenueCents, share, completionRate]) => ({ category, courses: 1, enrollments, revenueCents, share, completionRate }));
  return {
    overview: { revenue: card(revenue), enrollments: card(enrollments), newLearners: card(newLearners), completionRate: card(completionRate) },
    engagement: { averageSessionMinutes, sessions, completionRate: engagementCompletion },
    topCourses: TOP_COURSES[range].map(([title, enrollments, revenueCents, completionRate]) => ({ title, category: CATEGORY_OF[title], enrollments, revenueCents, completionRate })),
    categories,
    demographics: DEMOGRAPHICS[range],
    insights: [
      `Your completion rate of ${completionRate[0]}% is below the industry average of 65%.`,
      `Revenue is up ${revenue[2]}% on the previous ${PREVIOUS[range]}.`,
      `${categories[0].category} earned the most: ${categories[0].share}% of this period's revenue.`,
    ],
  };
}

describe("known events", () => {
  beforeAll(async () => {
    await seedKnownEvents();
  });

  it.each(RANGES)("computes every %s figure", async (range) => {
    const res = await get({ range, at: AT });
    expect(res.status).toBe(200);
    expect(findSecrets(res.text)).toEqual([]);
    const r = res.body.data;
    const want = expected(range);
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
    // The trend follows the range (docs/product.md §2, Analytics), in buckets that add up to the cards' figures.
    const points = r.revenueTrend.points;
    expect(r.revenueTrend.unit).toBe({ "7d": "day", "30d": "day", "90d": "week", "1y": "month" }[range]);
    expect(points).toHaveLength({ "7d": 7, "30d": 30, "90d": 13, "1y": 12 }[range]);
    expect(points.reduce((sum, p) => sum + p.revenueCents, 0)).toBe(want.overview.revenue.value);
    expect(points.reduce((sum, p) => sum + p.enrollments, 0)).toBe(want.overview.enrollments.value);
    if (range === "1y") expect(r.revenueTrend.averageCents).toBe(5542); // 66,500 ÷ 12, rounded
    const trend = TRENDS[range as "7d" | "1y"];
    const columns = Object.fromEntries(Object.keys(points[0]).map((key) => [key, points.map((p) => p[key as keyof typeof p])]));
    if (trend) expect(columns).toEqual(trend);
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
