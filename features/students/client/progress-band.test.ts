import { describe, expect, it } from "vitest";
import { progressBand } from "./progress-band";
import { studentStatus } from "../schema";

describe("progress colour bands (docs/product.md §4)", () => {
  it("puts each boundary in the higher band", () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(progressBand)).toEqual(["excellent", "excellent", "good", "good", "fair", "fair", "low", "low"]);
  });
});

describe("student status badge (docs/product.md §4)", () => {
  it("is Inactive when not active, else Active when verified, else Pending", () => {
    expect(studentStatus({ isActive: false, isEmailVerified: true })).toBe("inactive");
    expect(studentStatus({ isActive: false, isEmailVerified: false })).toBe("inactive");
    expect(studentStatus({ isActive: true, isEmailVerified: true })).toBe("active");
    expect(studentStatus({ isActive: true, isEmailVerified: false })).toBe("pending");
  });
});
