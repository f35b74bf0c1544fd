// The maintained counts (docs/decisions/005-maintained-counts.md) stay equal to a full recount of "User" and "Enrollment"
// through every kind of write: the app's (create, deactivate, promote, delete, bulk delete, import,
// enroll, unenroll) and writes made around it (createMany, updateMany, deleteMany, raw SQL), since
// triggers keep them. Runs on SQLite and, with `npm run test:pg -- features/figures/server/user-counts.test.ts`,
// on PostgreSQL. (features/figures/server/rollups.test.ts checks them after its writes too.)
import { describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { createUser } from "@/test/helpers";
import { createStudent, bulkDeleteStudents, deleteStudent, enrollStudent, unenrollStudent, studentStats, listStudents } from "@/features/students/server";
import { courseStats } from "@/features/courses/server/list";
import { makeCourse } from "@/features/courses/api/courses/_test-fixtures";
import { updateStudent } from "@/features/students/server/mutations";
import { importStudents } from "@/features/students/server/import";
import { promoteStudent } from "@/features/students/server/promote";
import { activeEnrollments, countUsers, countDrift, rebuildCounts } from "./user-counts";

vi.mock("next/cache", () => ({ revalidateTag: vi.fn(), revalidatePath: vi.fn(), unstable_cache: (fn: unknown) => fn }));

const learners = (extra: object = {}) => prisma.user.count({ where: { role: "user", ...extra } });

/** The counters against a recount, and the Students figures that read them against counted rows. */
async function expectCountsExact() {
  expect(await countDrift()).toEqual([]);
  process.env.AGGREGATE_CACHE_TTL_MS = "0";
  try {
    const stats = await studentStats();
    expect(stats.total).toBe(await learners());
    expect(stats.active).toBe(await learners({ isActive: true, isEmailVerified: true }));
    expect((await listStudents({ page: 1, limit: 10 })).total).toBe(await learners());
    expect((await listStudents({ page: 1, limit: 10, status: "active" })).total).toBe(await learners({ isActive: true, isEmailVerified: true }));
    expect((await listStudents({ page: 1, limit: 10, status: "inactive" })).total).toBe(await learners({ isActive: false }));
    expect((await listStudents({ page: 1, limit: 10, status: "pending" })).total).toBe(await learners({ isActive: true, isEmailVerified: false }));
  } finally {
    delete process.env.AGGREGATE_CACHE_TTL_MS;
  }
}

/** The enrollment counts against a recount, and the Courses cards that read them against counted rows. */
async function expectEnrollmentCountsExact() {
  expect(await countDrift()).toEqual([]);
  process.env.AGGREGATE_CACHE_TTL_MS = "0";
  try {
    const active = await prisma.enrollment.count({ where: { unenrolledAt: null } });
    const published = await prisma.enrollment.count({ where: { unenrolledAt: null, course: { status: "published" } } });
    expect(await activeEnrollments()).toBe(active);
    expect(await activeEnrollments({ publishedOnly: true })).toBe(published);
    expect((await courseStats({ role: "admin" })).totalEnrollments).toBe(active);
    expect((await courseStats({ role: "learner" })).totalEnrollments).toBe(published);
  } finally {
    delete process.env.AGGREGATE_CACHE_TTL_MS;
  }
}

describe("maintained user counts", () => {
  it("start equal to a recount of the migrated database", async () => {
    await expectCountsExact();
  });

  it("equal a recount after every kind of write, through the app and around it", async () => {
    const admin = await createUser({ role: "admin" });
    const before = await countUsers({ role: "user" });
    const a = await createUser({ role: "user", name: "Count A" });
    const b = await createUser({ role: "user", name: "Count B", isEmailVerified: false });
    expect(await countUsers({ role: "user" })).toBe(before + 2);
    await expectCountsExact();

    // Through the app: create (pending), deactivate, activate, promote, delete, bulk delete.
    const c = await createStudent({ name: "Count C", email: `count-c-${Date.now()}@example.com`, courseIds: [], sendWelcome: false }, admin);
    await expectCountsExact();
    await updateStudent(a.id, { isActive: false }, admin);
    await expectCountsExact();
    await updateStudent(a.id, { isActive: true }, admin);
    await updateStudent(a.id, { name: "Count A renamed" }, admin); // no status change: nothing moves
    await expectCountsExact();
    await promoteStudent(c.student._id, "staff", admin);
    expect(await countUsers({ role: "staff" })).toBe(await prisma.user.count({ where: { role: "staff" } }));
    await expectCountsExact();
    await deleteStudent(b.id, admin);
    await expectCountsExact();

    // Bulk import: new learners in one go, then the same file again with "update".
    const stamp = Date.now();
    const rows = Array.from({ length: 25 }, (_, i) => ({ line: i + 2, name: `Imported ${i}`, email: `imported-${i}-${stamp}@example.com`, courses: "" }));
    const summary = await importStudents({ rows, dryRun: false, enroll: false, sendWelcome: false }, admin);
    expect(summary.created).toBe(25);
    await expectCountsExact();
    const imported = await prisma.user.findMany({ where: { email: { in: rows.map((r) => r.email) } }, select: { id: true } });
    await bulkDeleteStudents(imported.slice(0, 10).map((u) => u.id), admin);
    await expectCountsExact();

    // Around the app: bulk writes and raw SQL, which no application code sees.
    await prisma.user.createMany({
      data: Array.from({ length: 30 }, (_, i) => ({ name: `Raw ${i}`, email: `raw-${i}-${stamp}@example.com`, role: i % 3 === 0 ? "staff" : "user", isActive: i % 2 === 0, isEmailVerified: i % 5 !== 0 })),
    });
    await expectCountsExact();
    await prisma.user.updateMany({ where: { email: { startsWith: "raw-" } }, data: { isEmailVerified: true } });
    await expectCountsExact();
    await prisma.user.updateMany({ where: { email: { startsWith: "raw-" }, role: "staff" }, data: { role: "user", isActive: true } });
    await expectCountsExact();
    // An update touching none of the counted columns, and one setting them to what they already are.
    await prisma.user.updateMany({ where: { email: { startsWith: "raw-" } }, data: { department: "Ops" } });
    await prisma.user.updateMany({ where: { email: { startsWith: "raw-" } }, data: { isActive: true } });
    await expectCountsExact();
    await prisma.$executeRaw`UPDATE "User" SET "role" = 'admin' WHERE "email" LIKE ${`raw-1%-${stamp}@example.com`}`;
    await expectCountsExact();
    await prisma.$executeRaw`DELETE FROM "User" WHERE "email" LIKE ${`raw-2%-${stamp}@example.com`}`;
    await prisma.user.deleteMany({ where: { email: { startsWith: "raw-" } } });
    await expectCountsExact();
    // Upsert: the insert path, then the update path.
    const upsert = (isActive: boolean) =>
      prisma.user.upsert({ where: { email: `upsert-${stamp}@example.com` }, create: { name: "Upsert", email: `upsert-${stamp}@example.com`, isActive }, update: { isActive } });
    await upsert(true);
    await upsert(false);
    await expectCountsExact();
  });

  it("enrollment counts equal a recount after enrolling, completing, unenrolling and deleting, through the app and around it", async () => {
    const admin = await createUser({ role: "admin" });
    const one = await makeCourse({ status: "published" });
    const two = await makeCourse({ status: "published" });
    const draft = await makeCourse({ status: "draft" });
    const a = await createUser({ role: "user" });
    const b = await createUser({ role: "user" });
    await enrollStudent(a.id, one.id, "Part of the pilot group", admin);
    await enrollStudent(b.id, one.id, "Part of the pilot group", admin);
    await enrollStudent(a.id, two.id, "Part of the pilot group", admin);
    await expectEnrollmentCountsExact();
    await unenrollStudent(b.id, one.id, null, admin);
    await expectEnrollmentCountsExact();
    await enrollStudent(b.id, one.id, "Part of the pilot group", admin); // re-enrolling revives the row
    await expectEnrollmentCountsExact();

    // Around the app: bulk rows, completion, moving an enrollment, unenrolling, deleting.
    const others = await Promise.all(Array.from({ length: 6 }, () => createUser({ role: "user" })));
    await prisma.enrollment.createMany({ data: others.map((u, i) => ({ userId: u.id, courseId: i % 2 ? draft.id : two.id, completedAt: i % 3 ? null : new Date(), unenrolledAt: i === 5 ? new Date() : null })) });
    await expectEnrollmentCountsExact();
    await prisma.enrollment.updateMany({ where: { courseId: two.id }, data: { completedAt: new Date(), progress: 100 } });
    await prisma.enrollment.updateMany({ where: { courseId: two.id }, data: { lastAccessedAt: new Date() } }); // moves no count
    await expectEnrollmentCountsExact();
    await prisma.$executeRaw`UPDATE "Enrollment" SET "courseId" = ${one.id} WHERE "courseId" = ${draft.id} AND "unenrolledAt" IS NULL`;
    await expectEnrollmentCountsExact();
    await prisma.enrollment.updateMany({ where: { courseId: one.id }, data: { unenrolledAt: new Date() } });
    await expectEnrollmentCountsExact();
    await prisma.course.update({ where: { id: two.id }, data: { status: "draft" } }); // the learner's card moves
    await expectEnrollmentCountsExact();
    await deleteStudent(a.id, admin); // its enrollments cascade
    await prisma.$executeRaw`DELETE FROM "Enrollment" WHERE "courseId" = ${draft.id}`;
    await prisma.user.deleteMany({ where: { id: { in: others.map((u) => u.id) } } });
    await expectEnrollmentCountsExact();
  });

  it("drift is reported, and a rebuild from the rows repairs it", async () => {
    await prisma.userCount.updateMany({ where: { role: "user", isActive: true, isEmailVerified: true }, data: { n: { increment: 7 } } });
    const drift = await countDrift();
    expect(drift).toHaveLength(1);
    expect(drift[0]).toMatch(/^UserCount user\|true\|true: \d+, recount \d+$/);
    const course = await makeCourse();
    await prisma.enrollmentCount.upsert({ where: { courseId: course.id }, create: { courseId: course.id, active: 2, ever: 2 }, update: { active: 2, ever: 2 } });
    expect(await countDrift()).toEqual([...drift, `EnrollmentCount ${course.id} active: 2, recount 0`, `EnrollmentCount ${course.id} ever: 2, recount 0`].sort());
    await rebuildCounts();
    await expectCountsExact();
    await expectEnrollmentCountsExact();
  });
});
