import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { revalidatePath, revalidateTag } from "next/cache";
import { PATCH } from "@/app/api/courses/[id]/status/route";
import { makeCourse } from "../_test-fixtures";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

type Body = { data: { course: { status: string } }; message?: string; code?: string; errors?: Record<string, string[]> };

let admin: Record<string, string>;
let staff: Record<string, string>;
let learner: Record<string, string>;

beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin" }));
  staff = await sessionHeaders(await createUser({ role: "staff", name: "Sam Staff" }));
  learner = await sessionHeaders(await createUser({ role: "user" }));
});

beforeEach(() => {
  vi.mocked(revalidateTag).mockClear();
  vi.mocked(revalidatePath).mockClear();
});

const patch = (id: string, headers: Record<string, string>, body: unknown) =>
  call<Body>(PATCH as RouteFn, { path: `/api/courses/${id}/status`, method: "PATCH", headers, body, params: { id } });

describe("PATCH /api/courses/[id]/status", () => {
  it("walks the lifecycle Draft → Published → Archived → Draft, logging each step", async () => {
    const course = await makeCourse({ title: "Lifecycle Course", status: "draft" });
    for (const [to, type, message] of [
      ["published", "course_published", 'Sam Staff published "Lifecycle Course"'],
      ["archived", "course_archived", 'Sam Staff archived "Lifecycle Course"'],
      ["draft", "course_updated", 'Sam Staff moved "Lifecycle Course" back to draft'],
    ] as const) {
      const res = await patch(course.id, staff, { status: to });
      expect(res.status).toBe(200);
      expect(res.body.data.course.status).toBe(to);
      expect((await prisma.course.findUniqueOrThrow({ where: { id: course.id } })).status).toBe(to);
      const log = await prisma.activityLog.findFirstOrThrow({ where: { targetId: course.id, type }, orderBy: { createdAt: "desc" } });
      expect(log.message).toBe(message);
      expect(revalidateTag).toHaveBeenLastCalledWith("courses", "max");
      expect(revalidatePath).toHaveBeenLastCalledWith("/");
    }
  });

  it.each([
    ["draft", "archived", "A draft course cannot be archived; it can only be published"],
    ["published", "draft", "A published course cannot be moved back to draft; it can only be archived"],
    ["archived", "published", "An archived course cannot be published; it can only be moved back to draft"],
  ])("refuses %s → %s with 409", async (from, to, message) => {
    const course = await makeCourse({ status: from });
    const res = await patch(course.id, admin, { status: to });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ code: "INVALID_TRANSITION", message });
    expect((await prisma.course.findUniqueOrThrow({ where: { id: course.id } })).status).toBe(from);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refuses a move to the status the course already has", async () => {
    const course = await makeCourse({ status: "published" });
    const res = await patch(course.id, admin, { status: "published" });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe("This course is already published");
  });

  it("validates the status", async () => {
    const course = await makeCourse({ status: "draft" });
    const res = await patch(course.id, staff, { status: "deleted" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({ status: ["Status must be published, draft or archived"] });
  });

  it("refuses learners (403) and signed-out callers (401); 404 for an unknown course", async () => {
    const course = await makeCourse({ status: "draft" });
    expect((await patch(course.id, learner, { status: "published" })).status).toBe(403);
    expect((await patch(course.id, {}, { status: "published" })).status).toBe(401);
    expect((await patch("doesnotexist123", staff, { status: "published" })).status).toBe(404);
    expect((await prisma.course.findUniqueOrThrow({ where: { id: course.id } })).status).toBe("draft");
  });
});
