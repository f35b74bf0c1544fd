// The catalogue is closed and complete: every code the server or a test names is in it, and each
// decides one status (plus the alternatives it declares).
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ERROR_CATALOGUE, ERROR_CODES, isErrorCode, statusOf, statusesOf } from "./catalogue";

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === "generated" || name === "node_modules") return [];
    return statSync(full).isDirectory() ? files(full) : /\.(ts|tsx)$/.test(name) ? [full] : [];
  });
}

// Where a code is written as text: answer bodies, error constructors and helpers, client checks and test expectations.
const CODE_PATTERNS = [
  /\bcode: "([A-Z][A-Z0-9_]+)"/g,
  /new (?:ApiError|DomainError)\("([A-Z][A-Z0-9_]+)"/g,
  /(?:notFound|conflict|badRequest|unauthorized|forbidden|gone|unavailable|tooManyRequests|isDomainError)\([^)]*, "([A-Z][A-Z0-9_]+)"\)/g,
  /code\)?\.toBe\("([A-Z][A-Z0-9_]+)"\)/g,
  /code [!=]== "([A-Z][A-Z0-9_]+)"/g,
];
// Codes that are not API error codes: Prisma's, Node's and the client's own transport kinds.
const NOT_API = new Set(["P2002", "P2003", "P2025", "EEXIST", "ENOENT"]);

describe("the error catalogue", () => {
  it("holds upper-case codes, each with a 4xx/5xx status and alternatives distinct from it", () => {
    for (const code of ERROR_CODES) {
      expect(code).toMatch(/^[A-Z][A-Z0-9_]+$/);
      const [status, ...also] = statusesOf(code);
      expect(status).toBeGreaterThanOrEqual(400);
      expect(status).toBeLessThan(600);
      expect(also).not.toContain(status);
      expect(statusOf(code)).toBe(status);
      expect(ERROR_CATALOGUE[code].description.length).toBeGreaterThan(0);
    }
    expect(isErrorCode("NOT_FOUND")).toBe(true);
    expect(isErrorCode("NO_SUCH_CODE")).toBe(false);
  });

  it("names every code the app answers, compares or a test expects", () => {
    const unknown = new Set<string>();
    for (const file of ["app", "features", "lib", "components", "test"].flatMap((dir) => files(path.join(process.cwd(), dir)))) {
      // A coupon's `code` is the coupon's own name, not an error code.
      const lines = readFileSync(file, "utf8").split("\n").filter((line) => !/percentOff|amountOffCents|[cC]oupon/.test(line));
      for (const line of lines) {
        for (const pattern of CODE_PATTERNS) {
          for (const match of line.matchAll(pattern)) {
            if (!isErrorCode(match[1]) && !NOT_API.has(match[1])) unknown.add(`${match[1]} in ${path.relative(process.cwd(), file)}`);
          }
        }
      }
    }
    expect([...unknown]).toEqual([]);
  });
});
