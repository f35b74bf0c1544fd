import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/courses/bulk-delete/route";
import { enroll, makeCourse } from "./_test-fixtures";
import { prisma } from "@/lib/db";
import { call, roleSessionHeaders, type RouteFn } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

type Body = { data: { deleted: number }; message?: string; code?: string; errors?: Record<string, string[]> };

let admin: Record<string, string>;
let staff: Record<string, string>;
let learner: Record<string, string>;

beforeAll(async () => {
  ({ admin, staff, learner } = await roleSessionHeaders());
});

const bulk = (headers: Record<string, string>, body: unknown) =>
  call<Body>(POST as RouteFn, { path: "/api/courses/bulk-delete", method: "POST", headers, body });

describe("POST /api/courses/bulk-delete", () => {
  it("lets an admin delete several courses without enrollments", async () => {
    const a = await makeCourse();
    const b = await makeCourse();
    const res = await bulk(admin, { ids: [a.id, b.id, a.id, "doesnotexist123"] });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ deleted: 2 });
    expect(await prisma.course.count({ where: { id: { in: [a.id, b.id] } } })).toBe(0);
    expect(await prisma.activityLog.count({ where: { type: "course_deleted", targetId: { in: [a.id, b.id] } } })).toBe(2);
  });

  it("deletes nothing (409) when any selected course has enrollments, naming it", async () => {
    const free = await makeCourse({ title: "Free To Delete" });
    const taken = await makeCourse({ title: "Has Learners" });
    await enroll(taken.id);
    const res = await bulk(admin, { ids: [free.id, taken.id] });
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("COURSE_HAS_ENROLLMENTS");
    expect(res.body.message).toBe(
      '1 selected course has enrollments and cannot be deleted: "Has Learners". Archive it instead, so learners keep their history. Nothing was deleted.',
    );
    expect(await prisma.course.count({ where: { id: { in: [free.id, taken.id] } } })).toBe(2);
  });

  it("is admin-only", async () => {
    const course = await makeCourse();
    expect((await bulk(staff, { ids: [course.id] })).status).toBe(403);
    expect((await bulk(learner, { ids: [course.id] })).status).toBe(403);
    expect((await bulk({}, { ids: [course.id] })).status).toBe(401);
    expect(await prisma.course.count({ where: { id: course.id } })).toBe(1);
  });

  it("validates the ids and answers 404 when none exist", async () => {
    const empty = await bulk(admin, { ids: [] });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ ids: ["Select at least one item"] });
    expect((await bulk(admin, { ids: ["doesnotexist123"] })).status).toBe(404);
  });
});
