import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { GET, POST } from "@/app/api/admin/students/route";
import type { z } from "zod";
import { prisma } from "@/lib/db";
import { studentWhere } from "../../server";
import type { studentDetailResponse, studentListResponse } from "../../schema";
import { call, createUser, findSecrets, sessionHeaders, bearerHeaders, type RouteFn, type TestUser } from "@/test/helpers";

type ListBody = z.infer<typeof studentListResponse>;

let admin: TestUser;
let staff: TestUser;
let learner: TestUser;
let adminH: Record<string, string>;
let staffH: Record<string, string>;
const ids: Record<string, string> = {};
const courses: Record<string, string> = {};

async function course(title: string, status = "published") {
  const row = await prisma.course.create({
    data: { title, description: "A course used by the students tests.", category: "Programming", level: "beginner", priceCents: 1000, duration: "2 hours", instructor: "Tess Teacher", status },
  });
  courses[title] = row.id;
  return row.id;
}

async function learnerWith(key: string, data: { name: string; email: string; isActive?: boolean; isEmailVerified?: boolean; createdAt?: Date; lastActivityAt?: Date | null }, enrollments: { course: string; progress: number; completed?: boolean; unenrolled?: boolean }[] = []) {
  const user = await prisma.user.create({
    data: { role: "user", isActive: data.isActive ?? true, isEmailVerified: data.isEmailVerified ?? true, name: data.name, email: data.email, createdAt: data.createdAt, lastActivityAt: data.lastActivityAt ?? null },
  });
  ids[key] = user.id;
  for (const e of enrollments) {
    await prisma.enrollment.create({
      data: {
        userId: user.id,
        courseId: courses[e.course],
        progress: e.progress,
        completedAt: e.completed ? new Date("2026-05-01T00:00:00Z") : null,
        unenrolledAt: e.unenrolled ? new Date("2026-05-02T00:00:00Z") : null,
        unenrollReason: e.unenrolled ? "Changed plans" : null,
      },
    });
  }
  return user.id;
}

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  staff = await createUser({ role: "staff", name: "Sam Staff" });
  learner = await createUser({ role: "user", name: "Lena Caller", email: "lena.caller@example.test" });
  ids.caller = learner.id;
  adminH = await sessionHeaders(admin);
  staffH = await sessionHeaders(staff);
  await course("Rust Basics");
  await course("Go Concurrency");
  await course("Secret Draft", "draft");
  // Progress rule: the average over ACTIVE enrollments only, rounded (80 and 45 → 63; the 0% one is unenrolled).
  await learnerWith("alice", { name: "Alice Active", email: "alice@example.test", createdAt: new Date("2026-01-01T00:00:00Z"), lastActivityAt: new Date("2026-06-01T10:00:00Z") }, [
    { course: "Rust Basics", progress: 80 },
    { course: "Go Concurrency", progress: 45 },
  ]);
  await learnerWith("bob", { name: "Bob Inactive", email: "bob@example.test", isActive: false, isEmailVerified: true, createdAt: new Date("2026-01-02T00:00:00Z") }, [
    { course: "Rust Basics", progress: 100, completed: true },
    { course: "Go Concurrency", progress: 0, unenrolled: true },
  ]);
  await learnerWith("penny", { name: "Penny Pending", email: "penny@example.test", isActive: true, isEmailVerified: false, createdAt: new Date("2026-01-03T00:00:00Z") });
  // Inactive wins over unverified.
  await learnerWith("ivan", { name: "Ivan Inactive", email: "ivan@example.test", isActive: false, isEmailVerified: false, createdAt: new Date("2026-01-04T00:00:00Z") }, [
    { course: "Go Concurrency", progress: 33 },
  ]);
});

const list = (headers: Record<string, string>, query: Record<string, string | number> = {}) =>
  call<ListBody>(GET as RouteFn, { path: "/api/admin/students", query, headers });

describe("GET /api/admin/students — access", () => {
  it("answers 401 signed out and 403 for a learner", async () => {
    expect((await list({})).status).toBe(401);
    const res = await list(await sessionHeaders(learner));
    expect(res.status).toBe(403);
  });

  it("lets admin and staff read, by cookie or bearer token", async () => {
    expect((await list(adminH)).status).toBe(200);
    expect((await list(staffH)).status).toBe(200);
    expect((await list(await bearerHeaders(staff))).status).toBe(200);
  });
});

