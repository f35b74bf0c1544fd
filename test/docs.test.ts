// The repository explains itself (docs/architecture.md, "Comments and documents"): source files cite
// documents that are in the repository (docs/…, bench/RESULTS.md), never an issue number, a
// specification or style guide kept elsewhere, or a path outside the repository; every document a
// source file names exists (and so does the numbered section it cites); and every relative link in
// the README, docs/ and bench/RESULTS.md resolves to a file, and its #anchor to a heading there.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "..");

/** What a source file must not say, with why. */
export const FORBIDDEN: { pattern: RegExp; why: string }[] = [
  { pattern: /\bissues? #?\d+/i, why: "cites an issue number: say why in plain words, or point to a document under docs/" },
  { pattern: /#\d+ ?§/, why: "cites a section of an issue: point to a document under docs/" },
  { pattern: /\bSPEC\.md|\bSPEC ?§/, why: "cites the specification, which is not in the repository: cite docs/product.md §n" },
  { pattern: /\bSTYLE\.md/, why: "cites the style guide, which is not in the repository: cite docs/architecture.md" },
  { pattern: /\.\.\/shared\b|\/work\/shared\b/, why: "names a path outside the repository" },
];

/** The offences of one line of text, as reasons. */
export function offences(line: string): string[] {
  return FORBIDDEN.filter(({ pattern }) => pattern.test(line)).map(({ why }) => why);
}

// Where source lives, and what is not ours to reword: generated clients, build output, local data,
// committed migrations (Prisma records a checksum of each applied file, so they are never edited;
// docs/decisions/002-migrations-without-a-shadow-database.md), a font's licence, and the documents
// themselves (their links are checked below). This file holds the patterns, so it is skipped too.
const SKIPPED_DIRS = new Set(["node_modules", ".git", "data", "generated", "migrations", "docs", "test-results", "playwright-report"]);
const SKIPPED_FILES = new Set(["README.md", "bench/RESULTS.md", "app/fonts/OFL.txt", "test/docs.test.ts", "package-lock.json"]);
const TEXT_EXTENSIONS = /\.(ts|tsx|js|mjs|cjs|css|prisma|sql|py|sh|ya?ml|json|md|txt|html)$/;
const TEXT_NAMES = new Set(["Dockerfile", ".env.example", "run", "Caddyfile", ".dockerignore", ".gitignore"]);

function sourceFiles(dir = root): string[] {
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const rel = path.relative(root, full).split(path.sep).join("/");
    if (entry.isDirectory()) {
      if (SKIPPED_DIRS.has(entry.name) || entry.name.startsWith(".next")) continue;
      files.push(...sourceFiles(full));
    } else if (!SKIPPED_FILES.has(rel) && (TEXT_EXTENSIONS.test(entry.name) || TEXT_NAMES.has(entry.name))) {
      files.push(rel);
    }
  }
  return files;
}

const read = (rel: string) => fs.readFileSync(path.join(root, rel), "utf8");

/** Every line of every source file, with where it is ("lib/x.ts:12"). */
function sourceLines(): { at: string; line: string }[] {
  return sourceFiles().flatMap((file) => read(file).split("\n").map((line, i) => ({ at: `${file}:${i + 1}`, line })));
}

/** GitHub's anchor for a heading: lower case, punctuation dropped, spaces as hyphens. */
export function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, "")
    .replace(/\s/g, "-");
}

/** Every anchor a Markdown file offers, with GitHub's -1, -2 for repeated headings. */
function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  let fenced = false;
  for (const line of markdown.split("\n")) {
    if (line.startsWith("```")) fenced = !fenced;
    const heading = !fenced && /^#{1,6} (.+)$/.exec(line);
    if (!heading) continue;
    const base = slug(heading[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** The numbered sections ("## 6. Roles…", "## 6. …") a document offers. */
function sectionsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,3} (\d+(?:\.\d+)?)[. ]/gm)].map((m) => m[1]));
}

/** The documents of the repository: the README, docs/ and the bench results. */
function documents(): string[] {
  const walk = (dir: string): string[] =>
    fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(`${dir}/${e.name}`) : e.name.endsWith(".md") ? [`${dir}/${e.name}`] : []));
  return ["README.md", "bench/RESULTS.md", ...walk("docs")];
}

// Written on another branch at the same time as this test; remove the entry once the file exists.
const PENDING = new Set<string>();

describe("source files cite only documents in the repository", () => {
  it("finds the citations it is meant to find, and leaves other text alone", () => {
    for (const bad of ["(issue 25 §3)", "Issue 17 finding 4", "issues 24, 25", "issue #12", "#25 §1 follow-up", "SPEC §6", "../shared/SPEC.md", "STYLE.md habit 12", "/work/shared/x"]) {
      expect(offences(bad), bad).not.toEqual([]);
    }
    for (const fine of ["https://github.com/prisma/orm/issues/27403", "prisma/orm#27403", "a GitHub issue", "the issue's fields", "issueCertificate(25)", "SPEC_FIELDS", "docs/product.md §6", "RFC 9110 §14", "another spec's change"]) {
      expect(offences(fine), fine).toEqual([]);
    }
  });

  it("no source file cites an issue number, SPEC, STYLE.md or a path outside the repository", () => {
    const found = sourceLines().flatMap(({ at, line }) => offences(line).map((why) => `${at} ${why}\n    ${line.trim()}`));
    expect(found, `\n${found.join("\n")}`).toEqual([]);
  });

  it("every document a source file names exists, with the numbered section it cites", () => {
    const missing: string[] = [];
    for (const { at, line } of sourceLines()) {
      for (const [, doc, section] of line.matchAll(/\b((?:docs|bench)\/[\w./-]*?\.md)(?:,? §(\d+(?:\.\d+)?))?/g)) {
        if (PENDING.has(doc)) continue;
        if (!fs.existsSync(path.join(root, doc))) missing.push(`${at} names ${doc}, which does not exist`);
        else if (section && !sectionsOf(read(doc)).has(section)) missing.push(`${at} cites ${doc} §${section}, which has no such section`);
      }
    }
    expect(missing, `\n${missing.join("\n")}`).toEqual([]);
  });
});

describe("documents link to what exists", () => {
  it("every relative link and anchor in README.md, docs/ and bench/RESULTS.md resolves", () => {
    const broken: string[] = [];
    for (const doc of documents()) {
      const text = read(doc).replace(/```[\s\S]*?```/g, "");
      for (const m of text.matchAll(/\[[^\]]*\]\(([^)\s]+)\)/g)) {
        const target = m[1];
        if (/^[a-z]+:/i.test(target)) continue;
        const [file, anchor] = target.split("#");
        const resolved = file ? path.posix.normalize(path.posix.join(path.posix.dirname(doc), file)) : doc;
        if (PENDING.has(resolved)) continue;
        const full = path.join(root, resolved);
        if (!fs.existsSync(full)) {
          broken.push(`${doc}: ${target} (no ${resolved})`);
          continue;
        }
        if (anchor && resolved.endsWith(".md") && !anchorsOf(read(resolved)).has(anchor)) broken.push(`${doc}: ${target} (no heading #${anchor} in ${resolved})`);
      }
    }
    expect(broken, `\n${broken.join("\n")}`).toEqual([]);
  });

  it("the README stays short", () => {
    expect(read("README.md").split("\n").length).toBeLessThanOrEqual(200);
  });
});
