import { afterEach, describe, expect, it, vi } from "vitest";
import { SAMPLE_TTL_MS, preferSample, recordServerTime, resetServerClock, sampleOffset, serverNow, serverOffset } from "./server-clock";

const T = Date.parse("2026-03-01T10:00:00.000Z");

describe("sampleOffset", () => {
  it("is the server's time minus the request's midpoint", () => {
    // Sent at T, answered 400 ms later; the server stamped T + 3 min + 200 ms (by its clock).
    expect(sampleOffset(new Date(T + 180_200).toISOString(), T, T + 400)).toEqual({ offset: 180_000, roundTrip: 400, takenAt: T + 400 });
  });

  it("measures a browser clock that runs ahead as a negative offset", () => {
    // The browser reads T + 3 min when the server reads T.
    expect(sampleOffset(T, T + 180_000 - 50, T + 180_000 + 50)?.offset).toBe(-180_000);
  });

  it("an instant answer has no round trip to split", () => {
    expect(sampleOffset(T + 5_000, T, T)).toEqual({ offset: 5_000, roundTrip: 0, takenAt: T });
  });

  it("refuses an unreadable server time", () => {
    expect(sampleOffset("not a date", T, T + 10)).toBeNull();
  });
});

describe("preferSample", () => {
  const a = { offset: 1_000, roundTrip: 300, takenAt: T };
  it("keeps the tighter round trip", () => {
    expect(preferSample(a, { offset: 1_200, roundTrip: 900, takenAt: T + 1_000 })).toBe(a);
    const tighter = { offset: 1_050, roundTrip: 100, takenAt: T + 1_000 };
    expect(preferSample(a, tighter)).toBe(tighter);
  });

  it("lets a stale sample give way to any new one (a clock changed mid-attempt)", () => {
    const later = { offset: -60_000, roundTrip: 2_000, takenAt: T + SAMPLE_TTL_MS };
    expect(preferSample(a, later)).toBe(later);
  });

  it("takes the first sample and ignores a missing one", () => {
    expect(preferSample(null, a)).toBe(a);
    expect(preferSample(a, null)).toBe(a);
  });
});

describe("serverNow", () => {
  afterEach(() => {
    resetServerClock();
    vi.useRealTimers();
  });

  it("is the browser's clock corrected by the best offset", () => {
    vi.useFakeTimers({ now: T });
    expect(serverNow()).toBe(T);
    // The server is 3 minutes ahead of this browser; a request took 200 ms.
    recordServerTime(new Date(T + 180_100).toISOString(), T - 100, T + 100);
    expect(serverOffset()).toBe(180_100);
    expect(serverNow()).toBe(T + 180_100);
    vi.advanceTimersByTime(10_000);
    expect(serverNow()).toBe(T + 190_100);
    // A later, slower answer does not replace the tighter one.
    recordServerTime(new Date(T + 195_000).toISOString(), T + 8_000, T + 10_000);
    expect(serverOffset()).toBe(180_100);
    recordServerTime(undefined, T, T);
    expect(serverOffset()).toBe(180_100);
  });
});
