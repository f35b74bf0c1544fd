import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/dashboard/stats/route";
import { prisma } from "@/lib/db";
import { call, createUser, findSecrets, sessionHeaders, type RouteFn } from "@/test/helpers";
import type { OverviewStats } from "../../../server/overview";

const get = GET as RouteFn;
const DAY = 24 * 60 * 60 * 1000;
const ago = (days: number) => new Date(Date.now() - days * DAY);

type Body = { data: OverviewStats };

describe("GET /api/admin/dashboard/stats", () => {
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    const admin = await createUser({ role: "admin" });
    adminHeaders = await sessionHeaders(admin);
  });

  it("answers zeros, not NaN, on an empty database", async () => {
    const res = await call<Body>(get, { headers: adminHeaders });
    expect(res.status).toBe(200);
    const { cards, performance, topCourses, systemStatus } = res.body.data;
    expect(cards.totalStudents).toEqual({ value: 0, growth: 0 });
    expect(cards.activeStudents).toEqual({ value: 0, growth: 0, engagement: 0 });
    expect(performance).toEqual({ courseCompletion: 0, studentSatisfaction: 0, averageRating: 0, reviewCount: 0, questionAccuracy: 0, activeEngagement: 0 });
    expect(topCourses).toEqual([]);
    expect(systemStatus.pendingIssues).toBe(0);
    expect(res.text).not.toMatch(/NaN|Infinity|null%/);
  });

  it("computes every figure from known rows", async () => {
    // 4 learners: 2 older than 30 days, 2 new; one of the new ones inactive; 2 active in the last 30 days.
    const learners = await Promise.all([
      prisma.user.create({ data: { email: "l1@x.test", name: "L One", role: "user", isEmailVerified: true, createdAt: ago(90), lastActivityAt: ago(1) } }),
      prisma.user.create({ data: { email: "l2@x.test", name: "L Two", role: "user", isEmailVerified: true, createdAt: ago(60), lastActivityAt: ago(45) } }),
      prisma.user.create({ data: { email: "l3@x.test", name: "L Three", role: "user", createdAt: ago(10), lastActivityAt: ago(2) } }),
      prisma.user.create({ data: { email: "l4@x.test", name: "L Four", role: "user", createdAt: ago(5), isActive: false } }),
    ]);
    // Questions: 1 old, 2 new → growth (3-1)/1 = +200%.
    const author = { authorName: "Ada", type: "essay", difficulty: "easy", category: "CSS", description: "Describe the box model." };
    const [q1] = await Promise.all([
      prisma.question.create({ data: { ...author, title: "Old question", createdAt: ago(40) } }),
      prisma.question.create({ data: { ...author, title: "New question 1", createdAt: ago(3) } }),
      prisma.question.create({ data: { ...author, title: "New question 2", createdAt: ago(2) } }),
    ]);
    // Courses: 2, both older than 30 days → growth 0.
    const course = { description: "A course description long enough.", category: "Design", level: "beginner", priceCents: 1000, duration: "10 hours", instructor: "I", status: "published" };
    const [a, b] = await Promise.all([
      prisma.course.create({ data: { ...course, title: "Course A", createdAt: ago(100) } }),
      prisma.course.create({ data: { ...course, title: "Course B", createdAt: ago(100) } }),
    ]);
    // Enrollments: A has 3 (2 this period, 1 in the previous 30 days; 2 completed), B has 1 (not completed).
    // One more on A was unenrolled and must be ignored everywhere.
    await prisma.enrollment.createMany({
      data: [
        { userId: learners[0].id, courseId: a.id, enrolledAt: ago(50), progress: 100, completedAt: ago(20) },
        { userId: learners[1].id, courseId: a.id, enrolledAt: ago(10), progress: 100, completedAt: ago(1) },
        { userId: learners[2].id, courseId: a.id, enrolledAt: ago(5), progress: 30 },
        { userId: learners[0].id, courseId: b.id, enrolledAt: ago(40), progress: 10 },
        { userId: learners[3].id, courseId: a.id, enrolledAt: ago(4), progress: 0, unenrolledAt: ago(3) },
      ],
    });
    // Ratings are Review rows: 5, 4, 3 count; the unenrolled learner's 1 does not.
    await prisma.review.createMany({
      data: [
        { userId: learners[0].id, courseId: a.id, rating: 5 },
        { userId: learners[1].id, courseId: a.id, rating: 4 },
        { userId: learners[2].id, courseId: a.id, rating: 3 },
        { userId: learners[3].id, courseId: a.id, rating: 1 },
      ],
    });
    // Studying: L One and L Three had learning sessions in the last 30 days; L Two only 45 days ago.
    await prisma.learningSession.createMany({
      data: [
        { userId: learners[0].id, startedAt: ago(1), seconds: 600, minutes: 10 },
        { userId: learners[1].id, startedAt: ago(45), seconds: 600, minutes: 10 },
        { userId: learners[2].id, startedAt: ago(2), seconds: 1200, minutes: 20 },
      ],
    });
    // Attempts: 3 of 4 correct.
    await prisma.questionAttempt.createMany({
      data: [true, true, true, false].map((isCorrect) => ({ questionId: q1.id, userId: learners[0].id, isCorrect })),
    });
    // Pending issues: one expired invitation, one locked account.
    await prisma.staffInvitation.create({ data: { email: "late@x.test", fullName: "Late", tokenHash: "h1", expiresAt: ago(1) } });
    await prisma.staffInvitation.create({ data: { email: "fresh@x.test", fullName: "Fresh", tokenHash: "h2", expiresAt: new Date(Date.now() + DAY) } });
    await prisma.user.update({ where: { id: learners[1].id }, data: { lockedUntil: new Date(Date.now() + 10 * 60_000) } });

    const res = await call<Body>(get, { headers: adminHeaders });
    expect(res.status).toBe(200);
    const { cards, performance, topCourses, systemStatus } = res.body.data;
    // Students: 4 now vs 2 thirty days ago → +100%. Active Students (features/figures/definitions.ts: active
    // and email confirmed, the Students page's "Active"): L One and L Two, both older than 30 days →
    // 2 now vs 2 → 0%; 2/4 = 50%. L Three has not confirmed (Pending), L Four is switched off.
    expect(cards.totalStudents).toEqual({ value: 4, growth: 100 });
    expect(cards.activeStudents).toEqual({ value: 2, growth: 0, engagement: 50 });
    expect(cards.totalQuestions).toEqual({ value: 3, growth: 200 });
    expect(cards.totalCourses).toEqual({ value: 2, growth: 0 });
    // Completion 2 of 4 enrollments = 50%. Ratings 5, 4, 3 → 4.0 → 80%. Accuracy 3/4 = 75%.
    // Engagement: L One and L Three active in the last 30 days → 2/4 = 50%.
    expect(performance).toEqual({ courseCompletion: 50, studentSatisfaction: 80, averageRating: 4, reviewCount: 3, questionAccuracy: 75, activeEngagement: 50 });
    // Top courses: A (3 students, 2/3 = 66.7% complete, 2 this period vs 1 before → +100%), then B
    // (its one enrollment, 40 days ago, is in the previous window: 0 now vs 1 before → −100%).
    expect(topCourses.map((c) => ({ name: c.name, students: c.students, completion: c.completion, trend: c.trend }))).toEqual([
      { name: "Course A", students: 3, completion: 66.7, trend: 100 },
      { name: "Course B", students: 1, completion: 0, trend: -100 },
    ]);
    expect(systemStatus.pendingIssues).toBe(2);
    expect(systemStatus.issues.map((i) => i.kind).sort()).toEqual(["expired_invitation", "locked_account"]);
    expect(findSecrets(res.text)).toEqual([]);
  });

  it("lists recent activity newest first, without sign-in noise", async () => {
    await prisma.activityLog.createMany({
      data: [
        { type: "student_registered", message: "Older event", createdAt: ago(2) },
        { type: "login", message: "Someone signed in", createdAt: ago(0.5) },
        { type: "course_completed", message: "Newest event", createdAt: ago(1) },
      ],
    });
    const res = await call<Body>(get, { headers: adminHeaders });
    const messages = res.body.data.recentActivity.map((a) => a.message);
    expect(messages.indexOf("Newest event")).toBeLessThan(messages.indexOf("Older event"));
    expect(messages).not.toContain("Someone signed in");
  });

  it("is for admin and staff only", async () => {
    const staff = await createUser({ role: "staff" });
    const learner = await createUser({ role: "user" });
    expect((await call(get, { headers: await sessionHeaders(staff) })).status).toBe(200);
    expect((await call(get, { headers: await sessionHeaders(learner) })).status).toBe(403);
    expect((await call(get)).status).toBe(401);
  });
});

