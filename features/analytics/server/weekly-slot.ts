// When the weekly report runs: Monday at 08:00 on the wall clock of the General settings' time zone
// (docs/domain/jobs.md). Intl alone (lib/format/calendar.ts): the slot moves with daylight saving
// time as the local clock does, whatever the server's own zone.
import { addDays, dayOf, safeTimeZone, zoneOffsetMs } from "@/lib/format/calendar";

const REPORT_WEEKDAY = 1; // Monday, as Date.getUTCDay() numbers it
const REPORT_HOUR = 8;
const DAY_MS = 86_400_000;

/** The instant a local day's clock reads `hour`:00 (two passes: the offset there may differ from midnight's). */
function atLocalHour(day: string, hour: number, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const wall = Date.UTC(y, m - 1, d, hour);
  let t = wall - zoneOffsetMs(wall, timeZone);
  t = wall - zoneOffsetMs(t, timeZone);
  return new Date(t);
}

/** The first Monday 08:00 (local to `timeZone`) strictly after `after`. */
export function nextWeeklySlot(after: Date, timeZone: string): Date {
  const zone = safeTimeZone(timeZone);
  const today = dayOf(after, zone);
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
  const monday = addDays(today, (REPORT_WEEKDAY - weekday + 7) % 7);
  const slot = atLocalHour(monday, REPORT_HOUR, zone);
  return slot.getTime() > after.getTime() ? slot : atLocalHour(addDays(monday, 7), REPORT_HOUR, zone);
}

/**
 * The slot of the same week under `timeZone`: where a run planned for `slot` belongs once the time
 * zone has changed. Any two zones' Mondays 08:00 lie within 26 hours of each other, so the first
 * slot after the Saturday before is that week's.
 */
export function sameWeekSlot(slot: Date, timeZone: string): Date {
  return nextWeeklySlot(new Date(slot.getTime() - 2 * DAY_MS), timeZone);
}

/** The job key of a slot: one job per slot, whichever instance enqueues it. */
export const weeklySlotKey = (slot: Date) => `week-${slot.toISOString()}`;
