// What every API request re-reads to authorise its caller (the session row with its user, and for an
// admin or staff member not enrolled in two-factor sign-in the security settings) is kept here per
// app instance for a moment (docs/decisions/008-session-cache.md): a dashboard sends the same bearer or cookie many times a
// second, and those reads were a fixed part of every list request's cost.
//
// Revocation still takes effect on the very next request made to this instance: every write through
// the app's Prisma client to User, Session or Setting (lib/db/index.ts reports each one, before it runs
// and after) forgets everything at once, and for GRACE_MS after such a write nothing read is kept,
// so a row read while a transaction that changes it has not committed yet (a transaction times out
// after 5 s, Prisma's default) is never remembered. Only the session's sliding "last seen" stamp and
// a user's activity stamp, which change no answer, leave it alone. Writes made elsewhere (another
// instance, psql) show within TTL_MS (SESSION_CACHE_TTL_MS, default 1 s; 0 turns the cache off).
//
// Kept on globalThis, like the Prisma client, so every bundle's copy of this module shares one store.

const DEFAULT_TTL_MS = 1_000;
export const GRACE_MS = 5_000;
export const MAX_AUTH_ENTRIES = 1_000;

type Entry = { value: unknown; expires: number; generation: number };
type Store = { entries: Map<string, Entry>; generation: number; quietAfter: number };

const store: Store = ((globalThis as { masterlyAuthCache?: Store }).masterlyAuthCache ??= { entries: new Map(), generation: 0, quietAfter: 0 });

const AUTH_MODELS = new Set(["User", "Session", "Setting"]);

function ttlMs(): number {
  const raw = process.env.SESSION_CACHE_TTL_MS;
  const value = raw === undefined || raw === "" ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : DEFAULT_TTL_MS;
}

/** Only these keys written: a stamp no cached answer depends on. */
const only = (data: unknown, keys: string[]) =>
  data !== null && typeof data === "object" && !Array.isArray(data) && Object.keys(data).length > 0 && Object.keys(data).every((k) => keys.includes(k));

/** A write that cannot make a cached session less valid: the once-a-minute touch (an expiry moved later) or an activity stamp. */
function harmless(model: string, data: unknown, now: number): boolean {
  if (model === "User") return only(data, ["lastActivityAt", "lastStudiedAt"]);
  if (model === "Session" && only(data, ["lastSeenAt", "expiresAt"])) {
    const expiresAt = (data as { expiresAt?: unknown }).expiresAt;
    return expiresAt === undefined || (expiresAt instanceof Date && expiresAt.getTime() > now);
  }
  return false;
}

/** Called by lib/db/index.ts before and after every write through the app's Prisma client. */
export function recordAuthWrite(model: string | undefined, data?: unknown, now: number = Date.now()) {
  if (!model || !AUTH_MODELS.has(model) || harmless(model, data, now)) return;
  forgetAuth(now);
}

/** Forgets every entry, and keeps nothing read in the next GRACE_MS. */
export function forgetAuth(now: number = Date.now()) {
  store.generation += 1;
  store.entries.clear();
  store.quietAfter = Math.max(store.quietAfter, now + GRACE_MS);
}

export function authCacheSize(): number {
  return store.entries.size;
}

/** Tests: let the next reads be kept at once (as if the last write were long past). */
export function settleAuthCache() {
  store.quietAfter = 0;
}

/**
 * `load()`'s answer for `key`, read afresh unless kept within the TTL with no auth write since.
 * `keep` decides whether an answer may be kept at all (a refused session is not: it is read again).
 */
export async function cachedAuth<T>(key: string, load: () => Promise<T>, keep: (value: T) => boolean = () => true): Promise<T> {
  const ttl = ttlMs();
  if (ttl === 0) return load();
  const hit = store.entries.get(key);
  const now = Date.now();
  if (hit && hit.generation === store.generation && hit.expires > now) return hit.value as T;
  const generation = store.generation;
  const value = await load();
  const done = Date.now();
  if (generation === store.generation && done >= store.quietAfter && keep(value)) {
    store.entries.delete(key);
    store.entries.set(key, { value, expires: done + ttl, generation });
    if (store.entries.size > MAX_AUTH_ENTRIES) store.entries.delete(store.entries.keys().next().value as string);
  }
  return value;
}

/** Forgets one entry (the session just touched, so its next request reads the new stamp). */
export function forgetAuthEntry(key: string) {
  store.entries.delete(key);
}
