// After sign-in the login form goes to safeCallbackUrl(callbackUrl): same-origin paths only.
import { describe, expect, it } from "vitest";
import { safeCallbackUrl } from "@/lib/safe-redirect";

describe("safeCallbackUrl", () => {
  it("keeps a same-origin path with its query and hash", () => {
    expect(safeCallbackUrl("/dashboard/staff")).toBe("/dashboard/staff");
    expect(safeCallbackUrl("/dashboard/questions?page=2#top")).toBe("/dashboard/questions?page=2#top");
  });

  it("falls back to /dashboard for anything missing or off-site", () => {
    for (const value of [
      null,
      undefined,
      "",
      "https://evil.example",
      "https://evil.example/dashboard",
      "//evil.example",
      "//evil.example/dashboard",
      "/\\evil.example",
      "\\\\evil.example",
      "javascript:alert(1)",
      "dashboard",
      " https://evil.example",
      "http:evil.example",
    ]) {
      expect(safeCallbackUrl(value), String(value)).toBe("/dashboard");
    }
  });

  // A value that starts with one slash can still normalize to "//evil.example", which the browser
  // (router.replace) reads as a protocol-relative URL to another site: an open redirect.
  it("never returns a path that a browser would read as another origin", () => {
    for (const value of ["/.//evil.example", "/..//evil.example", "/./\\evil.example", "/a/..//evil.example"]) {
      const out = safeCallbackUrl(value);
      expect(out.startsWith("//") || out.startsWith("/\\"), `${value} → ${out}`).toBe(false);
      expect(new URL(out, "https://masterly.example").origin, value).toBe("https://masterly.example");
    }
  });
});
