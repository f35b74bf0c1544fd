// The daily rollups (docs/decisions/006-daily-rollups.md) stay equal to a full recomputation from the events, when the
// events come through the app's own write functions (enroll, pay, complete, study, answer, refund,
// unenroll, delete), with the site in a zone whose days are not UTC's.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { createUser } from "@/test/helpers";
import { makeCourse } from "@/features/courses/api/courses/_test-fixtures";
import { enrollSelf as enroll } from "@/features/learn/server/enroll";
import { completeLessons } from "@/features/learn/server/complete";
import { recordActivity } from "@/features/learn/server/activity";
import { recordPaidOrder } from "@/features/orders/server/record";
import { refundOrder } from "@/features/orders/server/events";
import { createStudent, deleteStudent, enrollStudent, unenrollStudent } from "@/features/students/server";
import { getAnalytics } from "@/features/analytics/server/analytics";
import { upsertMyReview, setReviewHidden } from "@/features/reviews/server/mutations";
import { createLesson, deleteLesson } from "@/features/lessons/server/lessons";
import { ratingsByCourse, ratingTotals } from "@/features/figures/server/ratings";
import { revenueTotal } from "@/features/figures/server/revenue";
import { startOfDay } from "@/lib/format/calendar";
import { promoteStudent } from "@/features/students/server/promote";
import { averageLearnerProgress, courseFigureRows, figuresByCourse, figuresByDay, learnersEnrolledBefore, sumFigures, topCoursesAllTime } from "./rollups/read";
import { completedSince, completedSinceTotal, learnersStudied, learnersStudiedByAge, learnersStudiedByBirthYear, revenueBetween } from "./rollups/exact-ends";
import { computeRollups, ensureRollups, recomputeRollups } from "./rollups/rebuild";
import { lastStudiedDrift, storedRollups } from "./rollups/consistency";
import { activeEnrollments, countDrift } from "./user-counts";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: (fn: unknown) => fn }));

/** Every maintained figure against a recomputation from the events: the rollup rows, and each user's lastStudiedAt. */
async function expectEqualToRecomputation() {
  expect(sorted(await storedRollups())).toEqual(sorted(await computeRollups()));
  expect(await lastStudiedDrift()).toBe(0);
  expect(await countDrift()).toEqual([]); // the user counts the triggers on "User" keep
  // The Students and Courses cards, read from the maintained rows (no rebuild), against the events.
  process.env.ROLLUPS_TRUST = "1";
  try {
    const [avg] = await prisma.$queryRaw<{ avg: number | string | null }[]>`
      SELECT AVG(p.progress) AS avg FROM (
        SELECT AVG(e."progress") AS progress FROM "Enrollment" e JOIN "User" u ON u."id" = e."userId"
        WHERE u."role" = 'user' AND e."unenrolledAt" IS NULL GROUP BY e."userId") p`;
    expect(await averageLearnerProgress()).toBe(Math.round(Number(avg?.avg ?? 0)));
    expect(await activeEnrollments()).toBe(await prisma.enrollment.count({ where: { unenrolledAt: null } }));
    expect((await sumFigures(["revenueCents"], "all")).revenueCents).toBe(await revenueTotal());
    expect(await activeEnrollments({ publishedOnly: true })).toBe(await prisma.enrollment.count({ where: { unenrolledAt: null, course: { status: "published" } } }));
  } finally {
    delete process.env.ROLLUPS_TRUST;
  }
}

/** What the figures read from lastStudiedAt, counted the old way: DISTINCT learners over the sessions. */
async function studiedDirect(since: Date, until: Date) {
  const rows = await prisma.learningSession.findMany({ where: { startedAt: { gte: since, lt: until }, user: { role: "user" } }, select: { userId: true, user: { select: { birthYear: true } } } });
  const byYear = new Map<number | null, Set<string>>();
  for (const r of rows) byYear.set(r.user.birthYear, (byYear.get(r.user.birthYear) ?? new Set()).add(r.userId));
  return { total: new Set(rows.map((r) => r.userId)).size, byYear: new Map([...byYear].map(([y, set]) => [y, set.size])) };
}

const sorted = <T extends { metric: string; day: string; courseId: string }>(rows: T[]) =>
  [...rows].sort((a, b) => `${a.metric}|${a.day}|${a.courseId}`.localeCompare(`${b.metric}|${b.day}|${b.courseId}`));

