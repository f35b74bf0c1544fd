// Every job the app defines is loaded wherever workers start (the web process and `npm run worker`
// both start them from features/system/server/workers.ts): a job whose module is missing from that
// list would wait forever in a process that never loaded its handler.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { JOB_DEFINITIONS } from "./workers";

const root = path.resolve(import.meta.dirname, "../../..");

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "generated" ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$|(^|\/)_test/.test(entry.name) ? [full] : [];
  });
}

describe("the workers' job list", () => {
  it("holds every queue a module defines a job for", () => {
    const defined = new Set<string>();
    for (const file of [...sourceFiles(path.join(root, "features")), ...sourceFiles(path.join(root, "lib"))]) {
      if (file.startsWith(path.join(root, "lib", "jobs"))) continue;
      for (const match of fs.readFileSync(file, "utf8").matchAll(/defineJob(?:<[^(]*>)?\(\s*"([^"]+)"/g)) defined.add(match[1]);
    }
    expect(defined.size).toBeGreaterThan(0);
    expect(JOB_DEFINITIONS.map((job) => job.name).sort()).toEqual([...defined].sort());
  });
});
