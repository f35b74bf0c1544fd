// Search through the trigram indexes (docs/decisions/003-trigram-search.md) answers what a case-insensitive substring match
// would, on SQLite (FTS5) and PostgreSQL (pg_trgm) alike, for awkward terms too; the triggers keep
// the SQLite index in step with inserts, updates and deletes. Runs on both databases (npm run test:pg).
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listStudentsRoute } from "@/app/api/admin/students/route";
import { GET as listStaffRoute } from "@/app/api/admin/staff/route";
import { GET as listQuestionsRoute } from "@/app/api/questions/route";
import { GET as listCoursesRoute } from "@/app/api/courses/route";
import { prisma } from "@/lib/db";
import { FEW_MATCHES, MAX_SEARCH_IDS, SEARCH_COUNT_CAP, searchIds, searchMatch } from "../search";
import { Prisma } from "@/lib/generated/prisma/client";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";

type Listed = { results: number; data: Record<string, { _id: string }[]> };

let adminH: Record<string, string>;

async function search(route: RouteFn, key: string, term: string): Promise<string[]> {
  const res = await call<Listed>(route, { headers: adminH, query: { search: term, limit: 100 } });
  expect(res.status, `${key} search ${JSON.stringify(term)}`).toBe(200);
  const ids = res.body.data[key].map((r) => r._id).sort();
  expect(res.body.results, `${key} total for ${JSON.stringify(term)}`).toBe(ids.length);
  return ids;
}

/** What a case-insensitive substring match over these fields finds, computed here in JavaScript. */
function expected<T extends { id: string }>(rows: T[], fields: (row: T) => (string | null)[], term: string): string[] {
  const needle = term.trim().toLowerCase();
  return rows
    .filter((row) => fields(row).some((value) => value !== null && value.toLowerCase().includes(needle)))
    .map((row) => row.id)
    .sort();
}

const NAMES = [
  "Zoë O'Brien",
  "ÉMILE Dupont",
  "Ana 100% Sure",
  "Under_score Person",
  'Quote "Q" Person',
  "Back\\slash Person",
  "Plain Person",
  "Émilie Durand",
  "李小龍 Learner",
];

// Three characters and more go through the index; shorter ones keep LIKE (ASCII letters only here:
// SQLite's LIKE ignores the case of ASCII letters only, and reads % and _ as wildcards).
const TERMS = ["zoë", "ZOË", "o'b", "émile", "ÉMIL", "100%", "0% s", "r_s", '"q"', "k\\s", "person", "PERSON", "小龍 l", "nobody-here", "an", "Pl", "e",
  // Across two columns (a question's title, then its description): PostgreSQL's index over all the
  // columns joins them with U+001F, so neither matches there either.
  "person body", "son\u001fbod"];

beforeAll(async () => {
  const admin = await createUser({ role: "admin", name: "Search Admin" });
  adminH = await sessionHeaders(admin);
  for (const [i, name] of NAMES.entries()) {
    await createUser({ name, email: `${name.replace(/[^a-z]/gi, "").toLowerCase() || "x"}${i}@search.test` });
    await createUser({ role: "staff", name: `Staff ${name}`, department: i % 2 ? `Dept ${name}` : null });
    await prisma.question.create({
      data: { title: `Question about ${name}`, description: `Body ${i} mentions ${name}`, type: "essay", difficulty: "easy", category: i % 2 ? "React" : `Cat ${name}`, tags: JSON.stringify([`tag${i}`]), authorName: "Search Admin" },
    });
    await prisma.course.create({
      data: { title: `Course ${name}`, description: `About ${i}`, category: "Programming", level: "beginner", priceCents: 0, duration: "1 hour", instructor: `Teacher ${i}`, status: "published" },
    });
  }
});