describe("one definition per figure", () => {
  it("the Overview and the Students page agree on Active Students and completions for the same data", async () => {
    const { GET: studentsGet } = await import("@/app/api/admin/students/route");
    const admin = await createUser({ role: "admin" });
    const headers = await sessionHeaders(admin);
    // Every status the badge knows: active + confirmed, active + unconfirmed (Pending), switched off.
    await prisma.user.createMany({
      data: [
        ...Array.from({ length: 5 }, (_, i) => ({ email: `agree-a${i}@x.test`, name: `A ${i}`, role: "user", isActive: true, isEmailVerified: true })),
        ...Array.from({ length: 3 }, (_, i) => ({ email: `agree-p${i}@x.test`, name: `P ${i}`, role: "user", isActive: true, isEmailVerified: false })),
        ...Array.from({ length: 2 }, (_, i) => ({ email: `agree-i${i}@x.test`, name: `I ${i}`, role: "user", isActive: false, isEmailVerified: true })),
      ],
    });
    const overview = await call<Body>(get, { headers });
    const students = await call<{ stats: { total: number; active: number; courseCompletions: number } }>(studentsGet as RouteFn, { headers, path: "/api/admin/students" });
    expect(overview.status).toBe(200);
    expect(students.status).toBe(200);
    const stats = students.body.stats;
    expect(stats).toBeDefined();
    expect(overview.body.data.cards.activeStudents.value).toBe(stats!.active);
    expect(overview.body.data.cards.totalStudents.value).toBe(stats!.total);
    const learners = await prisma.user.count({ where: { role: "user", isActive: true, isEmailVerified: true } });
    expect(stats!.active).toBe(learners);
  });
});
