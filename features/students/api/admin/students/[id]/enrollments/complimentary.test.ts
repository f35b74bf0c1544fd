// Staff may give a learner a paid course for free. It is kept, and recorded as a complimentary
// enrollment: who gave it, when and why (a required reason), shown as such on the Orders and
// Students screens, and never counted as revenue by any figure.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { DELETE as unenrollRoute, POST as enrollRoute } from "@/app/api/admin/students/[id]/enrollments/route";
import { GET as studentRoute } from "@/app/api/admin/students/[id]/route";
import { POST as createStudentRoute } from "@/app/api/admin/students/route";
import { POST as importRoute } from "@/app/api/admin/students/import/route";
import { GET as ordersRoute } from "@/app/api/orders/route";
import { GET as orderRoute } from "@/app/api/orders/[id]/route";
import { GET as exportRoute } from "@/app/api/admin/orders/export/route";
import { POST as refundRoute } from "@/app/api/admin/orders/[id]/refund/route";
import { GET as courseRoute } from "@/app/api/courses/[id]/route";
import { GET as coursesRoute } from "@/app/api/courses/route";
import { GET as courseAnalyticsRoute } from "@/app/api/courses/[id]/analytics/route";
import { GET as analyticsRoute } from "@/app/api/admin/analytics/route";
import { buyer, checkout, course as paidCourse, pay, r, type Json } from "@/features/orders/api/checkout/_test-helpers";
import { buildWeeklyReport } from "@/features/analytics/server/weekly-report-job";
import { computeRollups } from "@/features/figures/server/rollups/rebuild";
import { storedRollups } from "@/features/figures/server/rollups/consistency";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type TestUser } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: <T>(fn: T) => fn }));

type Complimentary = { grantedAt: string; grantedByName: string | null; reason: string } | null;
type Enrollment = { courseId: string; complimentary: Complimentary };
type Student = { enrollments: Enrollment[]; pastEnrollments: Enrollment[] };
type Order = { id: string; status: string; courseId: string; userId: string; totalCents: number; subtotalCents: number; provider: string; grantedByName: string | null; grantReason: string | null };
type Totals = { paidOrders: number; grossCents: number; refundedCents: number; netCents: number };

let staff: TestUser;
let staffH: Record<string, string>;
let adminH: Record<string, string>;
beforeAll(async () => {
  staff = await createUser({ role: "staff", name: "Sam Staff" });
  staffH = await sessionHeaders(staff);
  adminH = await sessionHeaders(await createUser({ role: "admin", name: "Ada Admin" }));
});

const REASON = "Scholarship for the spring cohort";
const enroll = (id: string, body: Record<string, unknown>, headers = staffH) => call<Json>(r(enrollRoute), { method: "POST", headers, params: { id }, body });
const student = async (id: string) => (await call<{ data: { student: Student } }>(r(studentRoute), { headers: staffH, params: { id } })).body.data.student;
const orders = (headers: Record<string, string>, query: Record<string, string> = {}) =>
  call<Json & { data: { orders: Order[] }; totals: Totals }>(r(ordersRoute), { headers, query: { limit: 500, ...query } });

