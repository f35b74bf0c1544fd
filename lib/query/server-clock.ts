// The server's clock, as seen from the browser (docs/domain/quizzes.md, "The player"): an attempt's deadline is the server's
// `dueAt`, so counting down to it with the browser's own clock is wrong by however far that clock
// is off. Every attempt payload (start, read, save answers) carries the server's `now`; each one
// gives a sample of the offset between the two clocks, taken at the midpoint of the request
// (NTP's estimate: the server stamped `now` somewhere between sending and receiving, so the error is
// at most half the round trip). The most precise sample of the last minute is kept; an older one
// gives way to any new sample, so a clock changed mid-attempt is caught by the next save.

export type ClockSample = {
  /** Server time minus browser time, in ms. */
  offset: number;
  /** The round trip the sample was taken over (its error is at most half of it), in ms. */
  roundTrip: number;
  /** Browser time (Date.now()) when it was taken. */
  takenAt: number;
};

/** A sample older than this gives way to any new one. */
export const SAMPLE_TTL_MS = 60_000;

/** The offset measured by one request sent at `sentAt` and answered at `receivedAt` (browser ms) with the server's `serverNow`. */
export function sampleOffset(serverNow: string | number, sentAt: number, receivedAt: number): ClockSample | null {
  const server = typeof serverNow === "number" ? serverNow : Date.parse(serverNow);
  if (!Number.isFinite(server) || !Number.isFinite(sentAt) || !Number.isFinite(receivedAt)) return null;
  const roundTrip = Math.max(0, receivedAt - sentAt);
  return { offset: Math.round(server - (sentAt + roundTrip / 2)), roundTrip, takenAt: receivedAt };
}

/** Which of the current and a new sample to keep: the tighter round trip, unless the current one is stale. */
export function preferSample(current: ClockSample | null, next: ClockSample | null): ClockSample | null {
  if (!next) return current;
  if (!current) return next;
  if (next.takenAt - current.takenAt >= SAMPLE_TTL_MS) return next;
  return next.roundTrip <= current.roundTrip ? next : current;
}

let best: ClockSample | null = null;

/** Takes in the server's `now` of a response (ignored when absent or unreadable). */
export function recordServerTime(serverNow: string | number | null | undefined, sentAt: number, receivedAt = Date.now()): void {
  if (serverNow === null || serverNow === undefined) return;
  best = preferSample(best, sampleOffset(serverNow, sentAt, receivedAt));
}

/** The server's time now, as best known (the browser's own until a payload has told it). */
export function serverNow(): number {
  return Date.now() + (best?.offset ?? 0);
}

/** The current offset (server minus browser, ms): 0 until measured. */
export function serverOffset(): number {
  return best?.offset ?? 0;
}

/** Forgets every sample (tests). */
export function resetServerClock(): void {
  best = null;
}
