// Calendar days in the site's timezone (General settings), with Intl alone: "today", "the last 7
// days" and every chart bucket start at local midnight, whatever the server's own zone, and DST
// days are 23 or 25 hours long as they are on a wall clock. A day is named by its "YYYY-MM-DD".

const formatters = new Map<string, Intl.DateTimeFormat>();
/** At most one formatter per zone the settings offer; bounded all the same. */
const MAX_FORMATTERS = 64;

function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit" });
    if (formatters.size >= MAX_FORMATTERS) formatters.delete(formatters.keys().next().value as string);
    formatters.set(timeZone, f);
  }
  return f;
}

/** How many zones' formatters are kept (tests: the bound holds). */
export function formatterCount(): number {
  return formatters.size;
}

/** The wall-clock fields of an instant in a zone. */
function wallClock(ms: number, timeZone: string) {
  const parts: Record<string, number> = {};
  for (const p of formatter(timeZone).formatToParts(new Date(ms))) if (p.type !== "literal") parts[p.type] = Number(p.value);
  return { y: parts.year, m: parts.month, d: parts.day, h: parts.hour % 24, min: parts.minute, s: parts.second };
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms (+3_600_000 for Paris in winter). */
export function zoneOffsetMs(ms: number, timeZone: string): number {
  const w = wallClock(ms, timeZone);
  const asUtc = Date.UTC(w.y, w.m - 1, w.d, w.h, w.min, w.s);
  return asUtc - Math.floor(ms / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The local calendar day of an instant, "YYYY-MM-DD". */
export function dayOf(at: Date | number, timeZone: string): string {
  const w = wallClock(typeof at === "number" ? at : at.getTime(), timeZone);
  return `${pad(w.y, 4)}-${pad(w.m)}-${pad(w.d)}`;
}

const parseDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return { y, m, d };
};

/** The day `n` days after `day` (calendar arithmetic, no zone involved). */
export function addDays(day: string, n: number): string {
  const { y, m, d } = parseDay(day);
  return new Date(Date.UTC(y, m - 1, d + n)).toISOString().slice(0, 10);
}

/** The first day of the month `n` months after `day`'s month. */
export function addMonths(day: string, n: number): string {
  const { y, m } = parseDay(day);
  return new Date(Date.UTC(y, m - 1 + n, 1)).toISOString().slice(0, 10);
}

/** The instant a local day begins (its first existing moment, on a day whose midnight DST skips). */
export function startOfDay(day: string, timeZone: string): Date {
  const { y, m, d } = parseDay(day);
  const wall = Date.UTC(y, m - 1, d);
  // Two passes: the offset at the guess, then at the corrected instant (they differ across a change).
  let t = wall - zoneOffsetMs(wall, timeZone);
  t = wall - zoneOffsetMs(t, timeZone);
  // Midnight skipped by DST: the wall clock reads the previous day; the day starts at the change.
  if (dayOf(t, timeZone) !== day) {
    let lo = t;
    let hi = t + 3 * 3_600_000;
    while (hi - lo > 1000) {
      const mid = lo + Math.floor((hi - lo) / 2);
      if (dayOf(mid, timeZone) === day) hi = mid;
      else lo = mid;
    }
    t = hi;
  }
  return new Date(t);
}

/** [start, end) of a local day. */
export function dayBounds(day: string, timeZone: string): { gte: Date; lt: Date } {
  return { gte: startOfDay(day, timeZone), lt: startOfDay(addDays(day, 1), timeZone) };
}

/** Every day from `first` to `last` inclusive. */
export function daysBetween(first: string, last: string): string[] {
  const days: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) days.push(day);
  return days;
}

/** A valid IANA zone name, or UTC. */
export function safeTimeZone(timeZone: string | undefined | null): string {
  if (!timeZone) return "UTC";
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return timeZone;
  } catch {
    return "UTC";
  }
}