describe("POST /api/admin/students/{id}/enrollments: a complimentary enrollment", () => {
  it("needs a readable reason", async () => {
    const c = await paidCourse(4000);
    const learner = await createUser();
    const cases: [Record<string, unknown>, string][] = [
      [{ courseId: c.id }, "Please give a reason"],
      [{ courseId: c.id, reason: "   " }, "Please give a reason"],
      [{ courseId: c.id, reason: "no" }, "Reason must be at least 3 characters"],
      [{ courseId: c.id, reason: "x".repeat(501) }, "Reason must be at most 500 characters"],
    ];
    for (const [body, message] of cases) {
      const res = await enroll(learner.id, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect(res.body.errors?.reason).toEqual([message]);
    }
    expect(await prisma.enrollment.count({ where: { userId: learner.id } })).toBe(0);
  });

  it("records who gave a paid course, when and why: on the learner's enrollment and as a Complimentary order", async () => {
    const c = await paidCourse(4000);
    const learner = await createUser({ name: "Cora Comp" });
    const res = await enroll(learner.id, { courseId: c.id, reason: `  ${REASON}  ` });
    expect(res.status).toBe(201);
    const { enrollments } = await student(learner.id);
    expect(enrollments).toEqual([expect.objectContaining({ courseId: c.id, complimentary: { grantedAt: expect.any(String), grantedByName: "Sam Staff", reason: REASON } })]);

    const comp = (await orders(adminH, { status: "complimentary" })).body.data.orders.filter((o) => o.userId === learner.id);
    expect(comp).toEqual([expect.objectContaining({ status: "complimentary", courseId: c.id, subtotalCents: 4000, totalCents: 0, provider: "complimentary", grantedByName: "Sam Staff", grantReason: REASON })]);
    const detail = await call<Json>(r(orderRoute), { headers: adminH, params: { id: comp[0].id } });
    const timeline = (detail.body.data.order as { timeline: { type: string; message: string | null }[] }).timeline;
    expect(timeline).toEqual([expect.objectContaining({ type: "complimentary", message: `Given by Sam Staff: ${REASON}` })]);
    // Nothing was paid, so nothing can be refunded.
    const refund = await call<Json>(r(refundRoute), { method: "POST", headers: adminH, params: { id: comp[0].id } });
    expect(refund.status).toBe(409);

    // The learner sees the order as complimentary, without the staff's reason.
    const own = await orders(await sessionHeaders(learner));
    expect(own.body.data.orders).toEqual([expect.objectContaining({ status: "complimentary", totalCents: 0, grantedByName: null, grantReason: null })]);

    // The CSV says the same, at no money.
    const csv = await call(r(exportRoute), { headers: adminH, query: { status: "complimentary" } });
    const line = csv.text.split("\r\n").find((l) => l.startsWith(comp[0].id));
    expect(line).toContain(",complimentary,");
    expect(line).toContain(",0.00,0.00,0.00,");
    expect(line).toMatch(/,Sam Staff,Scholarship for the spring cohort$/);

    // The learner's access ends like any other; re-enrolling gives it anew, as a second grant.
    expect((await call(r(unenrollRoute), { method: "DELETE", headers: staffH, params: { id: learner.id }, body: { courseId: c.id } })).status).toBe(200);
    expect((await student(learner.id)).pastEnrollments).toEqual([expect.objectContaining({ courseId: c.id, complimentary: expect.objectContaining({ reason: REASON }) })]);
    expect((await enroll(learner.id, { courseId: c.id, reason: "Second chance after the pause" }, adminH)).status).toBe(201);
    expect((await student(learner.id)).enrollments).toEqual([expect.objectContaining({ complimentary: expect.objectContaining({ grantedByName: "Ada Admin", reason: "Second chance after the pause" }) })]);
  });

  it("a free course is not complimentary: nothing is given away, no order is written", async () => {
    const free = await paidCourse(0);
    const learner = await createUser();
    expect((await enroll(learner.id, { courseId: free.id, reason: "Joining the reading group" })).status).toBe(201);
    expect((await student(learner.id)).enrollments).toEqual([expect.objectContaining({ courseId: free.id, complimentary: null })]);
    expect(await prisma.order.count({ where: { userId: learner.id } })).toBe(0);
  });

  it("a learner who buys the course after their complimentary access ended is a paying learner again", async () => {
    const c = await paidCourse(2500);
    const { user, headers } = await buyer();
    expect((await enroll(user.id, { courseId: c.id, reason: REASON })).status).toBe(201);
    expect((await call(r(unenrollRoute), { method: "DELETE", headers: staffH, params: { id: user.id }, body: { courseId: c.id } })).status).toBe(200);
    const bought = await checkout(headers, c.id);
    expect((await pay(headers, bought.order!.id)).body.data.order).toMatchObject({ status: "paid" });
    expect((await student(user.id)).enrollments).toEqual([expect.objectContaining({ courseId: c.id, complimentary: null })]);
  });

  it("adding a learner with a paid course, or importing one, records the grant too", async () => {
    const c = await paidCourse(3000);
    const created = await call<Json>(r(createStudentRoute), { method: "POST", headers: adminH, body: { name: "Nina New", email: `nina-${Date.now()}@example.test`, courseIds: [c.id] } });
    expect(created.status).toBe(201);
    const ninaId = (created.body.data.student as { _id: string })._id;
    expect((await student(ninaId)).enrollments).toEqual([expect.objectContaining({ complimentary: { grantedAt: expect.any(String), grantedByName: "Ada Admin", reason: "Enrolled when the account was added" } })]);

    const course = await prisma.course.findUniqueOrThrow({ where: { id: c.id }, select: { title: true } });
    const email = `ivan-${Date.now()}@example.test`;
    const imported = await call<Json>(r(importRoute), { method: "POST", headers: adminH, body: { rows: [{ line: 2, name: "Ivan Import", email, courses: course.title }], dryRun: false } });
    expect(imported.status).toBe(200);
    const ivan = await prisma.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
    expect((await student(ivan.id)).enrollments).toEqual([expect.objectContaining({ complimentary: { grantedAt: expect.any(String), grantedByName: "Ada Admin", reason: "Enrolled by a CSV import" } })]);
    expect(await prisma.order.count({ where: { userId: { in: [ninaId, ivan.id] }, status: "complimentary", totalCents: 0 } })).toBe(2);
  });
});

describe("complimentary enrollments never count as revenue", () => {
  async function figures(courseId: string) {
    const one = await call<Json>(r(courseRoute), { headers: adminH, params: { id: courseId } });
    const all = await call<Json>(r(coursesRoute), { headers: adminH, query: { limit: 100 } });
    const series = await call<Json>(r(courseAnalyticsRoute), { headers: adminH, params: { id: courseId }, query: { range: "7d" } });
    const report = await call<Json>(r(analyticsRoute), { headers: adminH, query: { range: "7d" } });
    const data = report.body.data as { overview: { revenue: { value: number } }; revenueTrend: { points: { revenueCents: number }[] }; topCourses: { _id: string; revenueCents: number }[] };
    const list = await orders(adminH);
    const weekly = await buildWeeklyReport();
    // The course's all-time row (day "").
    const rollup = (rows: { metric: string; day: string; courseId: string; value: number }[]) => rows.find((x) => x.metric === "revenueCents" && x.day === "" && x.courseId === courseId)?.value ?? 0;
    return {
      course: (one.body.data.course as { revenue: number }).revenue,
      allCourses: (all.body as unknown as { stats: { totalRevenue: number } }).stats.totalRevenue,
      courseSeries: (series.body.data as { totals: { revenue: number } }).totals.revenue,
      analytics: data.overview.revenue.value,
      trend: data.revenueTrend.points.at(-1)!.revenueCents,
      topCourse: data.topCourses.find((t) => t._id === courseId)?.revenueCents ?? 0,
      orderTotals: list.body.totals,
      weekly: weekly.figures.find((f) => f.label === "Revenue")!.value,
      rollupStored: rollup(await storedRollups()),
      rollupRebuilt: rollup(await computeRollups()),
    };
  }

  it("Orders, Courses, course analytics, Analytics, the weekly report and the rollups read the same before and after a grant", async () => {
    const c = await paidCourse(6000);
    const { headers } = await buyer();
    const bought = await checkout(headers, c.id);
    await pay(headers, bought.order!.id);
    const before = await figures(c.id);
    expect(before).toMatchObject({ course: 60, courseSeries: 60, topCourse: 6000, rollupStored: 6000, rollupRebuilt: 6000 });

    for (let i = 0; i < 3; i += 1) expect((await enroll((await createUser()).id, { courseId: c.id, reason: REASON })).status).toBe(201);
    const after = await figures(c.id);
    expect(after).toEqual(before);
    expect(await prisma.enrollment.count({ where: { courseId: c.id, unenrolledAt: null } })).toBe(4);
  });
});
