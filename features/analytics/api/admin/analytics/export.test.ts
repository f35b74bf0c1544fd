import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/analytics/export/route";
import { GET as GET_JSON } from "@/app/api/admin/analytics/route";
import { AT, seedKnownEvents } from "./_test-fixtures";
import { prisma } from "@/lib/db";
import type { AnalyticsReport } from "../../../server/analytics";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";

let admin: Record<string, string>;

/** The CSV's sections, keyed by title: each is its header row and data rows. */
function sections(text: string): Map<string, string[][]> {
  const blocks = text.replace(/^\uFEFF/, "").trim().split(/\r\n\r\n/);
  return new Map(
    blocks.map((block) => {
      const rows = Papa.parse<string[]>(block, { skipEmptyLines: true }).data;
      return [rows[0][0], rows.slice(1)];
    }),
  );
}

beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin" }));
});

describe("GET /api/admin/analytics/export", () => {
  it("downloads an empty database's figures as zeros", async () => {
    const res = await call(GET as RouteFn, { query: { range: "7d" }, headers: admin });
    expect(res.status).toBe(200);
    expect(res.text).not.toMatch(/NaN|Infinity|undefined|null/);
    // The byte-order mark (which Response.text() strips) lets spreadsheets read "18–24" as UTF-8.
    const raw = await (GET as RouteFn)(new Request("http://localhost:3000/api/x?range=7d", { headers: { host: "localhost:3000", ...admin } }), { params: Promise.resolve({}) });
    expect([...new Uint8Array(await raw.arrayBuffer()).slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const s = sections(res.text);
    // Nothing to compare with: the change cells are blank, not 0% or +100%.
    expect(s.get("Overview")?.[1]).toEqual(["Revenue (USD)", "0.00", "0.00", "", "%"]);
    expect(s.get("Revenue trend")?.find((row) => row[0].startsWith("Growth"))).toEqual(["Growth vs same days last month (%)", "", ""]);
    expect(s.get("Top courses")).toEqual([["Course", "Category", "Enrollments", "Revenue (USD)", "Completion rate (%)"]]);
  });

  it("is for admins only", async () => {
    expect((await call(GET as RouteFn, { query: { range: "7d" } })).status).toBe(401);
    const staff = await sessionHeaders(await createUser({ role: "staff" }));
    expect((await call(GET as RouteFn, { query: { range: "7d" }, headers: staff })).status).toBe(403);
    expect((await call(GET as RouteFn, { query: { range: "2w" }, headers: admin })).status).toBe(422);
  });

  it("holds exactly the figures the page shows, one section per chart", async () => {
    await seedKnownEvents();
    // A course whose title is a spreadsheet formula must arrive as text.
    const learner = await prisma.user.findUniqueOrThrow({ where: { email: "l1@known.test" } });
    const evil = await prisma.course.create({
      data: { title: "=HYPERLINK(\"http://x\")", description: "A course used by the analytics tests.", category: "Design", level: "beginner", priceCents: 100, duration: "1 hour", instructor: "I", status: "published" },
    });
    await prisma.enrollment.create({ data: { userId: learner.id, courseId: evil.id, enrolledAt: new Date("2026-06-11T00:00:00Z"), pricePaidCents: 0 } });

    const res = await call(GET as RouteFn, { query: { range: "7d", at: AT }, headers: admin });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toBe('attachment; filename="analytics-7d-2026-06-15.csv"');
    const json = (await call<{ data: AnalyticsReport }>(GET_JSON as RouteFn, { query: { range: "7d", at: AT }, headers: admin })).body.data;
    const s = sections(res.text);

    expect([...s.keys()]).toEqual([
      "Masterly analytics", "Overview", "Revenue trend", "Learning activity", "User engagement", "Top courses", "Learners by age", "Category performance", "Quick insights",
    ]);
    expect(s.get("Masterly analytics")?.slice(1)).toEqual([
      ["Range", "Last 7 days (7d)"],
      ["Period start", "2026-06-09T00:00:00.000Z"], // 7 site days (UTC), today included
      ["Period end", AT],
      ["Previous period start", "2026-06-02T00:00:00.000Z"],
    ]);
    const o = json.overview;
    expect(s.get("Overview")?.slice(1)).toEqual([
      ["Revenue (USD)", "230.00", "70.00", "228.6", "%"],
      ["Enrollments", "5", "2", "150", "%"],
      ["New learners", "1", "1", "0", "%"],
      ["Completion rate (%)", String(o.completionRate.value), "50", String(o.completionRate.change), "points"],
    ]);
    expect(o.enrollments.value).toBe(5);
    const revenue = s.get("Revenue trend") ?? [];
    expect(revenue[0]).toEqual(["Day", "Revenue (USD)", "Enrollments"]);
    expect(revenue.slice(1, 8)).toEqual(json.revenueTrend.points.map((m) => [m.period, (m.revenueCents / 100).toFixed(2), String(m.enrollments)]));
    expect(revenue.slice(8)).toEqual([
      ["This month (USD)", "300.00", ""],
      ["Average day (USD)", "32.86", ""], // 230.00 ÷ 7, rounded to the cent
      ["Growth vs same days last month (%)", "1400", ""],
    ]);
    expect(s.get("Learning activity")?.slice(1)).toEqual(json.revenueTrend.points.map((m) => [m.period, String(m.enrollments), String(m.completions), String(m.averageProgress)]));
    expect(s.get("User engagement")?.slice(1)).toEqual([
      ["Daily active users", "1"],
      ["Weekly active users", "4"],
      ["Average session (minutes)", "35"],
      ["Sessions", "5"],
      ["Courses per user", String(json.engagement.coursesPerUser)],
      ["Completion rate (%)", String(json.engagement.completionRate)],
    ]);
    const top = s.get("Top courses") ?? [];
    expect(top.slice(1)).toEqual(json.topCourses.map((c) => [c.title.startsWith("=") ? `'${c.title}` : c.title, c.category, String(c.enrollments), (c.revenueCents / 100).toFixed(2), String(c.completionRate)]));
    expect(top.some((row) => row[0] === "'=HYPERLINK(\"http://x\")")).toBe(true);
    expect(s.get("Learners by age")?.slice(1)).toEqual([["18–24", "1", "25"], ["25–34", "1", "25"], ["35–44", "1", "25"], ["45–54", "1", "25"], ["55+", "0", "0"]]);
    expect(s.get("Category performance")?.slice(1)).toEqual(json.categories.map((c) => [c.category, String(c.courses), String(c.enrollments), (c.revenueCents / 100).toFixed(2), String(c.share), String(c.completionRate)]));
    expect(s.get("Quick insights")?.slice(1)).toEqual(json.insights.map((line) => [line]));
    expect(json.insights[0]).toBe("Your completion rate of 20% is below the industry average of 65%.");
  });
});
