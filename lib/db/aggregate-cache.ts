// Figures computed over whole tables (the stat cards, list totals, the Overview and Analytics) cost
// time in proportion to the data: at 100,000 learners a single Overview is several hundred ms of
// COUNT/SUM/AVG. They are kept here per app instance for AGGREGATE_CACHE_TTL_MS (default 30 s; 0
// turns the cache off), and forgotten at once whenever this instance writes a row that can change
// them (the first figure cached registers for every write through the app's client, see
// lib/db/write-listeners.ts). Writes made elsewhere (another instance, psql, the e2e suite's
// fixtures) show within the TTL. Lists themselves (rows of a page) are never cached.
//
// Kept on globalThis, like the Prisma client, so every bundle's copy of this module shares one store.
import { onWrite } from "./write-listeners";

export const AGGREGATE_TTL_MS = 30_000;

/** The TTL in force: AGGREGATE_CACHE_TTL_MS when set to a whole number of ms, else the default. */
function ttlMs(): number {
  const raw = process.env.AGGREGATE_CACHE_TTL_MS;
  const value = raw === undefined || raw === "" ? NaN : Number(raw);
  return Number.isInteger(value) && value >= 0 ? value : AGGREGATE_TTL_MS;
}

type Entry = { value: Promise<unknown>; expires: number; generation: number };
type Store = { entries: Map<string, Entry>; generation: number };

const store: Store = ((globalThis as { masterlyAggregates?: Store }).masterlyAggregates ??= { entries: new Map(), generation: 0 });

/** Models whose rows feed no cached figure: sessions, tokens, rate-limit counters, settings. */
const IRRELEVANT_MODELS = new Set(["Session", "RefreshToken", "AuthToken", "RecoveryCode", "RateLimit", "Setting", "LessonProgress", "Job", "SentMail"]);

/** Stamps the player writes on every heartbeat or lesson visit; no cached figure reads them. */
const VISIT_STAMPS = new Set(["lastAccessedAt", "lastLessonId"]);
/**
 * A heartbeat extending a learning session. A new session clears the cache (it can change the
 * active-learner counts); extending one only moves average session minutes, which shows within the
 * TTL: clearing on every heartbeat of every learner would leave the dashboard always cold.
 */
const SESSION_EXTENSION = new Set(["seconds", "minutes", "lastActivityAt"]);

/** Called after each write through the app's Prisma client, once a figure has been cached. */
export function recordWrite(model: string | undefined, data?: unknown) {
  if (model && IRRELEVANT_MODELS.has(model)) return;
  // A request's "last seen" stamp changes no figure worth recomputing everything for; the TTL covers it.
  if (model === "User" && data && typeof data === "object" && Object.keys(data).every((k) => k === "lastActivityAt")) return;
  if (model === "Enrollment" && data && typeof data === "object" && Object.keys(data).every((k) => VISIT_STAMPS.has(k))) return;
  if (model === "LearningSession" && data && typeof data === "object" && !Array.isArray(data) && Object.keys(data).every((k) => SESSION_EXTENSION.has(k))) return;
  store.generation += 1;
  store.entries.clear();
}

let listening = false;

/**
 * Until something is cached no write can make it stale, so the cache asks to hear about writes at
 * its first figure; the name makes a second registration (another bundle's copy) replace the first.
 */
function listenForWrites() {
  if (listening) return;
  onWrite("aggregate-cache", ({ model, data }) => recordWrite(model, data));
  listening = true;
}

/** Counts are cached per search string: past this many, the least recently used go (docs/decisions/023-bounded-caches.md). */
export const MAX_AGGREGATE_ENTRIES = 500;

export function aggregateCacheSize(): number {
  return store.entries.size;
}

/** `compute()` once per key until it expires or a write intervenes; concurrent callers share one run. */
export function cachedAggregate<T>(key: string, compute: () => Promise<T>, now: number = Date.now()): Promise<T> {
  const ttl = ttlMs();
  if (ttl === 0) return compute();
  listenForWrites();
  const hit = store.entries.get(key);
  if (hit && hit.expires > now && hit.generation === store.generation) {
    // Least recently used goes first: a hit moves its key to the end of the Map's order.
    store.entries.delete(key);
    store.entries.set(key, hit);
    return hit.value as Promise<T>;
  }
  const generation = store.generation;
  const value = compute();
  const entry: Entry = { value, expires: now + ttl, generation };
  store.entries.delete(key);
  store.entries.set(key, entry);
  // A Map keeps insertion order (hits re-insert), so the first keys are the least recently used.
  for (const oldest of store.entries.keys()) {
    if (store.entries.size <= MAX_AGGREGATE_ENTRIES) break;
    store.entries.delete(oldest);
  }
  // A failed computation is not remembered.
  value.catch(() => {
    if (store.entries.get(key) === entry) store.entries.delete(key);
  });
  return value;
}

/** Tests and scripts: forget everything. */
export function clearAggregates() {
  store.entries.clear();
  store.generation += 1;
}
