// The SQLite search indexes are merged into one segment without changing what a search finds
// (docs/decisions/003-trigram-search.md, lib/search/merge.ts); on PostgreSQL there is nothing to merge.
import { describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { databaseProvider } from "@/lib/db/adapter";
import { searchIds } from "../search";
import { mergeSearchIndexes } from "./merge";
import { createUser } from "@/test/helpers";

/** How many segments an FTS5 index is read from: each has at least one row in its `_idx` table. */
async function segments(table: string): Promise<number> {
  const [row] = await prisma.$queryRawUnsafe<{ n: number | bigint }[]>(`SELECT COUNT(DISTINCT "segid") AS n FROM "${table}_idx"`);
  return Number(row.n);
}

describe("merging the search indexes", () => {
  it("leaves each SQLite index one segment, finds the same rows, and then has nothing left to do", async () => {
    // Written row by row, as the app writes: a segment per write, partly merged by FTS5 itself.
    for (let i = 0; i < 24; i += 1) await createUser({ name: `Merge Person ${i} ${i % 3 === 0 ? "Okafor" : "Silva"}` });
    const before = await Promise.all(["okafor", "merge person 1", "silva"].map((term) => searchIds("User", ["name", "email"], term)));
    expect(before[0]).toHaveLength(8);

    if (databaseProvider() === "postgresql") {
      expect(await mergeSearchIndexes(prisma)).toBe(0);
      return;
    }
    expect(await segments("UserSearch")).toBeGreaterThan(1);
    expect(await mergeSearchIndexes(prisma)).toBeGreaterThan(0);
    expect(await segments("UserSearch")).toBe(1);
    const after = await Promise.all(["okafor", "merge person 1", "silva"].map((term) => searchIds("User", ["name", "email"], term)));
    expect(after.map((ids) => [...(ids ?? [])].sort())).toEqual(before.map((ids) => [...(ids ?? [])].sort()));
    expect(await mergeSearchIndexes(prisma)).toBe(0);

    // New rows land in a new segment beside the merged one, and are found at once.
    const late = await createUser({ name: "Late Okafor" });
    expect(await searchIds("User", ["name", "email"], "okafor")).toContain(late.id);
  });
});
