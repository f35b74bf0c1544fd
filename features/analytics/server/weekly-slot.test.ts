// The weekly report's slot: Monday 08:00 on the settings' wall clock, east and west of UTC, across
// the weeks daylight saving time starts and ends.
import { describe, expect, it } from "vitest";
import { nextWeeklySlot, sameWeekSlot, weeklySlotKey } from "./weekly-slot";

const at = (iso: string) => new Date(iso);

describe("nextWeeklySlot", () => {
  it("is the coming Monday 08:00 in UTC, and the Monday after once 08:00 has passed", () => {
    expect(nextWeeklySlot(at("2026-12-02T10:00:00Z"), "UTC").toISOString()).toBe("2026-12-07T08:00:00.000Z"); // a Wednesday
    expect(nextWeeklySlot(at("2026-12-07T07:59:59Z"), "UTC").toISOString()).toBe("2026-12-07T08:00:00.000Z");
    expect(nextWeeklySlot(at("2026-12-07T08:00:00Z"), "UTC").toISOString()).toBe("2026-12-14T08:00:00.000Z");
  });

  it("follows a zone east of UTC (Tokyo, +9, no DST): Monday 08:00 there is Sunday 23:00 UTC", () => {
    expect(nextWeeklySlot(at("2026-12-02T10:00:00Z"), "Asia/Tokyo").toISOString()).toBe("2026-12-06T23:00:00.000Z");
    // Sunday 23:30 UTC is already Monday 08:30 in Tokyo: the slot is a week later.
    expect(nextWeeklySlot(at("2026-12-06T23:30:00Z"), "Asia/Tokyo").toISOString()).toBe("2026-12-13T23:00:00.000Z");
  });

  it("follows a zone west of UTC (Los Angeles): 16:00 UTC in winter, 15:00 UTC in summer", () => {
    expect(nextWeeklySlot(at("2026-12-02T10:00:00Z"), "America/Los_Angeles").toISOString()).toBe("2026-12-07T16:00:00.000Z");
    expect(nextWeeklySlot(at("2026-07-01T10:00:00Z"), "America/Los_Angeles").toISOString()).toBe("2026-07-06T15:00:00.000Z");
    // Monday 10:00 UTC is still Monday 02:00 in Los Angeles: that same Monday's 08:00 is next.
    expect(nextWeeklySlot(at("2026-12-07T10:00:00Z"), "America/Los_Angeles").toISOString()).toBe("2026-12-07T16:00:00.000Z");
  });

  it("keeps 08:00 local across the weeks DST starts and ends (Berlin, New York)", () => {
    // Europe springs forward on Sunday 29 March 2026: the Monday after is 08:00 CEST (06:00 UTC).
    expect(nextWeeklySlot(at("2026-03-25T12:00:00Z"), "Europe/Berlin").toISOString()).toBe("2026-03-30T06:00:00.000Z");
    expect(nextWeeklySlot(at("2026-03-20T12:00:00Z"), "Europe/Berlin").toISOString()).toBe("2026-03-23T07:00:00.000Z");
    // ...and falls back on Sunday 25 October 2026: the Monday after is 08:00 CET (07:00 UTC).
    expect(nextWeeklySlot(at("2026-10-25T01:30:00Z"), "Europe/Berlin").toISOString()).toBe("2026-10-26T07:00:00.000Z");
    // The United States: forward on 8 March, back on 1 November 2026.
    expect(nextWeeklySlot(at("2026-03-08T07:30:00Z"), "America/New_York").toISOString()).toBe("2026-03-09T12:00:00.000Z");
    expect(nextWeeklySlot(at("2026-11-01T05:30:00Z"), "America/New_York").toISOString()).toBe("2026-11-02T13:00:00.000Z");
  });

  it("is 168 hours after the previous slot, except across a DST change (167 or 169)", () => {
    const hours = (a: Date, b: Date) => (b.getTime() - a.getTime()) / 3_600_000;
    const first = nextWeeklySlot(at("2026-03-20T12:00:00Z"), "Europe/Berlin");
    const second = nextWeeklySlot(first, "Europe/Berlin");
    const third = nextWeeklySlot(second, "Europe/Berlin");
    expect([hours(first, second), hours(second, third)]).toEqual([167, 168]);
    const autumn = nextWeeklySlot(at("2026-10-14T12:00:00Z"), "Europe/Berlin"); // Monday 19 October, still summer time
    expect(hours(autumn, nextWeeklySlot(autumn, "Europe/Berlin"))).toBe(169);
  });

  it("falls back to UTC for a zone Intl does not know", () => {
    expect(nextWeeklySlot(at("2026-12-02T10:00:00Z"), "Mars/Olympus").toISOString()).toBe("2026-12-07T08:00:00.000Z");
  });
});

describe("sameWeekSlot", () => {
  it("moves a planned slot to the same week's Monday 08:00 in the new zone, east or west", () => {
    const utc = at("2026-12-07T08:00:00Z");
    expect(sameWeekSlot(utc, "UTC").toISOString()).toBe(utc.toISOString());
    expect(sameWeekSlot(utc, "Asia/Tokyo").toISOString()).toBe("2026-12-06T23:00:00.000Z");
    expect(sameWeekSlot(utc, "Pacific/Kiritimati").toISOString()).toBe("2026-12-06T18:00:00.000Z"); // +14
    expect(sameWeekSlot(utc, "Pacific/Pago_Pago").toISOString()).toBe("2026-12-07T19:00:00.000Z"); // -11
  });
});

describe("weeklySlotKey", () => {
  it("names the slot's instant, so a slot moved by a zone change gets a key of its own", () => {
    expect(weeklySlotKey(at("2026-12-07T08:00:00Z"))).toBe("week-2026-12-07T08:00:00.000Z");
  });
});
