import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/admin/students/bulk-delete/route";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

let admin: TestUser;
let staff: TestUser;

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  staff = await createUser({ role: "staff" });
});

const bulk = async (user: TestUser | null, ids: unknown) =>
  call(POST as RouteFn, { method: "POST", headers: user ? await sessionHeaders(user) : {}, body: { ids } });

describe("POST /api/admin/students/bulk-delete", () => {
  it("is admin only", async () => {
    const a = await createUser({ role: "user" });
    expect((await bulk(staff, [a.id])).status).toBe(403);
    expect((await bulk(a, [a.id])).status).toBe(403);
    expect((await bulk(null, [a.id])).status).toBe(401);
    expect(await prisma.user.count({ where: { id: a.id } })).toBe(1);
  });

  it("deletes the learners given, skips staff ids, and logs each deletion", async () => {
    const a = await createUser({ role: "user" });
    const b = await createUser({ role: "user" });
    const keep = await createUser({ role: "user" });
    const course = await prisma.course.create({ data: { title: "Bulk Course", description: "For the bulk delete tests.", category: "Design", level: "beginner", priceCents: 0, duration: "1 hour", instructor: "T", status: "published" } });
    await prisma.enrollment.createMany({ data: [a, b, keep].map((u) => ({ userId: u.id, courseId: course.id })) });
    const res = await bulk(admin, [a.id, b.id, staff.id, a.id]);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "2 students deleted", data: { deleted: 2 } });
    expect(await prisma.user.count({ where: { id: { in: [a.id, b.id] } } })).toBe(0);
    expect(await prisma.user.count({ where: { id: { in: [staff.id, keep.id] } } })).toBe(2);
    expect(await prisma.enrollment.count({ where: { courseId: course.id } })).toBe(1);
    expect(await prisma.activityLog.count({ where: { type: "student_deleted", targetId: { in: [a.id, b.id] } } })).toBe(2);
  });

  it("validates the ids and answers 404 when none are learners", async () => {
    expect((await bulk(admin, [])).status).toBe(422);
    expect((await bulk(admin, "nope")).status).toBe(422);
    expect((await bulk(admin, [staff.id])).status).toBe(404);
  });
});