describe("GET /api/admin/students — fields, badge and progress", () => {
  it("lists only learners with the student fields and no secrets", async () => {
    const res = await list(adminH, { limit: 100 });
    expect(res.status).toBe(200);
    const emails = res.body.data.students.map((s) => s.email);
    expect(emails).not.toContain(admin.email);
    expect(emails).not.toContain(staff.email);
    expect(res.body.results).toBe(5);
    const alice = res.body.data.students.find((s) => s._id === ids.alice);
    expect(alice).toEqual({
      _id: ids.alice,
      name: "Alice Active",
      email: "alice@example.test",
      phoneNumber: null,
      enrolledCourses: ["Rust Basics", "Go Concurrency"],
      completedCourses: [],
      progress: 63,
      isActive: true,
      isEmailVerified: true,
      status: "active",
      joinedAt: "2026-01-01T00:00:00.000Z",
      lastActivity: "2026-06-01T10:00:00.000Z",
      avatar: null,
    });
    expect(findSecrets(res.text)).toEqual([]);
  });

  it("applies the status rule: Inactive if not active, else Active if verified, else Pending", async () => {
    const res = await list(adminH, { limit: 100 });
    const status = Object.fromEntries(res.body.data.students.map((s) => [s._id, s.status]));
    expect(status[ids.alice]).toBe("active");
    expect(status[ids.bob]).toBe("inactive");
    expect(status[ids.penny]).toBe("pending");
    expect(status[ids.ivan]).toBe("inactive");
  });

  it("leaves unenrolled courses out of enrolledCourses and progress", async () => {
    const res = await list(adminH, { limit: 100 });
    const bob = res.body.data.students.find((s) => s._id === ids.bob);
    expect(bob?.enrolledCourses).toEqual(["Rust Basics"]);
    expect(bob?.completedCourses).toEqual(["Rust Basics"]);
    expect(bob?.progress).toBe(100);
    const penny = res.body.data.students.find((s) => s._id === ids.penny);
    expect(penny?.progress).toBe(0);
    expect(penny?.enrolledCourses).toEqual([]);
  });

  it("returns stats over all learners, whatever the filter", async () => {
    const res = await list(adminH, { status: "pending" });
    // Active = the Active badge (alice, caller). Average progress: alice 63, bob 100, ivan 33 → 65.
    expect(res.body.stats).toEqual({ total: 5, active: 2, averageProgress: 65, courseCompletions: 1 });
  });

  it("pages server-side, newest first", async () => {
    const first = await list(adminH, { page: 1, limit: 2 });
    expect(first.body).toMatchObject({ results: 5, page: 1, limit: 2, totalPages: 3 });
    expect(first.body.data.students).toHaveLength(2);
    const third = await list(adminH, { page: 3, limit: 2 });
    expect(third.body.data.students).toHaveLength(1);
    expect(third.body.data.students[0]._id).toBe(ids.alice);
    expect((await list(adminH, { limit: 500 })).status).toBe(422);
  });

  it("sorts by name or email in either direction; an unknown sort is a 422", async () => {
    const names = (res: Awaited<ReturnType<typeof list>>) => res.body.data.students.map((s) => s.name);
    const asc = names(await list(adminH, { sort: "name", order: "asc" }));
    expect(asc).toEqual([...asc].sort((a, b) => a.localeCompare(b)));
    expect(names(await list(adminH, { sort: "name", order: "desc" }))).toEqual([...asc].reverse());
    expect(names(await list(adminH, { sort: "name" }))).toEqual(asc);
    expect((await list(adminH, { sort: "progress; DROP" })).status).toBe(422);
  });
});

describe("GET /api/admin/students — search and filters", () => {
  const names = (res: { body: ListBody }) => res.body.data.students.map((s) => s.name).sort();

  it("searches by name, email and enrolled course, case-insensitively", async () => {
    expect(names(await list(adminH, { search: "penny" }))).toEqual(["Penny Pending"]);
    expect(names(await list(adminH, { search: "bob@example" }))).toEqual(["Bob Inactive"]);
    expect(names(await list(adminH, { search: "go concurrency" }))).toEqual(["Alice Active", "Ivan Inactive"]);
    expect(names(await list(adminH, { search: "nobody-matches-this" }))).toEqual([]);
  });

  it("filters by status", async () => {
    expect(names(await list(adminH, { status: "active" }))).toEqual(["Alice Active", "Lena Caller"]);
    expect(names(await list(adminH, { status: "inactive" }))).toEqual(["Bob Inactive", "Ivan Inactive"]);
    expect(names(await list(adminH, { status: "pending" }))).toEqual(["Penny Pending"]);
    expect(names(await list(adminH, { status: "All" }))).toHaveLength(5);
    expect((await list(adminH, { status: "sleeping" })).status).toBe(422);
  });

  it("filters by course id, ignoring unenrolled rows, and combines with search and status", async () => {
    expect(names(await list(adminH, { course: courses["Go Concurrency"] }))).toEqual(["Alice Active", "Ivan Inactive"]);
    expect(names(await list(adminH, { course: courses["Rust Basics"], status: "inactive" }))).toEqual(["Bob Inactive"]);
    expect(names(await list(adminH, { course: courses["Go Concurrency"], search: "alice" }))).toEqual(["Alice Active"]);
    expect((await list(adminH, { course: "not a valid id!" })).status).toBe(422);
  });
});

