// Runs on whichever database the suite runs on (SQLite by default, PostgreSQL under `npm run
// test:pg`): the dialect helpers must give the same answers on both.
import { describe, expect, it } from "vitest";
import { prisma } from "../db";
import { databaseProvider } from "./adapter";
import { containsText, monthBucketSql } from "./dialect";
import { createUser } from "@/test/helpers";

describe("the database dialect", () => {
  it("runs on the database the test run asked for", async () => {
    const expected = process.env.TEST_DATABASE === "postgres" ? "postgresql" : "sqlite";
    expect(databaseProvider()).toBe(expected);
    const version =
      expected === "postgresql"
        ? (await prisma.$queryRaw<{ v: string }[]>`SELECT version() AS v`)[0].v
        : (await prisma.$queryRaw<{ v: string }[]>`SELECT sqlite_version() AS v`)[0].v;
    expect(version).toMatch(expected === "postgresql" ? /^PostgreSQL \d+/ : /^3\.\d+/);
  });

  it("searches text ignoring case, and still only finds what contains the words", async () => {
    await createUser({ name: "Zelda McKinley", email: "zelda.mckinley@example.com" });
    await createUser({ name: "Other Person", email: "other@example.com" });
    const names = async (term: string) =>
      (await prisma.user.findMany({ where: { name: containsText(term) }, select: { name: true } })).map((u) => u.name);
    expect(await names("mckinley")).toEqual(["Zelda McKinley"]);
    expect(await names("ZELDA MC")).toEqual(["Zelda McKinley"]);
    expect(await names("McKinleyX")).toEqual([]);
    // On PostgreSQL, LIKE's wildcards in a search are literal characters. SQLite's LIKE cannot
    // escape them through Prisma, so there they still match anything (docs/architecture.md, "Known limits").
    await createUser({ name: "Rate 100% sure", email: "percent@example.com" });
    expect(await names("100%")).toEqual(["Rate 100% sure"]);
    if (databaseProvider() === "postgresql") {
      expect(await names("%")).toEqual(["Rate 100% sure"]);
      expect(await names("_")).toEqual([]);
    } else {
      expect(await names("_")).toHaveLength(3);
    }
  });

  it("groups timestamps into UTC months, at the edges of a month too", async () => {
    const user = await createUser({ name: "Month Edges" });
    const times = ["2026-01-31T23:59:59.999Z", "2026-02-01T00:00:00.000Z", "2026-02-28T12:00:00.000Z"];
    for (const [i, at] of times.entries()) {
      await prisma.learningSession.create({ data: { userId: user.id, startedAt: new Date(at), minutes: i + 1 } });
    }
    const rows = await prisma.$queryRaw<{ month: string; n: bigint | number }[]>`
      SELECT ${monthBucketSql('"startedAt"')} AS month, COUNT(*) AS n FROM "LearningSession" GROUP BY 1 ORDER BY 1`;
    expect(rows.map((r) => [r.month, Number(r.n)])).toEqual([
      ["2026-01", 1],
      ["2026-02", 2],
    ]);
  });
});
