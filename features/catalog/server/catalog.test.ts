// The public catalogue's data path: what /courses, "/" and /courses/{id} render on a request reads
// the database of the running server (never the build's), and the catalogue's filters and sorts.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { prisma } from "@/lib/db";
import { catalogHref, catalogQuerySchema } from "../schema";
import { catalogPageSchema, catalogSchema } from "../schema";

// Outside Next there is no incremental cache: the snapshot is loaded on each call.
vi.mock("next/cache", () => ({ unstable_cache: (fn: () => unknown) => fn, revalidateTag: vi.fn(), revalidatePath: vi.fn() }));

const { browseCatalog, getCatalog, getPublishedCourse } = await import("../web/snapshot");

const marker = "Zebracat";
const ids: Record<string, string> = {};

async function course(key: string, data: { category: string; level: string; priceCents: number; status?: string; createdAt?: Date }) {
  const row = await prisma.course.create({
    data: {
      title: `${marker} ${key}`,
      description: `A ${key} course for the catalogue tests.`,
      duration: "1 hour",
      instructor: "Test Instructor",
      tags: "[]",
      status: data.status ?? "published",
      category: data.category,
      level: data.level,
      priceCents: data.priceCents,
      ...(data.createdAt ? { createdAt: data.createdAt } : {}),
    },
    select: { id: true },
  });
  ids[key] = row.id;
}

const query = (params: Record<string, string>) => catalogQuerySchema.parse(params);
const titles = async (params: Record<string, string>) => (await browseCatalog(query({ q: marker, ...params }))).courses.map((c) => c.title.replace(`${marker} `, ""));

beforeAll(async () => {
  await course("free", { category: "Design", level: "beginner", priceCents: 0, createdAt: new Date("2026-01-01") });
  await course("mid", { category: "Design", level: "intermediate", priceCents: 7500, createdAt: new Date("2026-03-01") });
  await course("dear", { category: "Business", level: "advanced", priceCents: 15000, createdAt: new Date("2026-02-01") });
  await course("draft", { category: "Design", level: "beginner", priceCents: 100, status: "draft" });
});

describe("the catalogue's data path", () => {
  it("reads the database at request time: a course created now is found, a draft or unknown id is not", async () => {
    expect((await getPublishedCourse(ids.mid))?.title).toBe(`${marker} mid`);
    expect(await getPublishedCourse(ids.draft)).toBeNull();
    expect(await getPublishedCourse("no-such-course")).toBeNull();
    await course("late", { category: "Marketing", level: "beginner", priceCents: 2000 });
    expect((await getPublishedCourse(ids.late))?.title).toBe(`${marker} late`);
  });

  it("filters by search, category, level and price bands, and counts", async () => {
    expect((await browseCatalog(query({ q: marker }))).total).toBe(4);
    expect(await titles({ category: "Design", sort: "price-asc" })).toEqual(["free", "mid"]);
    expect(await titles({ level: "advanced" })).toEqual(["dear"]);
    expect(await titles({ price: "free" })).toEqual(["free"]);
    expect((await titles({ price: "paid", sort: "price-asc" }))).toEqual(["late", "mid", "dear"]);
    expect(await titles({ price: "under-50" })).toEqual(["late"]);
    expect(await titles({ price: "50-100" })).toEqual(["mid"]);
    expect(await titles({ price: "over-100" })).toEqual(["dear"]);
    const none = await browseCatalog(query({ q: marker, category: "Business", level: "beginner" }));
    expect(none).toMatchObject({ total: 0, courses: [], page: 1, pages: 1 });
  });

  it("sorts by price both ways and by newest", async () => {
    expect(await titles({ sort: "price-desc" })).toEqual(["dear", "mid", "late", "free"]);
    expect(await titles({ sort: "price-asc" })).toEqual(["free", "late", "mid", "dear"]);
    expect((await titles({ sort: "newest" }))[0]).toBe("late");
    expect((await titles({ sort: "newest" })).slice(1)).toEqual(["mid", "dear", "free"]);
  });

  it("answers the shapes its schemas describe (the pages' types are inferred from them)", async () => {
    expect(catalogSchema.strict().safeParse(await getCatalog()).error).toBeUndefined();
    const page = await browseCatalog(query({ q: marker }));
    expect(page.courses).toHaveLength(4);
    expect(catalogPageSchema.safeParse(page).error).toBeUndefined();
    for (const course of page.courses) expect(Object.keys(course).sort()).toEqual(Object.keys(catalogPageSchema.shape.courses.element.shape).sort());
  });

  it("ignores values it does not know instead of failing the page", () => {
    expect(query({ level: "expert", sort: "cheapest", page: "-3", price: "1-2", category: "Cooking" })).toEqual({ sort: "popular", page: 1 });
    expect(catalogHref(query({ q: " react ", category: "Design", sort: "popular", page: "2" }))).toBe("/courses?q=react&category=Design&page=2");
  });
});
