import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { GET } from "@/app/api/courses/[id]/analytics/route";
import { enroll, makeCourse } from "../_test-fixtures";
import { call, roleSessionHeaders, type RouteFn } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

type Point = { start: string; label: string; enrollments: number; completions: number; revenue: number };
type Body = {
  data: {
    course: { _id: string; title: string; status: string };
    range: string;
    from: string;
    to: string;
    bucket: string;
    series: Point[];
    totals: { enrollments: number; completions: number; revenue: number };
    overall: Record<string, number | null>;
    progressBands: { band: string; count: number }[];
  };
  errors?: Record<string, string[]>;
};

// A fixed "now" so every bucket boundary below can be worked out by hand.
const NOW = new Date("2026-06-15T12:00:00Z");
const at = (iso: string) => new Date(iso);

let staff: Record<string, string>;
let admin: Record<string, string>;
let learner: Record<string, string>;
let courseId = "";

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
  ({ admin, staff, learner } = await roleSessionHeaders());
  const course = await makeCourse({ title: "Analytics Course" });
  courseId = course.id;
  // 1: yesterday, completed today, rated 5
  await enroll(course.id, { enrolledAt: at("2026-06-14T09:00:00Z"), pricePaidCents: 5000, completedAt: at("2026-06-15T08:00:00Z"), progress: 100, rating: 5 });
  // 2: five days ago
  await enroll(course.id, { enrolledAt: at("2026-06-10T10:00:00Z"), pricePaidCents: 3000, progress: 70 });
  // 3: 26 days ago
  await enroll(course.id, { enrolledAt: at("2026-05-20T10:00:00Z"), pricePaidCents: 2000, progress: 45 });
  // 4: 75 days ago, completed six days ago, rated 3
  await enroll(course.id, { enrolledAt: at("2026-04-01T10:00:00Z"), pricePaidCents: 10000, completedAt: at("2026-06-09T10:00:00Z"), progress: 100, rating: 3 });
  // 5: about nine months ago
  await enroll(course.id, { enrolledAt: at("2025-09-10T10:00:00Z"), pricePaidCents: 4000, progress: 10 });
  // Left out everywhere: an unenrolled learner, and another course's enrollment.
  await enroll(course.id, { enrolledAt: at("2026-06-13T10:00:00Z"), pricePaidCents: 9900, unenrolledAt: at("2026-06-14T10:00:00Z"), rating: 1 });
  const other = await makeCourse();
  await enroll(other.id, { enrolledAt: at("2026-06-14T10:00:00Z"), pricePaidCents: 7777 });
});

afterAll(() => {
  vi.useRealTimers();
});

const analytics = (headers: Record<string, string>, query: Record<string, string> = {}, id = courseId) =>
  call<Body>(GET as RouteFn, { path: `/api/courses/${id}/analytics`, headers, query, params: { id } });

describe("GET /api/courses/[id]/analytics", () => {
  it("7d: daily buckets of enrollments, completions and revenue", async () => {
    const res = await analytics(staff, { range: "7d" });
    expect(res.status).toBe(200);
    const d = res.body.data;
    expect(d.course).toEqual({ _id: courseId, title: "Analytics Course", status: "published" });
    expect(d).toMatchObject({ range: "7d", bucket: "day", from: "2026-06-09T00:00:00.000Z", to: "2026-06-16T00:00:00.000Z" });
    expect(d.series.map((p) => [p.label, p.enrollments, p.completions, p.revenue])).toEqual([
      ["Jun 9", 0, 1, 0],
      ["Jun 10", 1, 0, 30],
      ["Jun 11", 0, 0, 0],
      ["Jun 12", 0, 0, 0],
      ["Jun 13", 0, 0, 0],
      ["Jun 14", 1, 0, 50],
      ["Jun 15", 0, 1, 0],
    ]);
    expect(d.totals).toEqual({ enrollments: 2, completions: 2, revenue: 80 });
  });

  it("30d is the default range", async () => {
    const d = (await analytics(admin)).body.data;
    expect(d).toMatchObject({ range: "30d", bucket: "day", from: "2026-05-17T00:00:00.000Z" });
    expect(d.series).toHaveLength(30);
    expect(d.totals).toEqual({ enrollments: 3, completions: 2, revenue: 100 });
  });

  it("90d: thirteen weekly buckets", async () => {
    const d = (await analytics(staff, { range: "90d" })).body.data;
    expect(d).toMatchObject({ bucket: "week", from: "2026-03-18T00:00:00.000Z" });
    expect(d.series).toHaveLength(13);
    expect(d.series[2]).toEqual({ start: "2026-04-01T00:00:00.000Z", label: "Apr 1", enrollments: 1, completions: 0, revenue: 100 });
    expect(d.totals).toEqual({ enrollments: 4, completions: 2, revenue: 200 });
  });

  it("1y: twelve monthly buckets", async () => {
    const d = (await analytics(staff, { range: "1y" })).body.data;
    expect(d.bucket).toBe("month");
    expect(d.series.map((p) => p.label)).toEqual([
      "Jul 2025", "Aug 2025", "Sep 2025", "Oct 2025", "Nov 2025", "Dec 2025",
      "Jan 2026", "Feb 2026", "Mar 2026", "Apr 2026", "May 2026", "Jun 2026",
    ]);
    expect(d.series[2]).toMatchObject({ enrollments: 1, revenue: 40 });
    expect(d.series[11]).toMatchObject({ enrollments: 2, completions: 2, revenue: 80 });
    expect(d.totals).toEqual({ enrollments: 5, completions: 2, revenue: 240 });
  });

  it("reports all-time completion, rating, revenue and progress bands", async () => {
    const d = (await analytics(staff, { range: "7d" })).body.data;
    // 5 active learners, 2 completed; ratings 5 and 3; progress 100, 70, 45, 100, 10 → mean 65.
    expect(d.overall).toEqual({ enrolledStudents: 5, completed: 2, completionRate: 40, averageProgress: 65, rating: 4, reviewCount: 2, revenue: 240 });
    expect(d.progressBands.map((b) => [b.band, b.count])).toEqual([
      ["80-100", 2],
      ["60-79", 1],
      ["40-59", 1],
      ["0-39", 1],
    ]);
  });

  it("validates the range", async () => {
    const res = await analytics(staff, { range: "2w" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ range: ["Range must be one of 7d, 30d, 90d, 1y"] });
  });

  it("is for staff and admins only; 404 for an unknown course", async () => {
    expect((await analytics(learner)).status).toBe(403);
    expect((await analytics({})).status).toBe(401);
    expect((await analytics(staff, {}, "doesnotexist123")).status).toBe(404);
  });
});
