import { beforeAll, describe, expect, it } from "vitest";
import { DELETE, POST } from "@/app/api/admin/students/[id]/enrollments/route";
import { GET as LIST } from "@/app/api/admin/students/route";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

type Detail = { enrolledCourses: string[]; progress: number; enrollments: { courseId: string }[]; pastEnrollments: { courseId: string; unenrollReason: string | null }[] };

let admin: TestUser;
let staff: TestUser;
let adminH: Record<string, string>;
let staffH: Record<string, string>;
let learnerH: Record<string, string>;
let open: string;
let other: string;
let draft: string;

async function makeCourse(title: string, status = "published") {
  const c = await prisma.course.create({
    data: { title, description: "A course used by the enrollment tests.", category: "Business", level: "beginner", priceCents: 500, duration: "1 hour", instructor: "Tess Teacher", status },
  });
  return c.id;
}

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  staff = await createUser({ role: "staff", name: "Sam Staff" });
  adminH = await sessionHeaders(admin);
  staffH = await sessionHeaders(staff);
  learnerH = await sessionHeaders(await createUser({ role: "user" }));
  open = await makeCourse("Negotiation 101");
  other = await makeCourse("Pricing Strategy");
  draft = await makeCourse("Unreleased Course", "draft");
});

const enroll = (id: string, headers: Record<string, string>, courseId: string) =>
  call<{ data: { student: Detail } }>(POST as RouteFn, { method: "POST", headers, params: { id }, body: { courseId, reason: "Joins the sales team's training" } });
const unenroll = (id: string, headers: Record<string, string>, body: unknown) =>
  call<{ data: { student: Detail } }>(DELETE as RouteFn, { method: "DELETE", headers, params: { id }, body });

describe("POST /api/admin/students/{id}/enrollments", () => {
  it("lets staff and admin enroll a learner in a published course, once", async () => {
    const student = await createUser({ role: "user", name: "Erin Enroll" });
    const res = await enroll(student.id, staffH, open);
    expect(res.status).toBe(201);
    expect(res.body.data.student.enrolledCourses).toEqual(["Negotiation 101"]);
    expect((await enroll(student.id, adminH, other)).status).toBe(201);
    const again = await enroll(student.id, adminH, open);
    expect(again.status).toBe(409);
    expect(await prisma.enrollment.count({ where: { userId: student.id } })).toBe(2);
    const log = await prisma.activityLog.findFirstOrThrow({ where: { type: "course_enrolled", targetId: student.id } });
    expect(log.message).toBe("Sam Staff enrolled Erin Enroll in Negotiation 101: Joins the sales team's training");
  });

  it("refuses draft and unknown courses, learners, and staff targets", async () => {
    const student = await createUser({ role: "user" });
    expect((await enroll(student.id, adminH, draft)).status).toBe(422);
    expect((await enroll(student.id, adminH, "cknotacourse0000000000000")).status).toBe(404);
    expect((await enroll(student.id, learnerH, open)).status).toBe(403);
    expect((await enroll(staff.id, adminH, open)).status).toBe(404);
    expect((await enroll(student.id, {}, open)).status).toBe(401);
    expect(await prisma.enrollment.count({ where: { userId: { in: [student.id, staff.id] } } })).toBe(0);
  });
});

describe("DELETE /api/admin/students/{id}/enrollments", () => {
  it("unenrolls with an optional reason that is kept, and the course stops counting", async () => {
    const student = await createUser({ role: "user", name: "Uma Unenroll" });
    await prisma.enrollment.create({ data: { userId: student.id, courseId: open, progress: 90 } });
    await prisma.enrollment.create({ data: { userId: student.id, courseId: other, progress: 30 } });

    const res = await unenroll(student.id, staffH, { courseId: open, reason: "Moved to the advanced track" });
    expect(res.status).toBe(200);
    expect(res.body.data.student.enrolledCourses).toEqual(["Pricing Strategy"]);
    expect(res.body.data.student.progress).toBe(30);
    expect(res.body.data.student.pastEnrollments).toEqual([expect.objectContaining({ courseId: open, unenrollReason: "Moved to the advanced track" })]);
    const row = await prisma.enrollment.findUniqueOrThrow({ where: { userId_courseId: { userId: student.id, courseId: open } } });
    expect(row.unenrolledAt).not.toBeNull();
    expect(row.unenrollReason).toBe("Moved to the advanced track");

    // The list and the course filter agree: not enrolled any more.
    const list = await call<{ data: { students: { _id: string }[] } }>(LIST as RouteFn, { headers: adminH, query: { course: open } });
    expect(list.body.data.students.map((s) => s._id)).not.toContain(student.id);

    const log = await prisma.activityLog.findFirstOrThrow({ where: { type: "course_unenrolled", targetId: student.id } });
    expect(log.message).toBe("Sam Staff unenrolled Uma Unenroll from Negotiation 101: Moved to the advanced track");

    // Unenrolling twice is a 404; without a reason is fine.
    expect((await unenroll(student.id, staffH, { courseId: open })).status).toBe(404);
    const noReason = await unenroll(student.id, adminH, { courseId: other });
    expect(noReason.status).toBe(200);
    expect(noReason.body.data.student.enrolledCourses).toEqual([]);
  });

  it("re-enrolling revives the kept row with its progress", async () => {
    const student = await createUser({ role: "user" });
    // 11 of the course's 20 lessons done before the learner was unenrolled: 55%.
    const course = await makeCourse("Resumed Course");
    const section = await prisma.section.create({ data: { courseId: course, title: "Only section", position: 0 } });
    const lessons = await prisma.lesson.createManyAndReturn({
      data: Array.from({ length: 20 }, (_, i) => ({ courseId: course, sectionId: section.id, title: `Lesson ${i + 1}`, kind: "text", position: i })),
      select: { id: true },
    });
    const kept = await prisma.enrollment.create({ data: { userId: student.id, courseId: course, progress: 55, unenrolledAt: new Date(), unenrollReason: "Paused" } });
    await prisma.lessonCompletion.createMany({ data: lessons.slice(0, 11).map((l) => ({ enrollmentId: kept.id, lessonId: l.id })) });
    const res = await enroll(student.id, adminH, course);
    expect(res.status).toBe(201);
    expect(res.body.data.student.progress).toBe(55);
    expect(res.body.data.student.pastEnrollments).toEqual([]);
    expect(await prisma.enrollment.count({ where: { userId: student.id } })).toBe(1);
  });

  it("validates the body and refuses learners", async () => {
    const student = await createUser({ role: "user" });
    await prisma.enrollment.create({ data: { userId: student.id, courseId: open } });
    expect((await unenroll(student.id, adminH, { reason: "no course" })).status).toBe(422);
    expect((await unenroll(student.id, adminH, { courseId: open, reason: "x".repeat(501) })).status).toBe(422);
    expect((await unenroll(student.id, learnerH, { courseId: open })).status).toBe(403);
  });
});