describe("search matches a case-insensitive substring, through the index or LIKE", () => {
  it("finds the same learners, staff, questions and courses as a substring match would", async () => {
    const learners = await prisma.user.findMany({ where: { role: "user" }, select: { id: true, name: true, email: true } });
    const staff = await prisma.user.findMany({ where: { role: { in: ["admin", "staff"] } }, select: { id: true, name: true, email: true, department: true } });
    const questions = await prisma.question.findMany({ select: { id: true, title: true, description: true, category: true, tags: true } });
    const courses = await prisma.course.findMany({ select: { id: true, title: true, description: true, instructor: true, tags: true } });
    for (const term of TERMS) {
      expect(await search(listStudentsRoute as RouteFn, "students", term), `students ${term}`).toEqual(expected(learners, (r) => [r.name, r.email], term));
      expect(await search(listStaffRoute as RouteFn, "staff", term), `staff ${term}`).toEqual(expected(staff, (r) => [r.name, r.email, r.department], term));
      expect(await search(listQuestionsRoute as RouteFn, "questions", term), `questions ${term}`).toEqual(expected(questions, (r) => [r.title, r.description, r.category, r.tags], term));
      expect(await search(listCoursesRoute as RouteFn, "courses", term), `courses ${term}`).toEqual(expected(courses, (r) => [r.title, r.description, r.instructor, r.tags], term));
    }
  });

  it("uses the index for three characters and more, and takes wildcards and quotes literally", async () => {
    expect(await searchIds("User", ["name"], "an")).toBeNull();
    const percent = await searchIds("User", ["name"], "100%");
    expect(percent).not.toBeNull();
    expect(percent?.length).toBe(2); // the learner and the staff member named after them
    expect(await searchIds("User", ["name"], "0%_s")).toEqual([]);
    expect(await searchIds("User", ["name"], "o'brien")).toHaveLength(2);
  });

  it("finds a learner by the title of a course they are enrolled in, while enrolled", async () => {
    const learner = await createUser({ name: "Kim Enrolled" });
    const course = await prisma.course.create({
      data: { title: "Quantum Basketweaving", description: "x", category: "Programming", level: "beginner", priceCents: 0, duration: "1 hour", instructor: "T", status: "published" },
    });
    const enrollment = await prisma.enrollment.create({ data: { userId: learner.id, courseId: course.id } });
    expect(await search(listStudentsRoute as RouteFn, "students", "basketweav")).toEqual([learner.id]);
    await prisma.enrollment.update({ where: { id: enrollment.id }, data: { unenrolledAt: new Date() } });
    expect(await search(listStudentsRoute as RouteFn, "students", "basketweav")).toEqual([]);
  });
});

describe("a search kept in SQL (searchMatch) holds the rows the id lookup lists", () => {
  it("for every term, on questions and courses, and the list's counts and total agree with them", async () => {
    // Types and difficulties that differ, so the counts by each are not all one bucket.
    // More than FEW_MATCHES of them, so the list keeps "kept match" in SQL rather than sending its ids.
    const kinds = [["multiple-choice", "easy"], ["true-false", "medium"], ["code", "hard"], ["essay", "medium"]] as const;
    await prisma.question.createMany({
      data: Array.from({ length: FEW_MATCHES + 10 }, (_, i) => ({
        title: `Kept match ${i}${i % 20 === 0 ? " 50%_off 'q'" : ""}`,
        description: "x",
        type: kinds[i % 4][0],
        difficulty: kinds[i % 4][1],
        category: "Kept",
        tags: JSON.stringify(["kept"]),
        authorName: "A",
        createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      })),
    });
    const terms = [...TERMS, "%", "_", "'", '"', "50%", "%_o", "'q'", "kept match", "KEPT", "Ke", "zzzz"];
    const models = [
      ["Question", ["title", "description", "category", "tags"]],
      ["Course", ["title", "description", "instructor", "tags"]],
    ] as const;
    for (const term of terms) {
      for (const [model, columns] of models) {
        const ids = await searchIds(model, columns, term);
        const match = await searchMatch(model, columns, term);
        if (ids === null) {
          expect(match, `${model} ${JSON.stringify(term)}`).toBeNull();
          continue;
        }
        expect(match?.found, `${model} ${JSON.stringify(term)}`).toBe(ids.length);
        // A few matches come with their ids (and the list reads those); more, with none.
        expect(match?.ids && [...match.ids].sort(), `${model} ${JSON.stringify(term)} ids`).toEqual(ids.length <= FEW_MATCHES ? [...ids].sort() : null);
        const rows = await prisma.$queryRaw<{ id: string }[]>`SELECT "id" FROM ${Prisma.raw(`"${model}"`)} WHERE ${match!.condition}`;
        expect(rows.map((r) => r.id).sort(), `${model} ${JSON.stringify(term)}`).toEqual([...ids].sort());
      }
    }
    const questions = await prisma.question.findMany({ select: { id: true, title: true, description: true, category: true, tags: true, type: true, difficulty: true } });
    expect((await searchMatch("Question", ["title", "description", "category", "tags"], "kept match"))?.ids).toBeNull();
    for (const term of ["kept match", "KEPT MATCH 1", "50%_", "person", "zzzz"]) {
      const want = expected(questions, (r) => [r.title, r.description, r.category, r.tags], term);
      const res = await call<Listed & { totalCapped: boolean; counts: { type: Record<string, number>; difficulty: Record<string, number> } }>(listQuestionsRoute as RouteFn, {
        headers: adminH,
        query: { search: term, limit: 2 },
      });
      expect(res.status).toBe(200);
      expect(res.body, term).toMatchObject({ results: want.length, totalCapped: false });
      const matched = questions.filter((q) => want.includes(q.id));
      for (const q of matched) {
        expect(res.body.counts.type[q.type], `${term} ${q.type}`).toBe(matched.filter((m) => m.type === q.type).length);
        expect(res.body.counts.difficulty[q.difficulty], `${term} ${q.difficulty}`).toBe(matched.filter((m) => m.difficulty === q.difficulty).length);
      }
      expect(Object.values(res.body.counts.type).reduce((a, b) => a + b, 0), term).toBe(want.length);
      expect(Object.values(res.body.counts.difficulty).reduce((a, b) => a + b, 0), term).toBe(want.length);
      // The page: the newest of them, two at most.
      const newest = (await prisma.question.findMany({ where: { id: { in: want } }, orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 2, select: { id: true } })).map((q) => q.id);
      expect(res.body.data.questions.map((q) => q._id), term).toEqual(newest);
    }
  });
});

