// The one date type of every request (filters, coupons): a day that exists on the calendar, or a
// date-time on such a day. A regex alone let 0000-00-00 and 2026-13-01 through to `new Date()`,
// whose Invalid Date then failed in the database (500) or, in a streamed CSV, mid-answer; and
// JavaScript's own parser rolls 2026-02-30 over to March 2. Here each is a 422 naming its field.
// Years run 1000–9999: four digits, and never year 0 or before, which the databases read as BC.
// The JSON Schema `format` ("date", "date-time") marks these fields in the OpenAPI document, where
// the fuzzer (test/security/fuzz.test.ts) finds every one of them.
import { z } from "zod";

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-](\d{2}):?(\d{2}))?$/;
export const MIN_YEAR = 1000;

/** "2026-01-31": true; "2026-02-30", "2026-13-01", "0000-00-00", "0999-01-01": false. */
export function isCalendarDay(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number);
  if (year < MIN_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** An ISO date-time on a real day with a real time ("2026-01-31T09:30:00.000Z"); `offset` requires Z or ±hh:mm. */
export function isDateTime(value: string, { offset = false }: { offset?: boolean } = {}): boolean {
  const match = DATE_TIME.exec(value);
  if (!match) return false;
  const [, day, hours, minutes, seconds = "0", zone, zoneHours = "0", zoneMinutes = "0"] = match;
  if (offset && !zone) return false;
  return isCalendarDay(day) && Number(hours) < 24 && Number(minutes) < 60 && Number(seconds) < 60 && Number(zoneHours) < 24 && Number(zoneMinutes) < 60;
}

/** A day, YYYY-MM-DD, that exists. */
export const dayText = (label: string) =>
  z
    .string(`${label} must be a date such as 2026-01-31`)
    .trim()
    .refine(isCalendarDay, `${label} must be a real date such as 2026-01-31`)
    .meta({ format: "date" });

/** An ISO date-time on a real day ("2026-01-31T09:30:00Z"); without `offset`, a time without a zone is the server's local time. */
export const dateTimeText = (label: string, options: { offset?: boolean } = {}) =>
  z
    .string(`${label} must be a date-time such as 2026-01-31T09:30:00Z`)
    .trim()
    .refine((v) => isDateTime(v, options), `${label} must be a real date-time such as 2026-01-31T09:30:00Z`)
    .meta({ format: "date-time" });

/** A day or a date-time, as filters take them ("from 2026-01-31", or an exact instant from a browser's local day). */
export const dayOrDateTimeText = (label: string, options: { offset?: boolean } = {}) =>
  z.union([dayText(label), dateTimeText(label, options)], `${label} must be a real date (YYYY-MM-DD) or an ISO date-time`);
