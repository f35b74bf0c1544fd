import fs from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { POST } from "@/app/api/admin/students/import/route";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import type { ImportRowInput, ImportSummary } from "../../../schema";

let admin: TestUser;
let staff: TestUser;
let adminH: Record<string, string>;
let existing: TestUser;
let react: string;
let python: string;

beforeAll(async () => {
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  staff = await createUser({ role: "staff", email: "staffer@example.test" });
  adminH = await sessionHeaders(admin);
  const course = async (title: string, status = "published") =>
    (await prisma.course.create({ data: { title, description: "For the import tests.", category: "Programming", level: "beginner", priceCents: 0, duration: "1 hour", instructor: "T", status } })).id;
  react = await course("React Basics");
  python = await course("Python 101");
  await course("Hidden Draft", "draft");
  existing = await createUser({ role: "user", name: "Old Name", email: "existing@example.test" });
  // Unenrolled earlier from Python 101: the import should revive the kept row, not add a second one.
  await prisma.enrollment.create({ data: { userId: existing.id, courseId: python, progress: 25, unenrolledAt: new Date(), unenrollReason: "Paused" } });
});

const importRows = (headers: Record<string, string>, body: { rows: ImportRowInput[]; dryRun?: boolean; enroll?: boolean; sendWelcome?: boolean; existing?: "update" | "skip" }) =>
  call<{ data: ImportSummary }>(POST as RouteFn, { method: "POST", headers, body });

// Line 1 is the header row of the CSV.
const FILE: ImportRowInput[] = [
  { line: 2, name: "Nora New", email: "nora@example.test", courses: "React Basics; python 101" },
  { line: 3, name: "X", email: "short.name@example.test", courses: "" },
  { line: 4, name: "Bad Email", email: "not-an-email", courses: "" },
  { line: 5, name: "Unknown Course", email: "unknown.course@example.test", courses: "React Basics | Cooking 101" },
  { line: 6, name: "Draft Course", email: "draft.course@example.test", courses: "Hidden Draft" },
  { line: 7, name: "Staff Person", email: "STAFFER@example.test", courses: "" },
  { line: 8, name: "New Name", email: "Existing@Example.test", courses: "Python 101" },
  { line: 9, name: "Nora Duplicate", email: " NORA@example.test ", courses: "React Basics|Python 101" },
  { line: 10, name: "Omar Other", email: "omar@example.test", courses: "" },
  { line: 11, name: "Omar Again", email: "omar@example.test", courses: "React Basics" },
];

