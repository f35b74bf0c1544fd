import { describe, expect, it } from "vitest";
import { cn, formatCents, formatDate, initials } from "./utils";

describe("initials", () => {
  it("takes the first letter of the first and last words", () => {
    expect(initials("Ada Lovelace")).toBe("AL");
    expect(initials("Ada King Lovelace")).toBe("AL");
    expect(initials("  grace   hopper ")).toBe("GH");
  });

  it("uses one letter for a single word", () => {
    expect(initials("plato")).toBe("P");
  });

  it("answers ? for an empty or blank name", () => {
    expect(initials("")).toBe("?");
    expect(initials("   ")).toBe("?");
  });
});

describe("formatCents", () => {
  it("formats cents as US dollars", () => {
    expect(formatCents(7999)).toBe("$79.99");
    expect(formatCents(0)).toBe("$0.00");
    expect(formatCents(5)).toBe("$0.05");
    expect(formatCents(123456789)).toBe("$1,234,567.89");
  });
});

describe("formatDate", () => {
  it("formats in en-US, short month", () => {
    expect(formatDate("2026-03-04T10:00:00.000Z")).toBe("Mar 4, 2026");
    expect(formatDate(new Date(Date.UTC(2025, 11, 31)))).toBe("Dec 31, 2025");
  });

  it("uses the UTC day whatever the local zone", () => {
    expect(formatDate("2026-03-04T23:30:00.000Z")).toBe("Mar 4, 2026");
    expect(formatDate("2026-03-05T00:30:00.000Z")).toBe("Mar 5, 2026");
  });
});

describe("cn", () => {
  it("lets the later Tailwind class win", () => {
    expect(cn("px-2 py-1", false && "hidden", "px-4")).toBe("py-1 px-4");
  });
});
