// A random draw is picked in SQL (`drawIds`, ORDER BY random() LIMIT n) while the builder counts its
// pool with Prisma (`drawWhere`). The two must select the same questions on each database: this
// compares the raw pool with the Prisma pool for many filter combinations on a bank with
// categories and subcategories (and look-alikes), difficulties, types, descriptions, and tags with
// `%`, `_`, backslashes, quotes and mixed case. Runs on SQLite and, via `npm run test:pg`, PostgreSQL.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import type { Draw } from "../schema";
import { drawIds, drawWhere } from "./settings";

const CATEGORIES = ["Python", "Python / Loops", "Python / Loops / Deep", "python / lower", "Python Advanced", "PythonX / y", "Py%n", "Py_hon / z", "a_b / c", "axb / c", "Web"];
const TAGS = ["loops", "Loops", "LOOPS", "100%", "100x", "a_b", "axb", "back\\slash", 'quo"te', "Ünïcode", "ünïcode", "plain"];
const TYPES = ["multiple-choice", "true-false", "essay", "description"];
const DIFFICULTIES = ["easy", "medium", "hard"];

let ids: string[] = [];

beforeAll(async () => {
  const rows = Array.from({ length: 150 }, (_, i) => ({
    title: `Q${i}`,
    description: "",
    type: TYPES[(i * 5 + Math.floor(i / 7)) % TYPES.length],
    difficulty: DIFFICULTIES[(i * 7 + Math.floor(i / 11)) % DIFFICULTIES.length],
    category: CATEGORIES[i % CATEGORIES.length],
    // A varied subset of the tags: bit k of a per-question mask picks TAGS[k].
    tags: JSON.stringify(TAGS.filter((_, k) => ((i * 2654435761) >>> k) % 3 === 0)),
    authorName: "Draw test",
  }));
  for (const data of rows) await prisma.question.create({ data });
  ids = (await prisma.question.findMany({ select: { id: true }, orderBy: { title: "asc" } })).map((q) => q.id);
});

const prismaPool = async (draw: Draw, exclude: string[] = []) =>
  (await prisma.question.findMany({ where: drawWhere(draw, exclude), select: { id: true } })).map((q) => q.id).sort();
const sqlPool = async (draw: Draw, exclude: string[] = []) => (await drawIds(draw, exclude)).sort();

const draw = (d: Partial<Draw>): Draw => ({ count: 1, ...d }) as Draw;

describe("a draw's pool in SQL equals drawWhere's", () => {
  it("for categories (with subcategories) crossed with tags, difficulties, types and exclusions", async () => {
    const categories = [undefined, ...CATEGORIES, "Py", "Python /", "PYTHON", "a_b", "Py%"];
    const tagSets: string[][] = [[], ...TAGS.map((t) => [t]), ["loops", "100%"], ["%"], ["_"], ["\\"], ['"'], ["LOOPS", "a_b", "plain"]];
    let compared = 0;
    let nonEmpty = 0;
    for (const [ci, category] of categories.entries()) {
      for (const [ti, tags] of tagSets.entries()) {
        const n = ci * tagSets.length + ti;
        const d = draw({
          category,
          tags,
          difficulty: n % 4 === 0 ? undefined : (DIFFICULTIES[n % 3] as Draw["difficulty"]),
          type: n % 5 < 2 ? undefined : (TYPES[n % 3] as Draw["type"]),
        });
        const exclude = n % 3 === 0 ? ids.filter((_, k) => k % 4 === n % 4) : [];
        const expected = await prismaPool(d, exclude);
        expect(await sqlPool(d, exclude), JSON.stringify({ d, exclude: exclude.length })).toEqual(expected);
        compared += 1;
        if (expected.length) nonEmpty += 1;
        // And without difficulty and type, so the category/tag filters alone are compared too.
        const loose = draw({ category, tags });
        const looseExpected = await prismaPool(loose);
        expect(await sqlPool(loose), JSON.stringify(loose)).toEqual(looseExpected);
        if (looseExpected.length) nonEmpty += 1;
      }
    }
    expect(compared).toBe(categories.length * tagSets.length);
    // A comparison of empty pools proves nothing: most of them must match questions.
    expect(nonEmpty).toBeGreaterThan(compared);
  });

  it("for every difficulty × type, never a description", async () => {
    for (const difficulty of [undefined, ...DIFFICULTIES]) {
      for (const type of [undefined, ...TYPES.filter((t) => t !== "description")]) {
        const d = draw({ difficulty: difficulty as Draw["difficulty"], type: type as Draw["type"] });
        const expected = await prismaPool(d);
        expect(expected.length).toBeGreaterThan(0);
        expect(await sqlPool(d)).toEqual(expected);
      }
    }
    const descriptions = new Set((await prisma.question.findMany({ where: { type: "description" }, select: { id: true } })).map((q) => q.id));
    expect(descriptions.size).toBeGreaterThan(0);
    expect((await sqlPool(draw({}))).filter((id) => descriptions.has(id))).toEqual([]);
  });
});

describe("drawIds with a limit", () => {
  it("picks that many distinct questions of the pool, at random, and fewer only when the pool is smaller", async () => {
    const d = draw({ category: "Python" });
    const pool = new Set(await sqlPool(d));
    expect(pool.size).toBeGreaterThan(8);
    const seen = new Set<string>();
    for (let i = 0; i < 20; i++) {
      const picked = await drawIds(d, [], 3);
      expect(picked).toHaveLength(3);
      expect(new Set(picked).size).toBe(3);
      for (const id of picked) expect(pool.has(id)).toBe(true);
      seen.add([...picked].sort().join());
    }
    expect(seen.size).toBeGreaterThan(1); // random, not the first three every time
    const exclude = [...pool].slice(0, pool.size - 2);
    expect((await drawIds(d, exclude, 5)).sort()).toEqual([...pool].slice(pool.size - 2).sort());
  });
});