describe("POST /api/admin/students/import", () => {
  it("is admin only (importing creates accounts)", async () => {
    const body = { rows: FILE.slice(0, 1), dryRun: true };
    expect((await importRows(await sessionHeaders(staff), body)).status).toBe(403);
    expect((await importRows(await sessionHeaders(existing), body)).status).toBe(403);
    expect((await importRows({}, body)).status).toBe(401);
  });

  it("dry run: lists each bad row's problems, merges duplicates, writes nothing", async () => {
    const usersBefore = await prisma.user.count();
    const res = await importRows(adminH, { rows: FILE, dryRun: true, enroll: true, sendWelcome: true });
    expect(res.status).toBe(200);
    const s = res.body.data;
    // Existing learners are skipped unless the admin chooses to update them (docs/product.md §2, Students)...
    expect(s).toMatchObject({ dryRun: true, rows: 10, invalid: 5, valid: 5, duplicatesMerged: 2, created: 2, updated: 0, enrollments: 3, welcomeEmails: 2, issueCount: 5, invalidLines: [3, 4, 5, 6, 7] });
    // ...and every change the file would make to one is listed as before → after.
    expect(s).toMatchObject({ existingMode: "skip", existing: 1, existingChanged: 1, existingEnrollments: 1, changeCount: 2 });
    expect(s.changes.map((c) => [c.line, c.email, c.field, c.before, c.after])).toEqual([
      [8, "existing@example.test", "name", "Old Name", "New Name"],
      [8, "existing@example.test", "courses", "Not enrolled", "Enrolled in Python 101"],
    ]);
    const asUpdate = await importRows(adminH, { rows: FILE, dryRun: true, enroll: true, sendWelcome: true, existing: "update" });
    expect(asUpdate.body.data).toMatchObject({ existingMode: "update", created: 2, updated: 1, enrollments: 4 });
    expect(s.issues.map((i) => [i.line, i.field, i.message])).toEqual([
      [3, "name", "Name must be at least 2 characters"],
      [4, "email", "Please enter a valid email address"],
      [5, "courses", 'Unknown course "Cooking 101"'],
      [6, "courses", '"Hidden Draft" is not open for enrollment'],
      [7, "email", "This email belongs to a staff account"],
    ]);
    expect(s.warnings.map((w) => [w.line, w.message])).toEqual([
      [9, "Duplicate of line 2; merged into it"],
      [11, "Duplicate of line 10; merged into it"],
    ]);
    expect(await prisma.user.count()).toBe(usersBefore);
  });

  it("commit: adds new learners once, updates and enrolls existing ones, skips bad rows, sends welcome emails", async () => {
    const res = await importRows(adminH, { rows: FILE, dryRun: false, enroll: true, sendWelcome: true, existing: "update" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ dryRun: false, created: 2, updated: 1, enrollments: 4, welcomeEmails: 2, invalid: 5 });

    const nora = await prisma.user.findMany({ where: { email: "nora@example.test" }, include: { enrollments: { include: { course: true } } } });
    expect(nora).toHaveLength(1);
    expect(nora[0]).toMatchObject({ name: "Nora New", role: "user", isEmailVerified: false, passwordHash: null });
    expect(nora[0].enrollments.map((e) => e.course.title).sort()).toEqual(["Python 101", "React Basics"]);
    const omar = await prisma.user.findMany({ where: { email: "omar@example.test" }, include: { enrollments: true } });
    expect(omar).toHaveLength(1);
    expect(omar[0].enrollments.map((e) => e.courseId)).toEqual([react]);

    const old = await prisma.user.findUniqueOrThrow({ where: { id: existing.id }, include: { enrollments: true } });
    expect(old.name).toBe("New Name");
    expect(old.enrollments).toHaveLength(1);
    expect(old.enrollments[0]).toMatchObject({ courseId: python, unenrolledAt: null, progress: 25 });

    for (const email of ["short.name@example.test", "unknown.course@example.test", "draft.course@example.test"]) {
      expect(await prisma.user.count({ where: { email } })).toBe(0);
    }
    const staffRow = await prisma.user.findUniqueOrThrow({ where: { id: staff.id } });
    expect(staffRow.role).toBe("staff");

    const outbox = fs.readdirSync(process.env.MAIL_OUTBOX_DIR as string);
    expect(outbox.filter((f) => f.includes("nora@example.test"))).toHaveLength(1);
    expect(outbox.filter((f) => f.includes("omar@example.test"))).toHaveLength(1);
    expect(outbox.some((f) => f.includes("existing@example.test"))).toBe(false);
    const audit = await prisma.activityLog.findFirstOrThrow({ where: { targetType: "import", actorId: admin.id, before: { not: null } } });
    expect(JSON.parse(audit.before as string)).toEqual({ names: { "existing@example.test": "Old Name" } });
    expect(JSON.parse(audit.after as string).names).toEqual({ "existing@example.test": "New Name" });
  });

  it("importing the same file again doubles nothing", async () => {
    const before = { users: await prisma.user.count(), enrollments: await prisma.enrollment.count() };
    const res = await importRows(adminH, { rows: FILE, dryRun: false, enroll: true, sendWelcome: false, existing: "update" });
    // Nothing in the file differs from what is stored now: no learner counts as updated.
    expect(res.body.data).toMatchObject({ created: 0, updated: 0, existing: 3, existingChanged: 0, changeCount: 0, enrollments: 0 });
    expect(await prisma.user.count()).toBe(before.users);
    expect(await prisma.enrollment.count()).toBe(before.enrollments);
  });

  it("skipping existing learners leaves their name and enrollments untouched (the default)", async () => {
    const kept = await createUser({ role: "user", name: "Lena Learner", email: "lena.kept@example.test" });
    const rows = [
      { line: 2, name: "Dup Existing", email: "lena.kept@example.test", courses: "React Basics" },
      { line: 3, name: "Fresh Face", email: "fresh.face@example.test", courses: "" },
    ];
    const res = await importRows(adminH, { rows, dryRun: false });
    expect(res.body.data).toMatchObject({ created: 1, updated: 0, existing: 1, existingChanged: 1, enrollments: 0 });
    const row = await prisma.user.findUniqueOrThrow({ where: { id: kept.id }, include: { enrollments: true } });
    expect(row.name).toBe("Lena Learner");
    expect(row.enrollments).toHaveLength(0);
    expect((await importRows(adminH, { rows, existing: "sometimes" as "skip" })).status).toBe(422);
  });

  it("without enrollment, the courses column is ignored", async () => {
    const res = await importRows(adminH, { rows: [{ line: 2, name: "Cara Courseless", email: "cara@example.test", courses: "Cooking 101" }], dryRun: false, enroll: false });
    expect(res.body.data).toMatchObject({ created: 1, invalid: 0, enrollments: 0 });
    expect(await prisma.enrollment.count({ where: { user: { email: "cara@example.test" } } })).toBe(0);
  });

  it("handles thousands of rows in one call (several transactions)", async () => {
    const rows = Array.from({ length: 2_100 }, (_, i) => ({ line: i + 2, name: `Bulk Learner ${i}`, email: `bulk${i}@example.test`, courses: i % 2 ? "React Basics" : "" }));
    const dry = await importRows(adminH, { rows, dryRun: true });
    expect(dry.body.data).toMatchObject({ created: 2_100, invalid: 0, enrollments: 1_050 });
    const res = await importRows(adminH, { rows, dryRun: false });
    expect(res.body.data).toMatchObject({ created: 2_100, enrollments: 1_050 });
    expect(await prisma.user.count({ where: { email: { startsWith: "bulk" } } })).toBe(2_100);
  });

  it("rejects an empty file and malformed rows", async () => {
    expect((await importRows(adminH, { rows: [] })).status).toBe(422);
    expect((await call(POST as RouteFn, { method: "POST", headers: adminH, body: { rows: [{ name: "No line" }] } })).status).toBe(422);
  });
});
