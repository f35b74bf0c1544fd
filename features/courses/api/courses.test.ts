import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { revalidatePath, revalidateTag } from "next/cache";
import { GET, POST } from "@/app/api/courses/route";
import { enroll, makeCourse, validCourse } from "./courses/_test-fixtures";
import type { z } from "zod";
import { prisma } from "@/lib/db";
import { courseSchema, type courseListResponse, type CourseDto } from "../schema";
import { call, createUser, findSecrets, sessionHeaders, bearerHeaders, type RouteFn } from "@/test/helpers";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

type ListBody = z.infer<typeof courseListResponse>;

const DAY = 24 * 60 * 60 * 1000;
let admin: Record<string, string>;
let staff: Record<string, string>;
let learner: Record<string, string>;
const ids: Record<string, string> = {};

beforeAll(async () => {
  admin = await sessionHeaders(await createUser({ role: "admin" }));
  staff = await sessionHeaders(await createUser({ role: "staff" }));
  learner = await bearerHeaders(await createUser({ role: "user" }));

  // Hand-worked figures (see the expectations below).
  const a = await makeCourse({
    title: "Alpha React Patterns",
    description: "Hooks, context and composition for large apps.",
    category: "Web Development",
    level: "intermediate",
    instructor: "Priya Raman",
    priceCents: 4999,
    originalPriceCents: 7999,
    tags: JSON.stringify(["React", "Hooks"]),
    createdAt: new Date(Date.now() - 4 * DAY),
  });
  await enroll(a.id, { pricePaidCents: 4999, completedAt: new Date(), rating: 5 });
  await enroll(a.id, { pricePaidCents: 4999, completedAt: new Date(), rating: 4 });
  await enroll(a.id, { pricePaidCents: 2500, progress: 30 });
  // Unenrolled: counts toward nothing.
  await enroll(a.id, { pricePaidCents: 9999, completedAt: new Date(), rating: 1, unenrolledAt: new Date() });

  const b = await makeCourse({
    title: "Beta Python Basics",
    description: "Variables, loops and functions for complete beginners.",
    category: "Data Science",
    level: "beginner",
    instructor: "Dr. Elena Petrova",
    priceCents: 0,
    tags: JSON.stringify(["Python"]),
    createdAt: new Date(Date.now() - 3 * DAY),
  });
  await enroll(b.id, { pricePaidCents: 0, rating: 3, progress: 50 });

  const c = await makeCourse({
    title: "Gamma Design Drafts",
    description: "Unreleased design material.",
    category: "Design",
    level: "advanced",
    status: "draft",
    instructor: "Sofia Marquez",
    createdAt: new Date(Date.now() - 2 * DAY),
  });

  const d = await makeCourse({
    title: "Delta Old Marketing",
    description: "A retired marketing course.",
    category: "Marketing",
    level: "beginner",
    status: "archived",
    instructor: "Hannah Okafor",
    createdAt: new Date(Date.now() - 1 * DAY),
  });
  await enroll(d.id, { pricePaidCents: 1000, rating: 2, progress: 10 });

  Object.assign(ids, { a: a.id, b: b.id, c: c.id, d: d.id });
});

beforeEach(() => {
  vi.mocked(revalidateTag).mockClear();
  vi.mocked(revalidatePath).mockClear();
});

const list = (headers: Record<string, string>, query: Record<string, string | number> = {}) =>
  call<ListBody>(GET as RouteFn, { path: "/api/courses", headers, query });

const byTitle = (body: ListBody, title: string) => body.data.courses.find((c) => c.title === title);

