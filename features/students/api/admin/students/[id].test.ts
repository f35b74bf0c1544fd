import { beforeAll, describe, expect, it } from "vitest";
import { DELETE, GET, PUT } from "@/app/api/admin/students/[id]/route";
import { prisma } from "@/lib/db";
import { call, createUser, findSecrets, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

type Detail = {
  _id: string;
  name: string;
  email: string;
  status: string;
  isActive: boolean;
  isEmailVerified: boolean;
  progress: number;
  enrollments: { courseTitle: string; progress: number }[];
  pastEnrollments: { courseTitle: string; unenrollReason: string | null }[];
};

let admin: TestUser;
let staff: TestUser;
let adminH: Record<string, string>;
let staffH: Record<string, string>;
let learnerH: Record<string, string>;
let courseId: string;
let otherCourseId: string;

async function makeCourse(title: string) {
  const c = await prisma.course.create({
    data: { title, description: "A course used by the student tests.", category: "Design", level: "beginner", priceCents: 500, duration: "1 hour", instructor: "Tess Teacher", status: "published" },
  });
  return c.id;
}

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  staff = await createUser({ role: "staff", name: "Sam Staff" });
  const learner = await createUser({ role: "user" });
  adminH = await sessionHeaders(admin);
  staffH = await sessionHeaders(staff);
  learnerH = await sessionHeaders(learner);
  courseId = await makeCourse("Figma Basics");
  otherCourseId = await makeCourse("Color Theory");
});

const get = (id: string, headers: Record<string, string>) => call<{ data: { student: Detail } }>(GET as RouteFn, { headers, params: { id } });
const put = (id: string, headers: Record<string, string>, body: unknown) => call<{ data: { student: Detail } }>(PUT as RouteFn, { method: "PUT", headers, params: { id }, body });
const del = (id: string, headers: Record<string, string>) => call(DELETE as RouteFn, { method: "DELETE", headers, params: { id } });

describe("GET /api/admin/students/{id}", () => {
  it("returns the learner with each enrollment and the past ones with their reason", async () => {
    const student = await createUser({ role: "user", name: "Dana Details" });
    await prisma.enrollment.create({ data: { userId: student.id, courseId, progress: 70 } });
    await prisma.enrollment.create({ data: { userId: student.id, courseId: otherCourseId, progress: 10, unenrolledAt: new Date(), unenrollReason: "Too advanced" } });
    for (const headers of [adminH, staffH]) {
      const res = await get(student.id, headers);
      expect(res.status).toBe(200);
      expect(res.body.data.student).toMatchObject({ _id: student.id, name: "Dana Details", progress: 70, status: "active" });
      expect(res.body.data.student.enrollments).toEqual([expect.objectContaining({ courseTitle: "Figma Basics", progress: 70 })]);
      expect(res.body.data.student.pastEnrollments).toEqual([expect.objectContaining({ courseTitle: "Color Theory", unenrollReason: "Too advanced" })]);
      expect(findSecrets(res.text)).toEqual([]);
    }
    expect((await get(student.id, learnerH)).status).toBe(403);
    expect((await get(student.id, {})).status).toBe(401);
  });

  it("answers 404 for staff accounts and unknown ids, 400 for malformed ones", async () => {
    expect((await get(staff.id, adminH)).status).toBe(404);
    expect((await get("cknotarealid000000000000", adminH)).status).toBe(404);
    expect((await get("bad id!", adminH)).status).toBe(400);
  });
});

