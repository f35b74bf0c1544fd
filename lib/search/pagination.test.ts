// Every page read through pagedRows() (from whichever end is nearer) must be exactly the page a
// plain OFFSET query gives, on the database the suite runs on, including ties in the sort column.
import { beforeAll, describe, expect, it } from "vitest";
import { prisma } from "@/lib/db";
import { pageWindow, pagedRows, reverseOrder } from "./pagination";

const ROWS = 23;

beforeAll(async () => {
  const author = await prisma.user.create({ data: { email: "pager@example.com", name: "Pager", role: "staff" } });
  const base = Date.UTC(2026, 0, 1);
  await prisma.question.createMany({
    data: Array.from({ length: ROWS }, (_, i) => ({
      title: `Question ${String(i).padStart(2, "0")}`,
      description: "d",
      type: "essay",
      difficulty: "easy",
      category: "React",
      authorName: author.name,
      createdById: author.id,
      // Pairs of rows share a timestamp, so only the id decides between them.
      createdAt: new Date(base + Math.floor(i / 2) * 60_000),
    })),
  });
});

describe("page-numbered lists", () => {
  it("reads pages past the middle from the end", () => {
    expect(pageWindow(23, 1, 5)).toEqual({ skip: 0, take: 5, fromEnd: false });
    expect(pageWindow(23, 2, 5)).toEqual({ skip: 5, take: 5, fromEnd: false });
    expect(pageWindow(23, 4, 5)).toEqual({ skip: 3, take: 5, fromEnd: true });
    expect(pageWindow(23, 5, 5)).toEqual({ skip: 0, take: 3, fromEnd: true });
    expect(pageWindow(23, 6, 5)).toEqual({ skip: 25, take: 5, fromEnd: false });
    expect(reverseOrder([{ createdAt: "desc" }, { id: "asc" }])).toEqual([{ createdAt: "asc" }, { id: "desc" }]);
  });

  for (const limit of [1, 4, 5, 10, 23, 50]) {
    it(`gives every page exactly as OFFSET would, ${limit} per page`, async () => {
      const orderBy = [{ createdAt: "desc" as const }, { id: "desc" as const }];
      for (let page = 1; page <= Math.ceil(ROWS / limit) + 1; page += 1) {
        const expected = await prisma.question.findMany({ orderBy, skip: (page - 1) * limit, take: limit, select: { id: true } });
        const { rows, total } = await pagedRows({
          page,
          limit,
          orderBy,
          count: () => prisma.question.count(),
          find: (args) => prisma.question.findMany({ ...args, select: { id: true } }),
        });
        expect(total).toBe(ROWS);
        expect(rows, `page ${page}`).toEqual(expected);
      }
    });
  }
});
