import { describe, expect, it } from "vitest";
import { addDays, dayBounds, dayOf, formatterCount, startOfDay } from "./calendar";

describe("site-timezone days", () => {
  it("puts an instant near midnight on the local day (worked by hand)", () => {
    // 2026-11-24 04:30 UTC is 23:30 on the 23rd in New York (EST, UTC−5) and 13:30 on the 24th in Tokyo.
    const at = new Date("2026-11-24T04:30:00Z");
    expect(dayOf(at, "UTC")).toBe("2026-11-24");
    expect(dayOf(at, "America/New_York")).toBe("2026-11-23");
    expect(dayOf(at, "Asia/Tokyo")).toBe("2026-11-24");
    // 05:00 UTC is New York's midnight: the 24th begins there.
    expect(dayOf(new Date("2026-11-24T05:00:00Z"), "America/New_York")).toBe("2026-11-24");
    expect(startOfDay("2026-11-24", "America/New_York").toISOString()).toBe("2026-11-24T05:00:00.000Z");
    expect(startOfDay("2026-11-24", "Asia/Kolkata").toISOString()).toBe("2026-11-23T18:30:00.000Z");
  });

  it("is DST-safe: local days are 23 and 25 hours long at the changes", () => {
    // New York: clocks go forward on 2026-03-08 (EST→EDT) and back on 2026-11-01.
    const spring = dayBounds("2026-03-08", "America/New_York");
    expect(spring.gte.toISOString()).toBe("2026-03-08T05:00:00.000Z");
    expect(spring.lt.toISOString()).toBe("2026-03-09T04:00:00.000Z");
    expect((spring.lt.getTime() - spring.gte.getTime()) / 3_600_000).toBe(23);
    const autumn = dayBounds("2026-11-01", "America/New_York");
    expect((autumn.lt.getTime() - autumn.gte.getTime()) / 3_600_000).toBe(25);
    // Santiago skips midnight in spring (00:00 → 01:00 on 2026-09-06): the day starts at 01:00 local.
    const skipped = startOfDay("2026-09-06", "America/Santiago");
    expect(dayOf(skipped, "America/Santiago")).toBe("2026-09-06");
    expect(dayOf(new Date(skipped.getTime() - 1000), "America/Santiago")).toBe("2026-09-05");
  });

  it("does calendar arithmetic across months and years", () => {
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2026-03-01", -1)).toBe("2026-02-28");
  });

  it("keeps at most 64 zones' formatters, however many zones are asked for", () => {
    const zones = Intl.supportedValuesOf("timeZone").slice(0, 100);
    expect(zones.length).toBeGreaterThan(64);
    for (const zone of zones) expect(dayOf(new Date("2026-11-24T12:00:00Z"), zone)).toMatch(/^2026-11-2[345]$/);
    expect(formatterCount()).toBe(64);
    // An evicted zone still answers (its formatter is made again).
    expect(dayOf(new Date("2026-11-24T04:30:00Z"), zones[0])).toMatch(/^2026-11-2[345]$/);
  });
});
