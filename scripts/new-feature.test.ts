// The generator's names, refusals and plan, without writing anything: the full proof (generate
// `demo`, typecheck, lint, its route tests on both databases, remove it) is in docs/adding-a-feature.md.
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { namesFor } from "./new-feature";

const root = path.resolve(import.meta.dirname, "..");

function generator(...args: string[]): { status: number; output: string } {
  try {
    return { status: 0, output: execFileSync("npx", ["tsx", "scripts/new-feature.ts", ...args], { cwd: root, encoding: "utf8", stdio: "pipe" }) };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { status: e.status, output: e.stdout + e.stderr };
  }
}

describe("npm run new:feature", () => {
  it("names the model in the singular and gives a plural to a name without one", () => {
    expect(namesFor("gift-cards")).toMatchObject({ model: "GiftCard", one: "giftCard", camel: "giftCards", pascal: "GiftCards", constant: "GIFT_CARD", snake: "gift_cards", label: "Gift cards", noun: "gift card" });
    expect(namesFor("categories")).toMatchObject({ model: "Category", camel: "categories" });
    expect(namesFor("demo")).toMatchObject({ model: "Demo", one: "demo", camel: "demos", pascal: "Demos" });
  });

  it("plans 9 files in the room and at most 10 outside it, and a dry run writes none", () => {
    const { status, output } = generator("gift-cards", "--dry-run");
    expect(status, output).toBe(0);
    const outside = output.split("\n").filter((line) => /^ {2}\S/.test(line) && !line.trim().startsWith("features/gift-cards/"));
    expect(output).toContain("features/gift-cards/ (9 files)");
    expect(outside.length).toBeLessThanOrEqual(10);
    expect(outside.map((line) => line.trim().split(" ")[0])).toContain("lib/permissions.ts");
    expect(fs.existsSync(path.join(root, "features/gift-cards"))).toBe(false);
  }, 60_000);

  it("refuses a name that is not kebab-case, and one that exists", () => {
    expect(generator("GiftCards", "--dry-run")).toMatchObject({ status: 1, output: expect.stringContaining("not a kebab-case name") });
    expect(generator("coupons", "--dry-run")).toMatchObject({ status: 1, output: expect.stringContaining("features/coupons already exists") });
  }, 60_000);
});
