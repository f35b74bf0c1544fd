// The memory-only cache behind every ISR page and unstable_cache entry (next.config.ts): nothing of
// the build survives a start, a revalidated tag makes its pages render afresh, and it is bounded.
import { describe, expect, it, vi } from "vitest";

async function freshHandler(maxBytes?: number) {
  vi.resetModules();
  if (maxBytes) vi.stubEnv("PAGE_CACHE_MAX_BYTES", String(maxBytes));
  const mod = await import("./page-cache-handler.mjs");
  vi.unstubAllEnvs();
  return { Handler: mod.default, stats: mod.pageCacheStats };
}

const page = (html: string, tags: string[]) => ({ kind: "APP_PAGE", html, rscData: Buffer.from(html), headers: { "x-next-cache-tags": tags.join(",") }, status: 200 });

describe("page cache handler", () => {
  it("starts empty: what another process (the build) stored is not there", async () => {
    const { Handler } = await freshHandler();
    expect(await new Handler().get("/index", { kind: "APP_PAGE" })).toBeNull();
  });

  it("serves what it stored to every handler of the process, until a tag of the entry is revalidated", async () => {
    const { Handler } = await freshHandler();
    await new Handler().set("/index", page("<p>catalogue</p>", ["courses", "_N_T_/"]), { cacheControl: { revalidate: 60 } });
    const hit = await new Handler().get("/index", { kind: "APP_PAGE" });
    expect(hit?.value).toMatchObject({ html: "<p>catalogue</p>" });
    expect(hit?.cacheControl).toEqual({ revalidate: 60 });
    await new Handler().revalidateTag("other");
    expect(await new Handler().get("/index", { kind: "APP_PAGE" })).not.toBeNull();
    await new Promise((r) => setTimeout(r, 2));
    await new Handler().revalidateTag(["courses"]);
    expect(await new Handler().get("/index", { kind: "APP_PAGE" })).toBeNull();
  });

  it("checks the tags a data entry is read with (unstable_cache)", async () => {
    const { Handler } = await freshHandler();
    const handler = new Handler();
    await handler.set("catalog", { kind: "FETCH", data: { body: "{}" }, revalidate: 60 }, { fetchCache: true, tags: ["courses"] });
    expect(await handler.get("catalog", { kind: "FETCH", tags: ["courses"], softTags: [] })).not.toBeNull();
    await new Promise((r) => setTimeout(r, 2));
    await handler.revalidateTag("courses");
    expect(await handler.get("catalog", { kind: "FETCH", tags: ["courses"], softTags: [] })).toBeNull();
  });

  it("dates an entry from when its render began: one that read the data before a revalidation is not kept as fresh", async () => {
    const { Handler } = await freshHandler();
    const tick = () => new Promise((r) => setTimeout(r, 2));
    const handler = new Handler();
    // A render begins (a miss), a course is published meanwhile, then the render stores what it read.
    expect(await handler.get("/index", { kind: "APP_PAGE" })).toBeNull();
    await tick();
    await handler.revalidateTag("courses");
    await tick();
    await handler.set("/index", page("<p>before the publish</p>", ["courses"]), { cacheControl: { revalidate: 60 } });
    expect(await handler.get("/index", { kind: "APP_PAGE" })).toBeNull();
    // The render that begins after the publish is kept.
    await tick();
    await handler.set("/index", page("<p>after the publish</p>", ["courses"]), { cacheControl: { revalidate: 60 } });
    expect((await handler.get("/index", { kind: "APP_PAGE" }))?.value).toMatchObject({ html: "<p>after the publish</p>" });
  });

  it("dates a background regeneration from the request that found the entry too old", async () => {
    const { Handler } = await freshHandler();
    const tick = () => new Promise((r) => setTimeout(r, 2));
    const handler = new Handler();
    await handler.set("catalog", { kind: "FETCH", data: { body: "{}" }, revalidate: 0.001 }, { fetchCache: true, tags: ["courses"] });
    await tick();
    // Too old: served, and Next regenerates it in the background; a write lands during that render.
    expect(await handler.get("catalog", { kind: "FETCH", tags: ["courses"], softTags: [] })).not.toBeNull();
    await tick();
    await handler.revalidateTag("courses");
    await tick();
    await handler.set("catalog", { kind: "FETCH", data: { body: "{\"old\":true}" }, revalidate: 60 }, { fetchCache: true, tags: ["courses"] });
    expect(await handler.get("catalog", { kind: "FETCH", tags: ["courses"], softTags: [] })).toBeNull();
  });

  it("keeps within its byte bound, dropping the least recently used first", async () => {
    const { Handler, stats } = await freshHandler(14_000);
    const handler = new Handler();
    const big = "x".repeat(2_000);
    for (const key of ["a", "b", "c"]) await handler.set(key, page(big, []), {});
    await handler.get("a", { kind: "APP_PAGE" }); // "a" is now the most recently used
    await handler.set("d", page(big, []), {});
    expect(stats().bytes).toBeLessThanOrEqual(14_000);
    expect(await handler.get("a", { kind: "APP_PAGE" })).not.toBeNull();
    expect(await handler.get("b", { kind: "APP_PAGE" })).toBeNull();
    expect(await handler.get("d", { kind: "APP_PAGE" })).not.toBeNull();
  });

  it("remembers at most maxTags revalidated tags: past the bound it starts afresh, serving nothing stale", async () => {
    const { Handler, stats } = await freshHandler();
    const handler = new Handler();
    await handler.set("p", page("<p>old</p>", ["courses"]), {});
    await handler.revalidateTag("courses");
    await handler.set("p", page("<p>new</p>", ["courses"]), {});
    const { maxTags } = stats();
    for (let i = 0; i < maxTags + 10; i += 1) await handler.revalidateTag(`tag-${i}`);
    expect(stats().tags).toBeLessThanOrEqual(maxTags);
    // Forgetting "courses"' time could have brought an older entry back: everything went instead.
    expect(await handler.get("p", { kind: "APP_PAGE" })).toBeNull();
  });
});
