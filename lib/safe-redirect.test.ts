import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "./safe-redirect";

describe("safeCallbackUrl", () => {
  it("keeps same-origin paths with their query", () => {
    expect(safeCallbackUrl("/dashboard/staff?page=2")).toBe("/dashboard/staff?page=2");
  });
  it.each(["https://evil.example/", "//evil.example", "/\\evil.example", "javascript:alert(1)", "", null, undefined])("ignores %s", (value) => {
    expect(safeCallbackUrl(value)).toBe("/dashboard");
  });
});
