import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { revalidatePath, revalidateTag } from "next/cache";
import { DELETE, GET, PUT } from "@/app/api/courses/[id]/route";
import { enroll, makeCourse, validCourse } from "./_test-fixtures";
import { prisma } from "@/lib/db";
import { call, createUser, findSecrets, sessionHeaders, type RouteFn } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

type Body = { data: { course: Record<string, unknown> }; message?: string; code?: string; errors?: Record<string, string[]> };

let admin: Record<string, string>;
let staff: Record<string, string>;
let learner: Record<string, string>;

beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin", name: "Ada Admin" }));
  staff = await sessionHeaders(await createUser({ role: "staff", name: "Sam Staff" }));
  learner = await sessionHeaders(await createUser({ role: "user" }));
});

beforeEach(() => {
  vi.mocked(revalidateTag).mockClear();
  vi.mocked(revalidatePath).mockClear();
});

const get = (id: string, headers: Record<string, string>) => call<Body>(GET as RouteFn, { path: `/api/courses/${id}`, headers, params: { id } });
const put = (id: string, headers: Record<string, string>, body: unknown) =>
  call<Body>(PUT as RouteFn, { path: `/api/courses/${id}`, method: "PUT", headers, body, params: { id } });
const del = (id: string, headers: Record<string, string>) =>
  call<Body>(DELETE as RouteFn, { path: `/api/courses/${id}`, method: "DELETE", headers, params: { id } });

describe("GET /api/courses/[id]", () => {
  it("gives staff and admins any course with its computed figures and author", async () => {
    const author = await createUser({ role: "staff", name: "Course Author" });
    const course = await makeCourse({ status: "draft", createdById: author.id, priceCents: 12999, originalPriceCents: 16999 });
    await enroll(course.id, { pricePaidCents: 12999, rating: 4, completedAt: new Date() });
    await enroll(course.id, { pricePaidCents: 10000 });
    for (const headers of [staff, admin]) {
      const res = await get(course.id, headers);
      expect(res.status).toBe(200);
      expect(res.body.data.course).toMatchObject({
        _id: course.id,
        status: "draft",
        price: 129.99,
        originalPrice: 169.99,
        enrolledStudents: 2,
        completionRate: 50,
        revenue: 229.99,
        rating: 4,
        reviewCount: 1,
        createdBy: { _id: author.id, name: "Course Author" },
      });
      expect(findSecrets(res.text)).toEqual([]);
    }
  });

  it("shows a learner a published course, without revenue", async () => {
    const course = await makeCourse({ status: "published" });
    const res = await get(course.id, learner);
    expect(res.status).toBe(200);
    expect(res.body.data.course).not.toHaveProperty("revenue");
  });

  it("answers 404 to a learner for a draft or archived course, as if it did not exist", async () => {
    for (const status of ["draft", "archived"]) {
      const course = await makeCourse({ status });
      const res = await get(course.id, learner);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe("Course not found");
    }
  });

  it("answers 404 for an unknown id, 400 for a malformed one and 401 when signed out", async () => {
    expect((await get("doesnotexist123", staff)).status).toBe(404);
    expect((await get("bad id!", staff)).status).toBe(400);
    const course = await makeCourse();
    expect((await get(course.id, {})).status).toBe(401);
  });
});