describe("GET /api/courses", () => {
  it("refuses a signed-out caller", async () => {
    const res = await list({});
    expect(res.status).toBe(401);
  });

  it("gives staff every course, newest first, in the list envelope", async () => {
    const res = await list(staff);
    expect(res.status).toBe(200);
    expect(res.body.results).toBe(4);
    expect(res.body.page).toBe(1);
    expect(res.body.limit).toBe(10);
    expect(res.body.totalPages).toBe(1);
    expect(res.body.data.courses.map((c) => c.title)).toEqual([
      "Delta Old Marketing",
      "Gamma Design Drafts",
      "Beta Python Basics",
      "Alpha React Patterns",
    ]);
    expect(findSecrets(res.text)).toEqual([]);
  });

  it("computes each course's figures from its enrollments (hand-worked)", async () => {
    const res = await list(admin);
    const a = byTitle(res.body, "Alpha React Patterns");
    // 3 active enrollments (the unenrolled one is ignored); 2 completed → 67 %;
    // revenue 49.99 + 49.99 + 25.00; ratings 5 and 4 → 4.5 from 2 reviews.
    expect(a).toMatchObject({
      _id: ids.a,
      price: 49.99,
      originalPrice: 79.99,
      enrolledStudents: 3,
      completionRate: 67,
      revenue: 124.98,
      rating: 4.5,
      reviewCount: 2,
      status: "published",
      level: "intermediate",
      category: "Web Development",
      tags: ["React", "Hooks"],
    });
    expect(byTitle(res.body, "Beta Python Basics")).toMatchObject({
      price: 0,
      originalPrice: null,
      enrolledStudents: 1,
      completionRate: 0,
      revenue: 0,
      rating: 3,
      reviewCount: 1,
    });
    expect(byTitle(res.body, "Gamma Design Drafts")).toMatchObject({
      enrolledStudents: 0,
      completionRate: 0,
      revenue: 0,
      rating: null,
      reviewCount: 0,
    });
    expect(Object.keys(a ?? {}).sort()).toEqual(
      [
        "_id", "title", "description", "category", "level", "price", "originalPrice", "duration", "instructor",
        "instructorAvatar", "enrolledStudents", "enrollmentsEver", "completionRate", "rating", "reviewCount", "status", "thumbnail",
        "tags", "createdAt", "updatedAt", "revenue",
      ].sort(),
    );
  });

  it.each([
    {
      who: "staff",
      // All courses: 3 + 1 + 0 + 1 active enrollments; 124.98 + 0 + 10.00; ratings 5, 4, 3, 2 → 3.5 from 4.
      stats: { totalCourses: 4, byStatus: { published: 2, draft: 1, archived: 1 }, totalEnrollments: 5, totalRevenue: 134.98, averageRating: 3.5, reviewCount: 4 },
    },
    {
      who: "learner",
      // Published courses only, without revenue: ratings 5, 4, 3 → 4.0 from 3 reviews.
      stats: { totalCourses: 2, byStatus: { published: 2, draft: 0, archived: 0 }, totalEnrollments: 4, averageRating: 4, reviewCount: 3 },
    },
  ])("puts the cards' figures over the courses $who may see beside the envelope", async ({ who, stats }) => {
    const res = await list(who === "staff" ? staff : learner, { limit: 1 });
    expect(res.body.data.courses).toHaveLength(1);
    expect(res.body.stats).toEqual(stats);
  });

  it("shows a learner published courses only, without revenue", async () => {
    const res = await list(learner);
    expect(res.status).toBe(200);
    expect(res.body.results).toBe(2);
    expect(res.body.data.courses.map((c) => c.title).sort()).toEqual(["Alpha React Patterns", "Beta Python Basics"]);
    for (const course of res.body.data.courses) expect(course).not.toHaveProperty("revenue");
  });

  it("gives a learner nothing when asking for drafts or archived courses", async () => {
    expect((await list(learner, { status: "draft" })).body.results).toBe(0);
    expect((await list(learner, { status: "archived" })).body.results).toBe(0);
  });

  it("searches title, description, instructor and tags, case-insensitively", async () => {
    const titles = async (search: string) => (await list(staff, { search })).body.data.courses.map((c) => c.title);
    expect(await titles("alpha react")).toEqual(["Alpha React Patterns"]);
    expect(await titles("complete beginners")).toEqual(["Beta Python Basics"]);
    expect(await titles("okafor")).toEqual(["Delta Old Marketing"]);
    expect(await titles("hooks")).toEqual(["Alpha React Patterns"]);
    expect(await titles("no such course anywhere")).toEqual([]);
  });

  it("filters by category, status and level, and 'All' clears a filter", async () => {
    const titles = async (query: Record<string, string>) => (await list(staff, query)).body.data.courses.map((c) => c.title);
    expect(await titles({ category: "Design" })).toEqual(["Gamma Design Drafts"]);
    expect(await titles({ status: "archived" })).toEqual(["Delta Old Marketing"]);
    expect(await titles({ level: "beginner" })).toEqual(["Delta Old Marketing", "Beta Python Basics"]);
    expect(await titles({ level: "beginner", status: "published" })).toEqual(["Beta Python Basics"]);
    expect(await titles({ category: "All", status: "all" })).toHaveLength(4);
  });

  it("pages and sorts", async () => {
    const page2 = await list(staff, { limit: 3, page: 2 });
    expect(page2.body.totalPages).toBe(2);
    expect(page2.body.data.courses.map((c) => c.title)).toEqual(["Alpha React Patterns"]);
    const cheap = await list(staff, { sort: "price-asc", limit: 1 });
    expect(cheap.body.data.courses[0].title).toBe("Beta Python Basics");
  });

  it("rejects a bad filter with a message", async () => {
    const res = await list(staff, { status: "deleted" });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: "VALIDATION_FAILED" });
    const limit = await list(staff, { limit: 1000 });
    expect(limit.status).toBe(422);
    expect((limit.body as unknown as { errors: Record<string, string[]> }).errors.limit).toEqual(["Limit must be at most 100"]);
  });
});

