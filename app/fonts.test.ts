// The two Geist files (scripts/subset-geist.py) must together draw everything the whole font draws,
// each @font-face's unicode-range (app/fonts.ts) must say what its file draws, and the hand-written
// fallback face (app/globals.css) must carry the metrics next/font would compute for the Latin file:
// a mismatch would show as missing glyphs, an extra download, or a page that jumps when Geist arrives.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

type Font = { characterSet: number[] };
type Metrics = { ascentOverride: string; descentOverride: string; lineGapOverride: string; sizeAdjust: string };

// next/font's own font reader and fallback computation (the ones it runs at build time).
const require = createRequire(import.meta.url);
const openFont = require("next/dist/compiled/@next/font/dist/fontkit").default as (buffer: Buffer) => Font;
const { getFallbackMetricsFromFontFile } = require("next/dist/compiled/@next/font/dist/local/get-fallback-metrics-from-font-file.js") as {
  getFallbackMetricsFromFontFile: (font: Font, category: string) => Metrics;
};

const root = path.resolve(import.meta.dirname, "..");
const read = (file: string) => openFont(fs.readFileSync(path.join(root, file)));
const whole = read("node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2");
const latin = read("app/fonts/geist-latin.woff2");
const rest = read("app/fonts/geist-rest.woff2");

/** The unicode-range of the face whose src is `file`, as written in app/fonts.ts. */
function declaredRange(file: string): Set<number> {
  const source = fs.readFileSync(path.join(root, "app/fonts.ts"), "utf8");
  const call = source.split("localFont(").find((part) => part.includes(`"./fonts/${file}"`));
  const value = call?.match(/prop: "unicode-range",\s*value:\s*"([^"]+)"/)?.[1];
  if (!value) throw new Error(`app/fonts.ts has no unicode-range for ${file}`);
  const points = new Set<number>();
  for (const part of value.split(",")) {
    const [lo, hi = lo] = part.replace("U+", "").split("-");
    for (let p = parseInt(lo, 16); p <= parseInt(hi, 16); p++) points.add(p);
  }
  return points;
}

// fontkit also lists U+0000 and the cmap's closing U+FFFF (a noncharacter); neither is drawn.
const drawn = (font: Font) => new Set(font.characterSet.filter((c) => c > 0 && c < 0xffff));

describe("Geist subsets", () => {
  it("together draw every character of the whole font, and the preloaded file is the smaller", () => {
    const union = new Set([...drawn(latin), ...drawn(rest)]);
    expect([...drawn(whole)].filter((c) => !union.has(c))).toEqual([]);
    expect([...union].filter((c) => !drawn(whole).has(c))).toEqual([]);
    expect(fs.statSync(path.join(root, "app/fonts/geist-latin.woff2")).size).toBeLessThan(0.5 * fs.statSync(path.join(root, "node_modules/geist/dist/fonts/geist-sans/Geist-Variable.woff2")).size);
  });

  it("each file draws only what its face's unicode-range declares, and the other file's range is exactly what it draws", () => {
    const latinRange = declaredRange("geist-latin.woff2");
    const restRange = declaredRange("geist-rest.woff2");
    expect([...drawn(latin)].filter((c) => !latinRange.has(c))).toEqual([]);
    expect([...restRange].sort((a, b) => a - b)).toEqual([...drawn(rest)].sort((a, b) => a - b));
    // No character is claimed by both faces: the browser would then fetch the wrong file for it.
    expect([...restRange].filter((c) => latinRange.has(c))).toEqual([]);
  });

  it("the fallback face in globals.css has the metrics next/font computes for the Latin file", () => {
    const css = fs.readFileSync(path.join(root, "app/globals.css"), "utf8");
    const face = css.match(/@font-face\s*{[^}]*font-family:\s*"Geist Fallback";[^}]*}/)?.[0] ?? "";
    const metrics = getFallbackMetricsFromFontFile(latin, "sans-serif");
    const percent = (v: string) => Number.parseFloat(v).toFixed(2);
    const declared = (prop: string) => percent(face.match(new RegExp(`${prop}:\\s*([0-9.]+)%`))?.[1] ?? "NaN");
    expect(face).toContain('src: local("Arial")');
    expect(declared("ascent-override")).toBe(percent(metrics.ascentOverride));
    expect(declared("descent-override")).toBe(percent(metrics.descentOverride));
    expect(declared("line-gap-override")).toBe(percent(metrics.lineGapOverride));
    expect(declared("size-adjust")).toBe(percent(metrics.sizeAdjust));
    expect(css).toMatch(/--font-sans: Geist, "Geist Fallback",/);
  });
});
