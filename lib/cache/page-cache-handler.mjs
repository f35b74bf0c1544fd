// Next's cache (ISR pages and unstable_cache data) kept in this process's memory only, bounded in
// bytes (least recently used first out). Next's default keeps what `next build` prerendered on disk
// and serves it after a start, so the catalogue pages showed whatever database the build saw (none,
// in a container build) until they regenerated (docs/decisions/011-page-cache.md). Here nothing the build made
// survives it: after a start, the first request for a page renders it from the database, and later
// ones are served from memory until it is 60 s old or a course write revalidates its "courses" tag
// (then the next request renders it afresh). Each instance has its own copy, as before.
// An entry is dated from when its render began, not when it was stored: a render that read the
// database before a course write and finished after that write's revalidation would otherwise be
// kept as fresh, and the landing page would miss a just-published course for up to 60 s.
// Plain JavaScript: Next imports it by path at start and in the build's workers (next.config.ts).

const MAX_BYTES = Number(process.env.PAGE_CACHE_MAX_BYTES) || 64 * 1024 * 1024;
const MAX_TAGS = 10_000;

/** @type {Map<string, { value: unknown, lastModified: number, tags: string[], size: number, cacheControl: unknown }>} */
const entries = new Map();
/** When each tag was last revalidated (ms). */
const revalidatedAt = new Map();
/** Keys whose render Next has begun (a miss, or an entry old enough to regenerate), since when (ms). */
const renderingSince = new Map();
let totalBytes = 0;

function tagsOf(value, ctx) {
  const tags = [...(ctx?.tags ?? [])];
  const header = value?.headers?.["x-next-cache-tags"];
  if (typeof header === "string") tags.push(...header.split(","));
  if (Array.isArray(value?.tags)) tags.push(...value.tags);
  return [...new Set(tags.filter(Boolean))];
}

function sizeOf(value) {
  if (!value) return 64;
  let size = 256;
  if (typeof value.html === "string") size += value.html.length;
  if (value.rscData) size += value.rscData.byteLength ?? 0;
  if (value.body) size += value.body.byteLength ?? value.body.length ?? 0;
  if (value.segmentData instanceof Map) for (const part of value.segmentData.values()) size += part.byteLength ?? 0;
  if (value.data !== undefined) size += JSON.stringify(value.data)?.length ?? 0;
  return size;
}

function remove(key) {
  const entry = entries.get(key);
  if (!entry) return;
  totalBytes -= entry.size;
  entries.delete(key);
}

/** Notes that Next is about to render `key` (the earliest such moment counts) and answers a miss. */
function rendering(key) {
  if (!renderingSince.has(key)) {
    // A render that never stores (it failed) leaves its key here: bounded like everything else.
    if (renderingSince.size >= MAX_TAGS) renderingSince.clear();
    renderingSince.set(key, Date.now());
  }
  return null;
}

export default class PageCacheHandler {
  // Next makes one handler per request; the store is the module's, shared by all of them.
  constructor() {}

  async get(key, ctx) {
    const entry = entries.get(key);
    if (!entry) return rendering(key);
    const tags = [...entry.tags, ...(ctx?.tags ?? []), ...(ctx?.softTags ?? [])];
    if (tags.some((tag) => (revalidatedAt.get(tag) ?? -1) >= entry.lastModified)) {
      remove(key);
      return rendering(key);
    }
    // Past its revalidate time Next serves it and renders it again in the background.
    const revalidate = entry.cacheControl?.revalidate ?? entry.value?.revalidate;
    if (typeof revalidate === "number" && Date.now() - entry.lastModified >= revalidate * 1000) rendering(key);
    // Least recently used goes first: a read moves the entry to the end.
    entries.delete(key);
    entries.set(key, entry);
    return { lastModified: entry.lastModified, value: entry.value, ...(entry.cacheControl ? { cacheControl: entry.cacheControl } : {}) };
  }

  async set(key, value, ctx) {
    remove(key);
    const since = renderingSince.get(key);
    renderingSince.delete(key);
    const size = sizeOf(value);
    if (size > MAX_BYTES) return;
    entries.set(key, { value, lastModified: since ?? Date.now(), tags: tagsOf(value, ctx), size, cacheControl: ctx?.cacheControl });
    totalBytes += size;
    for (const oldest of entries.keys()) {
      if (totalBytes <= MAX_BYTES) break;
      remove(oldest);
    }
  }

  async revalidateTag(tags) {
    const now = Date.now();
    for (const tag of typeof tags === "string" ? [tags] : tags) {
      revalidatedAt.delete(tag);
      revalidatedAt.set(tag, now);
    }
    // Forgetting a tag's time could bring back what it invalidated: past the bound, start afresh.
    if (revalidatedAt.size > MAX_TAGS) {
      revalidatedAt.clear();
      renderingSince.clear();
      entries.clear();
      totalBytes = 0;
    }
  }

  resetRequestCache() {}
}

/** For tests: how much the cache holds. */
export function pageCacheStats() {
  return { entries: entries.size, bytes: totalBytes, maxBytes: MAX_BYTES, tags: revalidatedAt.size, maxTags: MAX_TAGS };
}