describe("the index follows every write", () => {
  it("sees a new row, a renamed one and a deleted one", async () => {
    const learner = await createUser({ name: "Florentyna Nowak" });
    expect(await search(listStudentsRoute as RouteFn, "students", "florentyna")).toEqual([learner.id]);
    await prisma.user.update({ where: { id: learner.id }, data: { name: "Wilhelmina Nowak" } });
    expect(await search(listStudentsRoute as RouteFn, "students", "florentyna")).toEqual([]);
    expect(await search(listStudentsRoute as RouteFn, "students", "wilhelmina")).toEqual([learner.id]);
    await prisma.user.update({ where: { id: learner.id }, data: { email: "renamed-address@search.test" } });
    expect(await search(listStudentsRoute as RouteFn, "students", "renamed-addr")).toEqual([learner.id]);
    await prisma.user.delete({ where: { id: learner.id } });
    expect(await search(listStudentsRoute as RouteFn, "students", "wilhelmina")).toEqual([]);

    const question = await prisma.question.create({
      data: { title: "Idempotence of retries", description: "x", type: "essay", difficulty: "easy", category: "Ops", authorName: "A" },
    });
    expect(await search(listQuestionsRoute as RouteFn, "questions", "idempoten")).toEqual([question.id]);
    await prisma.question.update({ where: { id: question.id }, data: { tags: JSON.stringify(["backoff-jitter"]) } });
    expect(await search(listQuestionsRoute as RouteFn, "questions", "backoff-jit")).toEqual([question.id]);
    await prisma.question.delete({ where: { id: question.id } });
    expect(await search(listQuestionsRoute as RouteFn, "questions", "idempoten")).toEqual([]);
  });

  it("falls back to LIKE, with the same answer, when a term matches more rows than the index should list", async () => {
    const rows = Array.from({ length: MAX_SEARCH_IDS + 5 }, (_, i) => ({
      title: `Ubiquitous wording ${i}`,
      description: "x",
      type: "essay",
      difficulty: "easy",
      category: "Bulk",
      authorName: "A",
    }));
    await prisma.question.createMany({ data: rows });
    expect(await searchIds("Question", ["title"], "ubiquitous")).toBeNull();
    const res = await call<Listed & { totalCapped: boolean }>(listQuestionsRoute as RouteFn, { headers: adminH, query: { search: "UBIQUITOUS", limit: 10 } });
    expect(res.status).toBe(200);
    // More matches than a search counts (SEARCH_COUNT_CAP < MAX_SEARCH_IDS): the total is the cap, capped.
    expect(res.body).toMatchObject({ results: SEARCH_COUNT_CAP, totalCapped: true });
    expect(res.body.data.questions).toHaveLength(10);
  });
});
