// The colour tokens are defined once, as Tailwind theme variables (--color-*, app/globals.css). A
// custom property that nothing defines makes a colour silently vanish (no type error, no build
// error), so every var(--name) in our own styles and components must name one that exists.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");
const css = fs.readFileSync(path.join(root, "app/globals.css"), "utf8");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(rel);
    return /\.(tsx?|css)$/.test(entry.name) && !entry.name.includes(".test.") ? [rel] : [];
  });
}

describe("theme tokens", () => {
  const tokens = new Set([...css.matchAll(/^\s*--color-([a-z0-9-]+):/gm)].map((m) => m[1]));

  it("each has a light and a dark value", () => {
    expect(tokens.size).toBeGreaterThan(30);
    for (const [, name, value] of css.matchAll(/^\s*--color-([a-z0-9-]+):\s*([^;]+);/gm)) {
      expect(value, name).toMatch(/^light-dark\(#[0-9a-f]{6}, #[0-9a-f]{6}\)$/);
    }
  });

  it("are used by their --color- name everywhere", () => {
    const stale: string[] = [];
    for (const file of ["app", "components", "lib"].flatMap(sourceFiles)) {
      const text = fs.readFileSync(path.join(root, file), "utf8");
      for (const [use, name] of text.matchAll(/var\(--([a-z0-9-]+)/g)) {
        if (tokens.has(name)) stale.push(`${file}: ${use}) (now var(--color-${name}))`);
      }
    }
    expect(stale).toEqual([]);
  });
});