describe("daily rollups", () => {
  beforeAll(async () => {
    // New York: 2026-03-08 03:30 UTC is still the 7th there (UTC−5), 2026-03-08 05:30 UTC the 8th.
    await prisma.setting.upsert({ where: { group: "general" }, create: { group: "general", value: JSON.stringify({ timezone: "America/New_York" }) }, update: { value: JSON.stringify({ timezone: "America/New_York" }) } });
    await recomputeRollups(); // the empty table, built (marker) in this zone
  });

  it("equal a recomputation from the events after every kind of write", async () => {
    const admin = await createUser({ role: "admin" });
    const free = await makeCourse({ priceCents: 0 });
    const paid = await makeCourse({ priceCents: 5000 });
    const section = await prisma.section.create({ data: { courseId: free.id, title: "S", position: 0 } });
    const lesson = await prisma.lesson.create({ data: { courseId: free.id, sectionId: section.id, title: "L", kind: "text", position: 0, content: "x" } });
    const a = await createUser({ role: "user", name: "Rollup A" });
    const b = await createUser({ role: "user", name: "Rollup B" });
    const c = await createUser({ role: "user", name: "Rollup C" });

    await enroll(a, free.id, { now: new Date("2026-03-08T03:30:00Z") }); // the 7th in New York
    await enroll(b, free.id, { now: new Date("2026-03-08T05:30:00Z") }); // the 8th
    await completeLessons(free.id, a, [{ lessonId: lesson.id, at: new Date("2026-03-09T12:00:00Z") }]);
    await expectEqualToRecomputation(); // a's mean progress moved to 100
    await recordActivity(free.id, a, { lessonId: lesson.id, seconds: 60 }, new Date("2026-03-09T12:05:00Z"));
    await recordActivity(free.id, b, { lessonId: lesson.id, seconds: 60 }, new Date("2026-03-10T04:00:00Z")); // the 9th there
    // Heartbeats extending b's session: its whole minutes move, and the day's sum of minutes with them.
    await recordActivity(free.id, b, { lessonId: lesson.id, seconds: 60 }, new Date("2026-03-10T04:01:00Z"));
    await recordActivity(free.id, b, { lessonId: lesson.id, seconds: 60 }, new Date("2026-03-10T04:02:00Z"));
    await recordPaidOrder(c, paid.id, { now: new Date("2026-03-10T12:00:00Z"), paidCents: 4000 });
    const order = await recordPaidOrder(a, paid.id, { now: new Date("2026-03-11T12:00:00Z"), paidCents: 5000 });

    await expectEqualToRecomputation();
    expect(await sumFigures(["enrollments", "completions", "revenueCents", "sessions"], "all")).toEqual({ enrollments: 4, completions: 1, revenueCents: 9000, sessions: 2 });
    const minutes = await prisma.learningSession.aggregate({ _sum: { minutes: true } });
    expect((await sumFigures(["sessionMinutes"], "all")).sessionMinutes).toBe(minutes._sum.minutes);
    expect(minutes._sum.minutes).toBeGreaterThan(2);
    // Days are New York's: one enrollment on the 7th, one on the 8th (both on the 8th in UTC).
    const byDay = await figuresByDay(["enrollments"], { from: "2026-03-07", to: "2026-03-08" }, free.id);
    expect(Object.fromEntries([...byDay].map(([day, f]) => [day, f.enrollments]))).toEqual({ "2026-03-07": 1, "2026-03-08": 1 });

    // A partial refund, an unenrollment and a deleted learner.
    const orderId = (await prisma.order.findFirstOrThrow({ where: { userId: a.id, courseId: paid.id }, select: { id: true } })).id;
    void order;
    await refundOrder(orderId, 1000);
    await unenrollStudent(b.id, free.id, null, admin);
    await deleteStudent(c.id, admin);
    await expectEqualToRecomputation();
    // Staff writes: re-enrolling, and a student created with a course (free).
    await enrollStudent(b.id, free.id, "Back for the next cohort", admin);
    // Reviews: written, rewritten, hidden and shown, and one whose author then leaves the course.
    await upsertMyReview(a, free.id, { rating: 5 });
    const bReview = await upsertMyReview(b, free.id, { rating: 2 });
    await upsertMyReview(b, free.id, { rating: 3 });
    await setReviewHidden(admin, bReview.review.id, true);
    await expectEqualToRecomputation();
    expect(await ratingTotals()).toEqual({ count: 1, sum: 5 });
    await setReviewHidden(admin, bReview.review.id, false);
    await expectEqualToRecomputation();
    expect(await ratingTotals()).toEqual({ count: 2, sum: 8 });
    const d = await createStudent({ name: "Rollup D", email: `rollup-d-${Date.now()}@example.com`, courseIds: [free.id], sendWelcome: false }, admin);
    await expectEqualToRecomputation();
    // A learner made staff leaves the learners' average progress.
    await prisma.user.update({ where: { id: d.student._id }, data: { isActive: true } });
    await promoteStudent(d.student._id, "staff", admin);
    await expectEqualToRecomputation();
    // Learners who studied, then made staff or deleted, leave the learners-by-study-day rows.
    const e = await createUser({ role: "user", name: "Rollup E" });
    const f = await createUser({ role: "user", name: "Rollup F" });
    for (const u of [e, f]) {
      await enroll(u, free.id, { now: new Date("2026-03-12T12:00:00Z") });
      await recordActivity(free.id, u, { lessonId: lesson.id, seconds: 60 }, new Date("2026-03-12T13:00:00Z"));
    }
    await expectEqualToRecomputation();
    await promoteStudent(e.id, "staff", admin);
    await expectEqualToRecomputation(); // their session of that day no longer counts
    await deleteStudent(f.id, admin);
    await expectEqualToRecomputation();
    // Lessons added and removed: every enrollment's progress is recomputed, and each learner's mean with it.
    const added = await createLesson(free.id, { sectionId: section.id, title: "L2", kind: "text", content: "y" });
    await expectEqualToRecomputation();
    expect(await averageLearnerProgress()).toBeGreaterThan(0);
    await deleteLesson(free.id, added.lesson.id);
    await expectEqualToRecomputation();
    await unenrollStudent(b.id, free.id, null, admin);
    await expectEqualToRecomputation();
    // b left the course: their review counts no more, as the rows say.
    const direct = [...(await ratingsByCourse({ courseIds: [free.id, paid.id] })).values()].reduce((t, f) => ({ count: t.count + f.count, sum: t.sum + f.sum }), { count: 0, sum: 0 });
    expect(await ratingTotals()).toEqual(direct);
    expect(direct).toEqual({ count: 1, sum: 5 });
    // e (now staff) is still enrolled; f's enrollment went with them.
    expect(await sumFigures(["enrollments", "completions", "revenueCents", "sessions"], "all")).toEqual({ enrollments: 4, completions: 1, revenueCents: 4000, sessions: 2 });
  });

  it("month rows, learners who studied and session minutes read the same as the events", async () => {
    const course = await makeCourse({ priceCents: 0 });
    const section = await prisma.section.create({ data: { courseId: course.id, title: "S", position: 0 } });
    const lesson = await prisma.lesson.create({ data: { courseId: course.id, sectionId: section.id, title: "L", kind: "text", position: 0, content: "x" } });
    const learners = await Promise.all([1990, 1990, 2001, null].map((birthYear, i) => createUser({ role: "user", name: `Month ${i}` }).then(async (u) => {
      await prisma.user.update({ where: { id: u.id }, data: { birthYear } });
      return u;
    })));
    // Enrollments across three months (New York days), sessions across two.
    const at = ["2026-04-30T12:00:00Z", "2026-05-01T12:00:00Z", "2026-05-20T12:00:00Z", "2026-06-02T12:00:00Z"];
    for (const [i, u] of learners.entries()) await enroll(u, course.id, { now: new Date(at[i]) });
    await recordActivity(course.id, learners[0], { lessonId: lesson.id, seconds: 60 }, new Date("2026-05-02T12:00:00Z"));
    await recordActivity(course.id, learners[0], { lessonId: lesson.id, seconds: 60 }, new Date("2026-06-03T12:00:00Z"));
    await recordActivity(course.id, learners[1], { lessonId: lesson.id, seconds: 60 }, new Date("2026-05-03T12:00:00Z"));
    await recordActivity(course.id, learners[2], { lessonId: lesson.id, seconds: 60 }, new Date("2026-06-04T12:00:00Z"));
    await recordActivity(course.id, learners[3], { lessonId: lesson.id, seconds: 60 }, new Date("2026-05-25T12:00:00Z"));
    await expectEqualToRecomputation();

    // Spans with and without whole months give each day's sum.
    for (const span of [{ from: "2026-04-15", to: "2026-06-10" }, { from: "2026-05-01", to: "2026-05-31" }, { from: "2026-05-02", to: "2026-06-30" }, { from: "2026-04-30", to: "2026-05-01" }]) {
      const days = await figuresByDay(["enrollments"], span, course.id);
      const expected = [...days.values()].reduce((n, f) => n + f.enrollments, 0);
      expect((await figuresByCourse(["enrollments"], span, [course.id])).get(course.id)?.enrollments ?? 0, JSON.stringify(span)).toBe(expected);
    }
    expect((await figuresByCourse(["enrollments"], { from: "2026-04-01", to: "2026-06-30" })).get(course.id)?.enrollments).toBe(4);

    // Windows ending before a learner's latest session still count the earlier one (learner 0: May and June).
    for (const [since, until] of [["2026-05-01T00:00:00Z", "2026-05-31T00:00:00Z"], ["2026-05-01T00:00:00Z", "2026-07-01T00:00:00Z"], ["2026-06-01T00:00:00Z", "2026-06-04T00:00:00Z"], ["2026-05-03T00:00:00Z", "2026-05-03T12:00:00Z"]]) {
      const direct = await studiedDirect(new Date(since), new Date(until));
      expect(await learnersStudied(new Date(since), new Date(until)), `${since}–${until}`).toBe(direct.total);
      const byYear = await learnersStudiedByBirthYear(new Date(since), new Date(until));
      expect(new Map(byYear.map((r) => [r.birthYear, r.n])), `${since}–${until}`).toEqual(direct.byYear);
      // The same learners counted by age in 2026 (born 1990: 36; 2001: 25; one gave no year).
      const ages = await learnersStudiedByAge(new Date(since), new Date(until), 2026, [18, 25, 30, 40]);
      const atLeast = (age: number) => [...direct.byYear].reduce((n, [y, k]) => n + (y !== null && 2026 - y >= age ? k : 0), 0);
      expect(ages, `${since}–${until}`).toEqual({ notGiven: direct.byYear.get(null) ?? 0, given: direct.total - (direct.byYear.get(null) ?? 0), atLeast: [18, 25, 30, 40].map(atLeast) });
    }
    expect(await learnersStudied(new Date("2026-05-01T00:00:00Z"))).toBe((await studiedDirect(new Date("2026-05-01T00:00:00Z"), new Date("2100-01-01T00:00:00Z"))).total);

    // Learners enrolled by an instant (Analytics' courses per learner), mid-day included, as counted from the rows.
    for (const end of ["2026-04-30T11:00:00Z", "2026-05-01T13:00:00Z", "2026-05-20T12:00:00Z", "2026-07-01T00:00:00Z"]) {
      const direct = await prisma.enrollment.findMany({ where: { unenrolledAt: null, enrolledAt: { lt: new Date(end) } }, select: { userId: true }, distinct: ["userId"] });
      expect(await learnersEnrolledBefore(new Date(end), "America/New_York"), end).toBe(direct.length);
    }

    // The analytics report of a past month: engagement figures as counted from the sessions.
    const report = await getAnalytics("30d", new Date("2026-05-31T12:00:00Z"));
    const start = new Date(report.period.start);
    const end = new Date(report.period.end);
    const sessions = await prisma.learningSession.aggregate({ where: { startedAt: { gte: start, lt: end }, user: { role: "user" } }, _avg: { minutes: true }, _count: { _all: true } });
    expect(report.engagement.sessions).toBe(sessions._count._all);
    expect(report.engagement.averageSessionMinutes).toBe(Math.round((sessions._avg.minutes ?? 0) * 10) / 10);
    const direct = await studiedDirect(start, end);
    expect(report.demographics.reduce((n, d) => n + d.learners, 0)).toBe(direct.total);
  });

  it("revenue between instants, the top courses, late completions and course rows read the same as the events", async () => {
    const tz = "America/New_York";
    const paid = await makeCourse({ priceCents: 3000 });
    const other = await makeCourse({ priceCents: 2000 });
    const buyers = await Promise.all([0, 1, 2].map((i) => createUser({ role: "user", name: `Buyer ${i}` })));
    await recordPaidOrder(buyers[0], paid.id, { now: new Date("2026-08-31T23:00:00Z"), paidCents: 3000 }); // the 31st in New York
    await recordPaidOrder(buyers[1], paid.id, { now: new Date("2026-09-10T09:00:00Z"), paidCents: 3000 });
    await recordPaidOrder(buyers[2], paid.id, { now: new Date("2026-09-10T20:00:00Z"), paidCents: 3000 });
    await recordPaidOrder(buyers[0], other.id, { now: new Date("2026-09-11T02:00:00Z"), paidCents: 2000 }); // still the 10th there
    // From a New York midnight to instants mid-day, at a day's start, and inside the first day.
    const from = startOfDay("2026-08-31", tz);
    for (const to of ["2026-09-10T12:00:00Z", "2026-09-11T03:00:00Z", "2026-09-10T04:00:00Z", "2026-08-31T23:30:00Z", "2026-08-31T04:00:00Z", "2026-10-01T00:00:00Z"]) {
      expect(await revenueBetween(from, new Date(to), tz), to).toBe(await revenueTotal({ paidAt: { gte: from, lt: new Date(to) } }));
    }
    expect(await revenueBetween(startOfDay("2026-09-10", tz), new Date("2026-09-10T21:00:00Z"), tz)).toBe(6000);

    // The top courses: most active enrollments first, with their completed ones and title.
    const counts = await prisma.enrollment.groupBy({ by: ["courseId"], where: { unenrolledAt: null }, _count: { _all: true } });
    const expected = counts.map((c) => ({ courseId: c.courseId, enrollments: c._count._all })).sort((a, b) => b.enrollments - a.enrollments || a.courseId.localeCompare(b.courseId)).slice(0, 3);
    const top = await topCoursesAllTime(3);
    expect(top.map(({ courseId, enrollments }) => ({ courseId, enrollments }))).toEqual(expected);
    expect(top.find((t) => t.courseId === paid.id)?.title).toBe(paid.title);

    // Enrollments of a period completed after its end, counted in the database as listed.
    for (const [a, b] of [["2026-03-01T00:00:00Z", "2026-03-09T00:00:00Z"], ["2026-03-01T00:00:00Z", "2026-03-10T00:00:00Z"], ["2026-01-01T00:00:00Z", "2026-12-31T00:00:00Z"]]) {
      const listed = [...(await completedSince(new Date(a), new Date(b), new Date(b))).values()].reduce((x, y) => x + y, 0);
      expect(await completedSinceTotal(new Date(a), new Date(b), new Date(b)), `${a}–${b}`).toBe(listed);
    }

    // Course rows carry the course's title and category beside the same sums as figuresByCourse.
    const span = { from: "2026-08-15", to: "2026-09-30" };
    const rows = await courseFigureRows(["enrollments", "revenueCents"], span);
    const byCourse = await figuresByCourse(["enrollments", "revenueCents"], span);
    expect(new Map(rows.map((r) => [r.courseId, r.figures]))).toEqual(byCourse);
    expect(rows.find((r) => r.courseId === other.id)).toMatchObject({ title: other.title, category: other.category, figures: { enrollments: 1, revenueCents: 2000 } });
  });

  it("recomputeRollups rebuilds the same table", async () => {
    const before = sorted(await storedRollups());
    await prisma.user.updateMany({ data: { lastStudiedAt: null } });
    await recomputeRollups();
    expect(sorted(await storedRollups())).toEqual(before);
    expect(await lastStudiedDrift()).toBe(0);
  });

  it("a table built by an older version (no studied rows) is rebuilt on the next read", async () => {
    const before = sorted(await storedRollups());
    expect(before.some((r) => r.metric === "studied")).toBe(true);
    await prisma.dailyFigure.deleteMany({ where: { metric: { in: ["studied", "studiedBy"] } } });
    await prisma.dailyFigure.updateMany({ where: { metric: { startsWith: "_built:" } }, data: { value: 1 } });
    process.env.ROLLUPS_TRUST = "1";
    try {
      await ensureRollups();
    } finally {
      delete process.env.ROLLUPS_TRUST;
    }
    expect(sorted(await storedRollups())).toEqual(before);
  });
});
