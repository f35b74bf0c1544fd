// server.mjs's guard: the methods it refuses before Next, and the malformed path segments it hands
// on escaped. e2e/hardening.spec.ts checks both on the production server.
import { describe, expect, it } from "vitest";
import { isErrorCode } from "@/lib/errors/catalogue";
import { escapeMalformedPath, methodRefusal } from "./request-guard.mjs";

describe("methodRefusal", () => {
  it("passes the methods the app serves and answers 405 with Allow and the error envelope for the rest", () => {
    for (const method of ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) expect(methodRefusal(method), method).toBeNull();
    for (const method of ["TRACE", "TRACK", "CONNECT", "PROPFIND", "get", undefined]) {
      const refusal = methodRefusal(method);
      expect(refusal?.status, String(method)).toBe(405);
      expect(refusal?.headers.Allow).toBe("GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS");
      const body = JSON.parse(refusal!.body) as { message: string; code: string };
      expect(isErrorCode(body.code)).toBe(true);
      expect(body.message).toMatch(/method is not supported/);
    }
  });
});

describe("escapeMalformedPath", () => {
  it("leaves paths that decode alone", () => {
    for (const url of ["/", "/courses/abc", "/courses/na%C3%AFve?q=%ff", "/api/x%20y", "/a%2Fb", "*", "http://host/%ff"]) expect(escapeMalformedPath(url), url).toBeNull();
  });

  it("escapes the % of each segment that does not decode, and only those, keeping the query", () => {
    expect(escapeMalformedPath("/courses/%ff")).toBe("/courses/%25ff");
    expect(escapeMalformedPath("/api/orders/%ff?page=2")).toBe("/api/orders/%25ff?page=2");
    expect(escapeMalformedPath("/learn/%E0%A4%A/x%20y")).toBe("/learn/%25E0%25A4%25A/x%20y");
    expect(escapeMalformedPath("/a/%/b%zz#frag")).toBe("/a/%25/b%25zz#frag");
    // A traversal hidden behind a bad escape stays literal text.
    expect(escapeMalformedPath("/api/uploads/%2e%2e%ff")).toBe("/api/uploads/%252e%252e%25ff");
    for (const url of ["/courses/%ff", "/a/%/b%zz", "/learn/%E0%A4%A/x"]) {
      const escaped = escapeMalformedPath(url)!;
      expect(() => escaped.split("/").map(decodeURIComponent), url).not.toThrow();
    }
  });
});
