import { describe, expect, it } from "vitest";
import { canVisitDashboardPath } from "./permissions";

describe("canVisitDashboardPath", () => {
  it("opens the course builder to roles that may update courses, and only to them", () => {
    const path = "/dashboard/courses/abc123/curriculum";
    expect(canVisitDashboardPath("admin", path)).toBe(true);
    expect(canVisitDashboardPath("staff", path)).toBe(true);
    expect(canVisitDashboardPath("user", path)).toBe(false);
    expect(canVisitDashboardPath(null, path)).toBe(false);
  });

  it("keeps the other course pages as they were", () => {
    expect(canVisitDashboardPath("staff", "/dashboard/courses/abc123")).toBe(true);
    expect(canVisitDashboardPath("user", "/dashboard/courses/abc123/analytics")).toBe(false);
    expect(canVisitDashboardPath("user", "/dashboard")).toBe(true);
  });
});
