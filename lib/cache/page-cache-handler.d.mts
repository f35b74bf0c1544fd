// Types for page-cache-handler.mjs (plain JavaScript, as Next imports it by path).
type Entry = { lastModified: number; value: unknown; cacheControl?: unknown };
type Context = { kind?: string; tags?: string[]; softTags?: string[]; fetchCache?: boolean; cacheControl?: unknown };

export default class PageCacheHandler {
  constructor(options?: unknown);
  get(key: string, ctx?: Context): Promise<Entry | null>;
  set(key: string, value: unknown, ctx?: Context): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
  resetRequestCache(): void;
}

export function pageCacheStats(): { entries: number; bytes: number; maxBytes: number; tags: number; maxTags: number };
