import Papa from "papaparse";
import { beforeAll, describe, expect, it } from "vitest";
import { GET } from "@/app/api/admin/students/export/route";
import { prisma } from "@/lib/db";
import { call, createUser, findSecrets, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";

let admin: TestUser;
let staff: TestUser;
let rust: string;
let go: string;
const LEARNERS = 1_203; // more than two export batches of 500

// Response.text() drops the byte-order mark; the raw bytes are checked once below.
function parse(text: string) {
  const parsed = Papa.parse<Record<string, string>>(text.replace(/^\uFEFF/, ""), { header: true, skipEmptyLines: true });
  expect(parsed.errors).toEqual([]);
  return parsed;
}

beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  staff = await createUser({ role: "staff" });
  const course = (title: string) =>
    prisma.course.create({ data: { title, description: "For the export tests.", category: "Programming", level: "beginner", priceCents: 0, duration: "1 hour", instructor: "T", status: "published" } });
  rust = (await course("Rust, Safely")).id;
  go = (await course("Go Fast")).id;
  // Every third learner is inactive, every fifth unverified; names cycle through a few first names.
  const first = ["Ana", "Ben", "Cleo", "Dev", "Eve"];
  await prisma.user.createMany({
    data: Array.from({ length: LEARNERS }, (_, i) => ({
      role: "user",
      name: `${first[i % first.length]} Export${i}`,
      email: `export${i}@example.test`,
      isActive: i % 3 !== 0,
      isEmailVerified: i % 5 !== 0,
    })),
  });
  const users = await prisma.user.findMany({ where: { role: "user" }, select: { id: true, email: true } });
  const n = (email: string) => Number(email.replace(/\D/g, ""));
  await prisma.enrollment.createMany({
    data: users.flatMap((u) => [
      ...(n(u.email) % 2 === 0 ? [{ userId: u.id, courseId: rust, progress: 40, completedAt: null }] : []),
      ...(n(u.email) % 7 === 0 ? [{ userId: u.id, courseId: go, progress: 100, completedAt: new Date() }] : []),
      // An unenrolled row must not make the learner match the Go filter.
      ...(n(u.email) % 7 === 1 ? [{ userId: u.id, courseId: go, progress: 10, unenrolledAt: new Date() }] : []),
    ]),
  });
  await prisma.user.create({ data: { role: "user", name: "=HYPERLINK(\"http://evil.test\")", email: "formula@example.test" } });
});

const exportCsv = async (user: TestUser | null, query: Record<string, string> = {}) =>
  call(GET as RouteFn, { path: "/api/admin/students/export", query, headers: user ? await sessionHeaders(user) : {} });

describe("GET /api/admin/students/export", () => {
  it("needs students read: admin and staff yes, learners and anonymous no", async () => {
    expect((await exportCsv(null)).status).toBe(401);
    expect((await exportCsv(await createUser({ role: "user" }))).status).toBe(403);
    expect((await exportCsv(staff, { status: "pending" })).status).toBe(200);
  });

  it("streams every learner as a CSV attachment, across batches, with the student columns", async () => {
    const res = await exportCsv(admin);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(res.headers.get("content-disposition")).toMatch(/^attachment; filename="students-\d{4}-\d{2}-\d{2}\.csv"$/);
    const parsed = parse(res.text);
    expect(parsed.meta.fields).toEqual(["ID", "Name", "Email", "Phone", "Status", "Progress (%)", "Enrolled Courses", "Completed Courses", "Joined", "Last Activity"]);
    const total = await prisma.user.count({ where: { role: "user" } });
    expect(parsed.data).toHaveLength(total);
    expect(new Set(parsed.data.map((r) => r.ID)).size).toBe(total);
    expect(parsed.data.map((r) => r.Email)).not.toContain(admin.email);
    const row14 = parsed.data.find((r) => r.Email === "export14@example.test");
    expect(row14).toMatchObject({ Name: "Eve Export14", Status: "active", "Progress (%)": "70", "Enrolled Courses": "Rust, Safely; Go Fast", "Completed Courses": "Go Fast" });
    expect(findSecrets(res.text)).toEqual([]);
  });

  it("starts with a UTF-8 byte-order mark so spreadsheet apps read accents right", async () => {
    const req = new Request("http://localhost:3000/api/admin/students/export", { headers: { host: "localhost:3000", ...(await sessionHeaders(admin)) } });
    const res = await (GET as RouteFn)(req, { params: Promise.resolve({}) });
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 5)]).toEqual([0xef, 0xbb, 0xbf, 0x49, 0x44]); // BOM, "ID"
  });

  it("exports exactly the rows the search and filters match", async () => {
    const cases: { query: Record<string, string>; where: object }[] = [
      { query: { status: "inactive" }, where: { isActive: false } },
      { query: { status: "pending" }, where: { isActive: true, isEmailVerified: false } },
      { query: { course: go }, where: { enrollments: { some: { courseId: go, unenrolledAt: null } } } },
      { query: { course: rust, status: "active" }, where: { isActive: true, isEmailVerified: true, enrollments: { some: { courseId: rust, unenrolledAt: null } } } },
      { query: { search: "cleo" }, where: { name: { contains: "Cleo" } } },
      { query: { search: "go fast", status: "pending" }, where: { isActive: true, isEmailVerified: false, enrollments: { some: { courseId: go, unenrolledAt: null } } } },
    ];
    for (const { query, where } of cases) {
      const expected = await prisma.user.findMany({ where: { role: "user", ...where }, select: { id: true } });
      expect(expected.length, JSON.stringify(query)).toBeGreaterThan(0);
      const rows = parse((await exportCsv(admin, query)).text).data;
      expect(rows.map((r) => r.ID).sort(), JSON.stringify(query)).toEqual(expected.map((u) => u.id).sort());
    }
  });

  it("answers a header-only file when nothing matches, and rejects a bad filter", async () => {
    const res = await exportCsv(admin, { search: "no-learner-has-this" });
    expect(parse(res.text).data).toEqual([]);
    expect((await exportCsv(admin, { status: "asleep" })).status).toBe(422);
  });

  it("neutralises spreadsheet formulas in names", async () => {
    const rows = parse((await exportCsv(admin, { search: "formula@" })).text).data;
    expect(rows[0].Name).toBe("'=HYPERLINK(\"http://evil.test\")");
  });
});