const create = (headers: Record<string, string>, body: unknown) =>
  call<{ data: { course: CourseDto }; errors?: Record<string, string[]>; message?: string }>(POST as RouteFn, {
    path: "/api/courses",
    method: "POST",
    headers,
    body,
  });

describe("POST /api/courses", () => {
  it("lets staff create a course, as a draft, with dollars stored as exact cents", async () => {
    const res = await create(staff, { ...validCourse, title: "Staff Created Course", price: 0.29, originalPrice: 4.35 });
    expect(res.status).toBe(201);
    const course = res.body.data.course;
    expect(course).toMatchObject({
      title: "Staff Created Course",
      status: "draft",
      price: 0.29,
      originalPrice: 4.35,
      enrolledStudents: 0,
      completionRate: 0,
      rating: null,
      reviewCount: 0,
      revenue: 0,
      tags: ["TypeScript", "Generics"],
      thumbnail: "/images/courses/programming.svg",
    });
    const row = await prisma.course.findUniqueOrThrow({ where: { id: course._id } });
    expect(row.priceCents).toBe(29);
    expect(row.originalPriceCents).toBe(435);
    expect(row.tags).toBe('["TypeScript","Generics"]');
    const log = await prisma.activityLog.findFirst({ where: { targetId: course._id, type: "course_created" } });
    expect(log?.message).toContain('created the course "Staff Created Course"');
    expect(revalidateTag).toHaveBeenCalledWith("courses", "max");
    expect(revalidatePath).toHaveBeenCalledWith("/");
  });

  it("ignores any figures or status typed into the body", async () => {
    const res = await create(admin, {
      ...validCourse,
      title: "Typed Figures Course",
      status: "published",
      enrolledStudents: 999,
      revenue: 123456,
      rating: 5,
      reviewCount: 77,
      completionRate: 100,
    });
    expect(res.status).toBe(201);
    expect(res.body.data.course).toMatchObject({ status: "draft", enrolledStudents: 0, revenue: 0, rating: null, reviewCount: 0, completionRate: 0 });
  });

  it("accepts the form's shapes: price as text, tags comma-separated, blank optional fields", async () => {
    const res = await create(staff, { ...validCourse, title: "Form Shaped Course", price: "19.99", originalPrice: "", tags: " a, b ,, A ", thumbnail: "" });
    expect(res.status).toBe(201);
    expect(res.body.data.course).toMatchObject({ price: 19.99, originalPrice: null, tags: ["a", "b"], thumbnail: null });
  });

  it("refuses learners and signed-out callers", async () => {
    expect((await create(learner, validCourse)).status).toBe(403);
    expect((await create({}, validCourse)).status).toBe(401);
  });

  // Every message of docs/product.md §5, whether the form is empty or each value is too short or wrong.
  it.each([
    ["an empty form", {}],
    ["values that are too short or wrong", { title: "Java", description: "Too short.", category: "Cooking", level: "expert", price: -1, duration: "   ", instructor: "  " }],
  ])("answers every course form message for %s", async (_case, body) => {
    const res = await create(staff, body);
    expect(res.status).toBe(422);
    expect(res.body.errors).toEqual({
      title: ["Title must be at least 5 characters"],
      description: ["Description must be at least 20 characters"],
      category: ["Category is required"],
      level: ["Please select difficulty level"],
      price: ["Price must be a positive number"],
      duration: ["Duration is required"],
      instructor: ["Instructor is required"],
    });
    expect(res.body.message).toBe("Title must be at least 5 characters");
  });

  it("rejects a price that is not a number, has fractions of a cent, or is too large", async () => {
    const priceErrors = async (price: unknown) => (await create(staff, { ...validCourse, price })).body.errors?.price;
    expect(await priceErrors("abc")).toEqual(["Price must be a positive number"]);
    expect(await priceErrors("")).toEqual(["Price must be a positive number"]);
    expect(await priceErrors(null)).toEqual(["Price must be a positive number"]);
    expect(await priceErrors(1.005)).toEqual(["Prices have at most 2 decimal places (cents)"]);
    expect(await priceErrors(100_000.01)).toEqual(["Price must be at most $100,000"]);
    const original = await create(staff, { ...validCourse, originalPrice: -5 });
    expect(original.body.errors?.originalPrice).toEqual(["Original price must be a positive number"]);
  });

  it("refuses an original price below the price with a message on the field (422); equal or blank is fine", async () => {
    const below = await create(staff, { ...validCourse, price: 49.99, originalPrice: 19.99 });
    expect(below.status).toBe(422);
    expect(below.body.errors?.originalPrice).toEqual(["Original price must be at least the price (it is shown struck out beside it)"]);
    expect((await create(staff, { ...validCourse, title: "Equal Price Course", price: 49.99, originalPrice: 49.99 })).status).toBe(201);
    expect((await create(staff, { ...validCourse, title: "No Original Course", price: 49.99, originalPrice: "" })).status).toBe(201);
  });

  it("only accepts a bundled image or an uploaded one as the thumbnail", async () => {
    const res = await create(staff, { ...validCourse, thumbnail: "https://evil.example/x.png" });
    expect(res.body.errors?.thumbnail).toEqual(["Choose a bundled image or upload one"]);
    const traversal = await create(staff, { ...validCourse, thumbnail: "/api/uploads/courses/../../masterly.db" });
    expect(traversal.body.errors?.thumbnail).toEqual(["Choose a bundled image or upload one"]);
    const uploaded = await create(staff, { ...validCourse, title: "Uploaded Thumbnail", thumbnail: `/api/uploads/courses/${"a".repeat(32)}.png` });
    expect(uploaded.status).toBe(201);
  });

  it("rejects malformed JSON", async () => {
    const res = await call(POST as RouteFn, { path: "/api/courses", method: "POST", headers: staff, rawBody: "{not json" });
    expect(res.status).toBe(400);
  });
});