describe("GET /api/admin/students — a search read by SQL", () => {
  // A searched list reads its page and count by SQL (features/students/server/list.ts, enrolledSql): the
  // same learners, in the same order, as the Prisma where the export reads, for every term kind
  // (two letters through LIKE, three or more through the trigram index; by name, email or course),
  // with each status, the course filter and each sort; `%`, `_` and a backslash as each database takes them.
  const terms = ["go", "ru", "ex", "rust", "ali", "inactive", "concurrency", "zz", "%", "e_", "\\"];
  const orders: { sort: "createdAt" | "name" | "email"; order?: "asc" | "desc" }[] = [{ sort: "createdAt" }, { sort: "name", order: "asc" }, { sort: "name", order: "desc" }, { sort: "email", order: "asc" }, { sort: "email", order: "desc" }];
  const statuses = [undefined, "active", "inactive", "pending"] as const;

  // One test per term: 40 combinations each, so a slow machine (CI runs the suites side by side)
  // meets the per-test timeout per term rather than for all 440 at once.
  const nonEmpty = new Map<string, number>();
  it.each(terms)("answers what the Prisma where answers for %j, with each status, course and sort", async (search) => {
    nonEmpty.set(search, 0);
    for (const status of statuses) {
      for (const course of [undefined, courses["Go Concurrency"]]) {
        const where = await studentWhere({ search, status, course });
        for (const { sort, order } of orders) {
          const dir = order ?? "desc";
          const expected = await prisma.user.findMany({ where, select: { id: true }, orderBy: [{ [sort]: dir }, { id: dir }] });
          const query = { search, limit: 100, sort, ...(order ? { order } : {}), ...(status ? { status } : {}), ...(course ? { course } : {}) };
          const res = await list(adminH, query);
          expect(res.status, JSON.stringify(query)).toBe(200);
          expect(res.body.data.students.map((row) => row._id), JSON.stringify(query)).toEqual(expected.map((row) => row.id));
          expect(res.body.results, JSON.stringify(query)).toBe(expected.length);
          if (expected.length) nonEmpty.set(search, (nonEmpty.get(search) ?? 0) + 1);
        }
      }
    }
  });

  it("compared lists that were not empty (a comparison of empty lists proves nothing)", () => {
    expect(nonEmpty.size).toBe(terms.length);
    expect([...nonEmpty.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(100);
  });

  it("pages a search by SQL in the list's order", async () => {
    const all = await list(adminH, { search: "ex", sort: "name", order: "asc", limit: 100 });
    const pages = [];
    for (let page = 1; page <= 3; page += 1) pages.push(...(await list(adminH, { search: "ex", sort: "name", order: "asc", limit: 2, page })).body.data.students);
    expect(pages.map((row) => row._id)).toEqual(all.body.data.students.map((row) => row._id));
    expect(all.body.data.students.length).toBe(5);
  });
});

describe("POST /api/admin/students", () => {
  const create = (headers: Record<string, string>, body: unknown) => call(POST as RouteFn, { path: "/api/admin/students", body, headers });

  it("is admin only", async () => {
    expect((await create(staffH, { name: "Staff Made", email: "staff.made@example.test" })).status).toBe(403);
    expect((await create(await sessionHeaders(learner), { name: "Self Made", email: "self.made@example.test" })).status).toBe(403);
    expect((await create({}, { name: "Anon Made", email: "anon.made@example.test" })).status).toBe(401);
  });

  it("creates a pending learner, enrolls them, logs it and sends the welcome email", async () => {
    const res = await create(adminH, { name: "Nina New", email: "Nina.New@Example.test", courseIds: [courses["Rust Basics"]], sendWelcome: true });
    expect(res.status).toBe(201);
    const student = (res.body as unknown as z.infer<typeof studentDetailResponse>).data.student;
    expect(student).toMatchObject({ name: "Nina New", email: "nina.new@example.test", status: "pending", enrolledCourses: ["Rust Basics"], progress: 0 });
    expect(res.body.welcomeEmailSent).toBe(true);
    const row = await prisma.user.findUniqueOrThrow({ where: { id: student._id } });
    expect(row.role).toBe("user");
    const log = await prisma.activityLog.findFirst({ where: { type: "student_registered", targetId: student._id } });
    expect(log?.actorName).toBe("Ada Admin");
    const outbox = fs.readdirSync(process.env.MAIL_OUTBOX_DIR as string);
    expect(outbox.some((f) => f.includes("nina.new@example.test"))).toBe(true);
    expect(findSecrets(res.text)).toEqual([]);
  });

  it("refuses a taken email, bad fields and courses closed for enrollment", async () => {
    const dup = await create(adminH, { name: "Alice Again", email: "alice@example.test" });
    expect(dup.status).toBe(409);
    const bad = await create(adminH, { name: "A", email: "not-an-email" });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors as object).sort()).toEqual(["email", "name"]);
    const draft = await create(adminH, { name: "Dora Draft", email: "dora@example.test", courseIds: [courses["Secret Draft"]] });
    expect(draft.status).toBe(422);
    expect(await prisma.user.findUnique({ where: { email: "dora@example.test" } })).toBeNull();
  });
});