describe("PUT /api/admin/students/{id}", () => {
  it("lets staff edit, deactivate and activate, and logs each change", async () => {
    const student = await createUser({ role: "user", name: "Eddie Edit" });
    const edited = await put(student.id, staffH, { name: "Eddie Edited", phoneNumber: "+1 555 0100" });
    expect(edited.status).toBe(200);
    expect(edited.body.data.student).toMatchObject({ name: "Eddie Edited", status: "active" });

    await sessionHeaders(student);
    const off = await put(student.id, staffH, { isActive: false });
    expect(off.body.data.student).toMatchObject({ isActive: false, status: "inactive" });
    const sessions = await prisma.session.findMany({ where: { userId: student.id } });
    expect(sessions.length).toBeGreaterThan(0);
    expect(sessions.every((s) => s.revokedAt !== null)).toBe(true);

    const on = await put(student.id, adminH, { isActive: true });
    expect(on.body.data.student).toMatchObject({ isActive: true, status: "active" });

    const logs = await prisma.activityLog.findMany({ where: { type: "student_updated", targetId: student.id }, orderBy: { createdAt: "asc" } });
    expect(logs.map((l) => l.message)).toEqual([
      "Sam Staff updated the student Eddie Edited",
      "Sam Staff deactivated the student Eddie Edited",
      "Ada Admin activated the student Eddie Edited",
    ]);
    expect(JSON.parse(logs[0].before ?? "{}")).toMatchObject({ name: "Eddie Edit" });
  });

  it("keeps a changed email pending until the learner confirms it from the current address (email-change.test.ts), and refuses one already taken", async () => {
    const student = await createUser({ role: "user", name: "Mia Mail" });
    const res = await put(student.id, adminH, { email: "mia.new@example.test" });
    expect(res.status).toBe(200);
    expect(res.body.data.student).toMatchObject({ email: student.email, isEmailVerified: true, status: "active" });
    const taken = await put(student.id, adminH, { email: admin.email });
    expect(taken.status).toBe(409);
  });

  it("validates the body and refuses learners, staff targets and empty updates", async () => {
    const student = await createUser({ role: "user" });
    expect((await put(student.id, adminH, { name: "X" })).status).toBe(422);
    expect((await put(student.id, adminH, {})).status).toBe(422);
    expect((await put(student.id, adminH, { isActive: "nope" })).status).toBe(422);
    expect((await put(student.id, learnerH, { name: "Hacker Name" })).status).toBe(403);
    expect((await put(admin.id, staffH, { isActive: false })).status).toBe(404);
    const adminRow = await prisma.user.findUniqueOrThrow({ where: { id: admin.id } });
    expect(adminRow.isActive).toBe(true);
  });
});

describe("DELETE /api/admin/students/{id}", () => {
  it("is refused to staff and learners", async () => {
    const student = await createUser({ role: "user" });
    expect((await del(student.id, staffH)).status).toBe(403);
    expect((await del(student.id, learnerH)).status).toBe(403);
    expect(await prisma.user.findUnique({ where: { id: student.id } })).not.toBeNull();
  });

  it("deletes the learner and everything that belongs to them, leaving nothing orphaned", async () => {
    const student = await createUser({ role: "user", name: "Gone Soon" });
    await sessionHeaders(student);
    await prisma.enrollment.create({ data: { userId: student.id, courseId, progress: 20 } });
    await prisma.authToken.create({ data: { type: "password_reset", tokenHash: `hash-${student.id}`, userId: student.id, expiresAt: new Date(Date.now() + 60_000) } });
    const question = await prisma.question.create({ data: { title: "What is 2 + 2?", description: "Basic arithmetic check.", type: "essay", difficulty: "easy", category: "CSS", authorName: "Ada Admin" } });
    await prisma.questionAttempt.create({ data: { questionId: question.id, userId: student.id, isCorrect: true } });
    await prisma.learningSession.create({ data: { userId: student.id, startedAt: new Date(), minutes: 12 } });
    await prisma.activityLog.create({ data: { type: "login", actorId: student.id, actorName: "Gone Soon", message: "Gone Soon signed in" } });

    const res = await del(student.id, adminH);
    expect(res.status).toBe(200);
    const where = { userId: student.id };
    expect(await prisma.user.findUnique({ where: { id: student.id } })).toBeNull();
    expect(await prisma.enrollment.count({ where })).toBe(0);
    expect(await prisma.session.count({ where })).toBe(0);
    expect(await prisma.authToken.count({ where })).toBe(0);
    expect(await prisma.questionAttempt.count({ where })).toBe(0);
    expect(await prisma.learningSession.count({ where })).toBe(0);
    const kept = await prisma.activityLog.findFirstOrThrow({ where: { message: "Gone Soon signed in" } });
    expect(kept).toMatchObject({ actorId: null, actorName: "Gone Soon" });
    const log = await prisma.activityLog.findFirstOrThrow({ where: { type: "student_deleted", targetId: student.id } });
    expect(log.message).toContain("Ada Admin deleted the student Gone Soon");
    expect((await del(student.id, adminH)).status).toBe(404);
  });

  it("never deletes a staff or admin account", async () => {
    expect((await del(staff.id, adminH)).status).toBe(404);
    expect(await prisma.user.findUnique({ where: { id: staff.id } })).not.toBeNull();
  });
});