describe("the course form schema (shared with the browser)", () => {
  it("turns the form's text into the API's values", () => {
    const parsed = courseSchema.parse({
      title: "  Course Title  ",
      description: "A description that is long enough.",
      category: "Business",
      level: "advanced",
      price: "129.99",
      originalPrice: "",
      duration: "32 hours",
      instructor: "Rachel Kim",
      tags: "Finance, Startups",
      thumbnail: "/images/courses/business.svg",
    });
    expect(parsed).toMatchObject({ title: "Course Title", price: 129.99, originalPrice: null, tags: ["Finance", "Startups"] });
  });
});

// Last in the file: the course it adds would change the figures the tests above pin.
describe("GET /api/courses — cached page figures", () => {
  it("shows a new enrollment in the page's figures at once, though they are cached", async () => {
    const course = await makeCourse({ title: "Zeta Cache Check", createdAt: new Date(Date.now() + DAY) });
    const first = await list(admin, { search: "Zeta Cache Check" });
    expect(byTitle(first.body, "Zeta Cache Check")).toMatchObject({ enrolledStudents: 0 });
    await enroll(course.id, { pricePaidCents: 1000 });
    const second = await list(admin, { search: "Zeta Cache Check" });
    expect(byTitle(second.body, "Zeta Cache Check")).toMatchObject({ enrolledStudents: 1, revenue: 10 });
  });

  it("reads the page's enrollment figures from the maintained counts, and a course whose enrollments are all deleted has none again", async () => {
    const course = await makeCourse({ title: "Eta Counts Check", createdAt: new Date(Date.now() + DAY) });
    const done = await enroll(course.id, { completedAt: new Date(), rating: 4 });
    await enroll(course.id, { unenrolledAt: new Date() });
    await enroll(course.id, { progress: 40 });
    // 2 active (1 completed → 50 %), 3 ever, the completed learner's 4 stars.
    expect(byTitle((await list(admin, { search: "Eta Counts Check" })).body, "Eta Counts Check")).toMatchObject({ enrolledStudents: 2, enrollmentsEver: 3, completionRate: 50, rating: 4, reviewCount: 1 });
    await prisma.enrollment.delete({ where: { id: done.id } });
    expect(byTitle((await list(admin, { search: "Eta Counts Check" })).body, "Eta Counts Check")).toMatchObject({ enrolledStudents: 1, enrollmentsEver: 2, completionRate: 0, rating: null, reviewCount: 0 });
    await prisma.enrollment.deleteMany({ where: { courseId: course.id } });
    // The count row stays, all zeros: the course reads as one never enrolled in.
    expect(await prisma.enrollmentCount.findUnique({ where: { courseId: course.id } })).toMatchObject({ active: 0, completed: 0, ever: 0 });
    expect(byTitle((await list(admin, { search: "Eta Counts Check" })).body, "Eta Counts Check")).toMatchObject({ enrolledStudents: 0, enrollmentsEver: 0, completionRate: 0, rating: null, reviewCount: 0, revenue: 0 });
  });
});
