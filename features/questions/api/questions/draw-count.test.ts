// The builder's live pool size for a random draw, and the item statistics that ride on the list.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { call, createUser, sessionHeaders, type RouteFn, type TestUser } from "@/test/helpers";
import { insertQuestion } from "./test-helpers";
import { GET as countRoute } from "@/app/api/questions/draw-count/route";
import { GET as listRoute } from "@/app/api/questions/route";
import type { QuestionFormValues } from "../../schema";

const GET = countRoute as RouteFn;
let admin: TestUser;
let headers: Record<string, string>;
beforeAll(async () => {
  admin = await createUser({ role: "admin" });
  headers = await sessionHeaders(admin);
});

const count = async (query: Record<string, string>) => call<{ data: { available: number }; errors?: Record<string, string[]> }>(GET, { headers, query });

describe("GET /api/questions/draw-count", () => {
  it("counts what a draw can pick: its filters, subcategories, every tag, never descriptions or excluded questions", async () => {
    const base = { category: "Drawpool", difficulty: "hard", tags: ["loops", "py"] } as Partial<QuestionFormValues>;
    const a = await insertQuestion(admin, { ...base, title: "Pool question A" });
    await insertQuestion(admin, { ...base, title: "Pool question B" });
    await insertQuestion(admin, { ...base, title: "Pool question C", category: "Drawpool / Sub" });
    await insertQuestion(admin, { ...base, title: "Pool question easy", difficulty: "easy" });
    await insertQuestion(admin, { ...base, title: "Pool question one tag", tags: ["loops"] });
    await insertQuestion(admin, { ...base, title: "Pool description", type: "description", options: [], correctAnswer: null } as Partial<QuestionFormValues>);

    expect((await count({ category: "Drawpool" })).body.data.available).toBe(5);
    expect((await count({ category: "Drawpool", difficulty: "hard" })).body.data.available).toBe(4);
    expect((await count({ category: "Drawpool", difficulty: "hard", tags: "loops, py" })).body.data.available).toBe(3);
    expect((await count({ category: "Drawpool", difficulty: "hard", tags: "loops,py", exclude: a.id })).body.data.available).toBe(2);
    expect((await count({ category: "Drawpool", type: "multiple-choice", difficulty: "All" })).body.data.available).toBe(5);
    expect((await count({ category: "Drawpool", type: "essay" })).body.data.available).toBe(0);
  });

  it("refuses bad filters with a readable 4xx and answers 403 to learners, 401 signed out", async () => {
    const bad = await count({ difficulty: "impossible" });
    expect(bad.status).toBeGreaterThanOrEqual(400);
    expect(bad.status).toBeLessThan(500);
    expect(bad.body.errors?.difficulty?.[0]).toMatch(/easy, medium or hard/);
    const learner = await createUser({ role: "user" });
    expect((await call(GET, { headers: await sessionHeaders(learner) })).status).toBe(403);
    expect((await call(GET)).status).toBe(401);
  });
});

describe("GET /api/questions carries the page's item statistics", () => {
  it("gives attempts, facility, discrimination and flags per listed question, zeros when none", async () => {
    const q = await insertQuestion(admin, { title: "Has statistics", category: "Statsbank" });
    const none = await insertQuestion(admin, { title: "Never attempted", category: "Statsbank" });
    // Six answers, all right: facility 1, flagged too easy; identical rests give no discrimination.
    await prisma.questionStat.create({ data: { questionId: q.id, n: 6, sumX: 6, pairs: 6, pairX: 6, pairY: 3, pairXX: 6, pairYY: 1.5, pairXY: 3 } });
    const res = await call<{ itemStats: Record<string, unknown> }>(listRoute as RouteFn, { headers, query: { category: "Statsbank", page: 1, limit: 10 } });
    expect(res.status).toBe(200);
    expect(res.body.itemStats[q.id]).toEqual({ attempts: 6, facility: 1, discrimination: null, flags: ["too-easy"] });
    expect(res.body.itemStats[none.id]).toEqual({ attempts: 0, facility: null, discrimination: null, flags: [] });
  });
});