describe("PUT /api/courses/[id]", () => {
  it("lets staff and admins edit, records what changed, and refreshes the landing page", async () => {
    const course = await makeCourse({ title: "Before Edit Title", priceCents: 1000, status: "published" });
    const res = await put(course.id, staff, { ...validCourse, title: "After Edit Title", price: 12.5 });
    expect(res.status).toBe(200);
    expect(res.body.data.course).toMatchObject({ title: "After Edit Title", price: 12.5, status: "published" });
    expect((await prisma.course.findUniqueOrThrow({ where: { id: course.id } })).priceCents).toBe(1250);
    const log = await prisma.activityLog.findFirstOrThrow({ where: { targetId: course.id, type: "course_updated" } });
    expect(JSON.parse(log.before ?? "{}")).toMatchObject({ title: "Before Edit Title", price: 10 });
    expect(JSON.parse(log.after ?? "{}")).toMatchObject({ title: "After Edit Title", price: 12.5 });
    expect(revalidateTag).toHaveBeenCalledWith("courses", "max");
    expect(revalidatePath).toHaveBeenCalledWith("/");

    const byAdmin = await put(course.id, admin, { duration: "15 hours" });
    expect(byAdmin.status).toBe(200);
    expect(byAdmin.body.data.course).toMatchObject({ title: "After Edit Title", duration: "15 hours" });
  });

  it("clears the original price with null and keeps fields that are not sent", async () => {
    const course = await makeCourse({ originalPriceCents: 9999, tags: '["Keep"]' });
    const res = await put(course.id, staff, { originalPrice: null });
    expect(res.body.data.course).toMatchObject({ originalPrice: null, tags: ["Keep"] });
  });

  it("refuses an original price below the price, also when only one of them is sent (checked against the stored other)", async () => {
    const course = await makeCourse({ priceCents: 4999, originalPriceCents: 7999 });
    const message = ["Original price must be at least the price (it is shown struck out beside it)"];
    const both = await put(course.id, staff, { price: 49.99, originalPrice: 9.99 });
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual({ originalPrice: message });
    const priceOnly = await put(course.id, staff, { price: 89.99 });
    expect(priceOnly.status).toBe(422);
    expect(priceOnly.body.errors).toEqual({ originalPrice: message });
    const originalOnly = await put(course.id, staff, { originalPrice: 19.99 });
    expect(originalOnly.status).toBe(422);
    expect((await prisma.course.findUniqueOrThrow({ where: { id: course.id } })).originalPriceCents).toBe(7999);
    expect((await put(course.id, staff, { price: 79.99 })).status).toBe(200);
  });

  it("cannot change the status or the computed figures", async () => {
    const course = await makeCourse({ status: "draft" });
    const res = await put(course.id, staff, { status: "published", revenue: 1000, enrolledStudents: 5 });
    expect(res.status).toBe(200);
    expect(res.body.data.course).toMatchObject({ status: "draft", revenue: 0, enrolledStudents: 0 });
  });

  it("answers the course form's messages", async () => {
    const course = await makeCourse();
    const res = await put(course.id, staff, { title: "Tiny", description: "short", level: "", price: "free", duration: "", instructor: "" });
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: ["Title must be at least 5 characters"],
      description: ["Description must be at least 20 characters"],
      level: ["Please select difficulty level"],
      price: ["Price must be a positive number"],
      duration: ["Duration is required"],
      instructor: ["Instructor is required"],
    });
    const category = await put(course.id, staff, { category: "" });
    expect(category.body.errors).toEqual({ category: ["Category is required"] });
  });

  it("refuses learners (403) and answers 404 for an unknown course", async () => {
    const course = await makeCourse();
    expect((await put(course.id, learner, { title: "Learner Edit" })).status).toBe(403);
    expect((await put("doesnotexist123", staff, { title: "Nobody Here" })).status).toBe(404);
  });
});

describe("DELETE /api/courses/[id]", () => {
  it("lets an admin delete a course without enrollments", async () => {
    const course = await makeCourse({ title: "Deletable Course" });
    const res = await del(course.id, admin);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Course deleted");
    expect(await prisma.course.findUnique({ where: { id: course.id } })).toBeNull();
    const log = await prisma.activityLog.findFirstOrThrow({ where: { targetId: course.id, type: "course_deleted" } });
    expect(log.message).toBe('Ada Admin deleted the course "Deletable Course"');
    expect(revalidateTag).toHaveBeenCalledWith("courses", "max");
  });

  it("refuses (409) while the course has enrollments, even past ones, and suggests archiving", async () => {
    const course = await makeCourse({ title: "Course With Learners" });
    await enroll(course.id, { pricePaidCents: 500 });
    await enroll(course.id, { unenrolledAt: new Date() });
    const res = await del(course.id, admin);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("COURSE_HAS_ENROLLMENTS");
    expect(res.body.message).toBe('"Course With Learners" has 2 enrollments and cannot be deleted. Archive it instead, so learners keep their history.');
    expect(await prisma.course.findUnique({ where: { id: course.id } })).not.toBeNull();
    expect(await prisma.enrollment.count({ where: { courseId: course.id } })).toBe(2);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("tells the screens how many enrollments ever block Delete, past ones included, so Delete is not offered", async () => {
    const course = await makeCourse({ title: "Only Past Learners" });
    expect((await get(course.id, admin)).body.data.course).toMatchObject({ enrolledStudents: 0, enrollmentsEver: 0 });
    await enroll(course.id, { unenrolledAt: new Date() });
    expect((await get(course.id, admin)).body.data.course).toMatchObject({ enrolledStudents: 0, enrollmentsEver: 1 });
    await enroll(course.id, {});
    expect((await get(course.id, admin)).body.data.course).toMatchObject({ enrolledStudents: 1, enrollmentsEver: 2 });
  });

  it("is admin-only: staff and learners get 403, signed-out callers 401", async () => {
    const course = await makeCourse();
    expect((await del(course.id, staff)).status).toBe(403);
    expect((await del(course.id, learner)).status).toBe(403);
    expect((await del(course.id, {})).status).toBe(401);
    expect(await prisma.course.findUnique({ where: { id: course.id } })).not.toBeNull();
  });

  it("answers 404 for an unknown course", async () => {
    expect((await del("doesnotexist123", admin)).status).toBe(404);
  });
});
