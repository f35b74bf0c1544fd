// A search counts its matches only up to a cap (lib/search/index.ts, SEARCH_COUNT_CAP)
// and says so in the list envelope (`totalCapped`; docs/decisions/004-capped-search-totals.md). The cap is lowered to 5 for this file
// (SEARCH_COUNT_CAP, honoured under NODE_ENV=test only), so more matches than the cap are a few rows.
// Each list is searched both ways the search can run: a term of three letters or more through the
// trigram index (FTS5 / pg_trgm), and a two-letter term through LIKE. Runs on both databases.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { SEARCH_COUNT_CAP, searchCountCap } from "@/lib/search";
import { courseListResponse } from "@/features/courses/schema";
import { staffListResponse } from "@/features/staff/schema";
import { studentListResponse } from "../schema";
import { questionListResponse } from "@/features/questions/schema";
import { call, createUser, sessionHeaders, type RouteFn } from "@/test/helpers";
import { GET as coursesGET } from "@/app/api/courses/route";
import { GET as questionsGET } from "@/app/api/questions/route";
import { GET as staffGET } from "@/app/api/admin/staff/route";
import { GET as studentsGET } from "@/app/api/admin/students/route";
import { insertQuestion } from "@/features/questions/api/questions/test-helpers";
import { makeCourse } from "@/features/courses/api/courses/_test-fixtures";

const CAP = 5;
/** More matches than the cap: "Capword" (indexed) and "Qz" (two letters, LIKE) both match all of them. */
const MANY = 7;
/** Fewer: "Fewword" matches only these. */
const FEW = 3;

type Envelope = { results: number; page: number; limit: number; totalPages: number; totalCapped: boolean; data: Record<string, { _id: string }[]> };

/** One list: its route, the key of its items, the response schema, and how to make a row whose searched text is `text`. */
const LISTS = [
  { name: "students", key: "students", route: studentsGET, schema: studentListResponse, make: (text: string, i: number) => createUser({ role: "user", name: `${text} Learner ${i}` }) },
  { name: "staff", key: "staff", route: staffGET, schema: staffListResponse, make: (text: string, i: number) => createUser({ role: "staff", name: `Member ${i}`, department: `${text} team` }) },
  { name: "questions", key: "questions", route: questionsGET, schema: questionListResponse, make: (text: string, i: number) => insertQuestion(admin, { title: `${text} question number ${i}` }) },
  { name: "courses", key: "courses", route: coursesGET, schema: courseListResponse, make: (text: string, i: number) => makeCourse({ title: `${text} course number ${i}` }) },
] as const;

let admin: Awaited<ReturnType<typeof createUser>>;
let headers: Record<string, string>;

beforeAll(async () => {
  vi.stubEnv("SEARCH_COUNT_CAP", String(CAP));
  admin = await createUser({ role: "admin", name: "Ada Admin" });
  headers = await sessionHeaders(admin);
  for (const list of LISTS) {
    for (let i = 1; i <= MANY; i += 1) await list.make("Qz Capword", i);
    for (let i = 1; i <= FEW; i += 1) await list.make("Fewword", i);
  }
});

afterAll(() => {
  vi.unstubAllEnvs();
});

it("lowers the cap for tests only through SEARCH_COUNT_CAP, leaving the constant at 1,000", () => {
  expect(SEARCH_COUNT_CAP).toBe(1000);
  expect(searchCountCap()).toBe(CAP);
});

describe.each(LISTS)("GET $name with a search", (list) => {
  const get = async (query: Record<string, string | number>) => {
    const res = await call<Envelope>(list.route as RouteFn, { query, headers });
    expect(res.status).toBe(200);
    expect(() => list.schema.parse(res.body)).not.toThrow();
    return res.body;
  };
  const ids = (body: Envelope) => body.data[list.key].map((row) => row._id);

  it.each(["capword", "qz"])("reports more matches than the cap as the cap, capped (%s)", async (search) => {
    const body = await get({ search, limit: 2 });
    expect(body).toMatchObject({ results: CAP, totalCapped: true, page: 1, limit: 2, totalPages: 3 });
    expect(ids(body)).toHaveLength(2);
  });

  it("keeps paging past the cap in the list's order, and answers an empty page past the last match", async () => {
    const pages = await Promise.all([1, 2, 3, 4].map((page) => get({ search: "capword", limit: 2, page })));
    expect(pages.map((p) => ids(p).length)).toEqual([2, 2, 2, 1]);
    const all = pages.flatMap(ids);
    expect(new Set(all).size).toBe(MANY);
    // The same rows in the same order as one page of all of them (no page was read from the other end).
    expect(all).toEqual(ids(await get({ search: "capword", limit: 10 })));
    const past = await get({ search: "capword", limit: 2, page: 5 });
    expect(past).toMatchObject({ results: CAP, totalCapped: true, page: 5 });
    expect(ids(past)).toEqual([]);
  });

  it("reports fewer matches than the cap exactly", async () => {
    expect(await get({ search: "fewword", limit: 2 })).toMatchObject({ results: FEW, totalCapped: false, totalPages: 2 });
    expect(await get({ search: "no-such-word" })).toMatchObject({ results: 0, totalCapped: false, totalPages: 1 });
  });

  it("counts a list without a search exactly, past the cap", async () => {
    const body = await get({ limit: 2 });
    expect(body.totalCapped).toBe(false);
    expect(body.results).toBeGreaterThanOrEqual(MANY + FEW);
  });
});

describe("GET /api/questions counts by difficulty and type", () => {
  const get = (search: string) => call<{ totalCapped: boolean; counts: { difficulty: Record<string, number> } | null }>(questionsGET as RouteFn, { query: { search }, headers });

  it("are skipped (null) when the total is capped, and counted when it is exact", async () => {
    expect((await get("capword")).body).toMatchObject({ totalCapped: true, counts: null });
    const few = (await get("fewword")).body;
    expect(few.totalCapped).toBe(false);
    expect(few.counts?.difficulty).toEqual({ easy: FEW, medium: 0, hard: 0 });
  });
});
